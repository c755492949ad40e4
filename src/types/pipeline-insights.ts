/** What public.pipeline_insights(weeks) answers (20261130000300_pipeline_insights.sql); weeks are 'YYYY-MM-DD' Mondays (UTC). */
export type PipelineInsights = {
  weeks: number;
  first_week: string;
  /** Most first; the source is the UTM source, else the referrer host, else 'Direct / unknown'. */
  by_source: { source: string; count: number }[];
  /** Every week of the window, oldest first. */
  by_week: { week: string; custom_builder_leads: number; visitor_inquiries: number; onboarding_submissions: number }[];
  /** Builder leads by status; a status with none is absent. */
  funnel: Record<string, number>;
  /** Every week of the window, oldest first; null median when nothing that week was touched. */
  response_by_week: { week: string; median_minutes: number | null; touched: number }[];
  /** Null owner: unassigned. */
  response_by_owner: { owner_id: string | null; email: string | null; median_minutes: number; touched: number }[];
};
