/** What public.widget_insights(weeks) answers (20261201001300_widget_insights.sql); weeks are 'YYYY-MM-DD' Mondays (UTC). */
export type WidgetInsights = {
  weeks: number;
  first_week: string;
  /** Every week of the window, oldest first: (widget, website) pairs seen for the first time that week. */
  installs_by_week: { week: string; installs: number }[];
  /** Published now and seen on a website in the last 7 days. */
  active_widgets: number;
  published_widgets: number;
  /** Owners with at least one active widget. */
  active_owners: number;
};
