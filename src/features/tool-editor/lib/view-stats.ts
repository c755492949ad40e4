/**
 * An owner's widget views, from the database's daily counts (public.widget_views: per widget, UTC day and
 * host name, in shards that are summed here): per widget, the views of each of the last days, the host
 * names it was seen on, and whether a published widget looks not installed.
 */
export type ViewRow = { widgetId: string; day: string; host: string; views: number };
/** What visitors sent through a widget on a UTC day (public.my_widget_submissions). */
export type SubmissionRow = { widgetId: string; day: string; submissions: number };

export interface WidgetViewStats {
  /** Views over the whole span. */
  total: number;
  /** Messages, sign-ups and booking requests over the whole span. */
  submissions: number;
  /** Every day of the span, oldest first, with 0 where nothing was seen or sent. */
  days: Array<{ day: string; views: number; submissions: number }>;
  /** Where it was seen, most views first. */
  hosts: Array<{ host: string; views: number }>;
  /** The latest day with a view, or null. */
  lastSeen: string | null;
}

/** The days counted: today and the 29 before it (UTC, as the database counts them). */
export const VIEW_DAYS = 30;
/** A published widget unseen this many days (and published at least as long) is probably not installed. */
export const UNSEEN_DAYS = 7;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC day `offset` days before `today` (YYYY-MM-DD). */
export function dayBefore(today: string, offset: number): string {
  return isoDay(Date.parse(`${today}T00:00:00Z`) - offset * DAY_MS);
}

export const EMPTY_STATS: WidgetViewStats = { total: 0, submissions: 0, days: [], hosts: [], lastSeen: null };

/**
 * Sums the rows (shards, hosts) into each widget's figures over the VIEW_DAYS ending `today`, with what
 * visitors sent each day beside the views.
 */
export function viewStats(rows: ViewRow[], today: string, sent: SubmissionRow[] = []): Map<string, WidgetViewStats> {
  const first = dayBefore(today, VIEW_DAYS - 1);
  type Entry = { days: Map<string, number>; sent: Map<string, number>; hosts: Map<string, number> };
  const byWidget = new Map<string, Entry>();
  const entryOf = (widgetId: string) => {
    const entry = byWidget.get(widgetId) ?? { days: new Map(), sent: new Map(), hosts: new Map() };
    byWidget.set(widgetId, entry);
    return entry;
  };
  for (const row of rows) {
    if (row.day < first || row.day > today || !(row.views > 0)) continue;
    const entry = entryOf(row.widgetId);
    entry.days.set(row.day, (entry.days.get(row.day) ?? 0) + row.views);
    entry.hosts.set(row.host, (entry.hosts.get(row.host) ?? 0) + row.views);
  }
  for (const row of sent) {
    if (row.day < first || row.day > today || !(row.submissions > 0)) continue;
    const entry = entryOf(row.widgetId);
    entry.sent.set(row.day, (entry.sent.get(row.day) ?? 0) + row.submissions);
  }
  const stats = new Map<string, WidgetViewStats>();
  for (const [widgetId, { days, sent: sentDays, hosts }] of byWidget) {
    const series = Array.from({ length: VIEW_DAYS }, (_, index) => {
      const day = dayBefore(today, VIEW_DAYS - 1 - index);
      return { day, views: days.get(day) ?? 0, submissions: sentDays.get(day) ?? 0 };
    });
    stats.set(widgetId, {
      total: series.reduce((sum, { views }) => sum + views, 0),
      submissions: series.reduce((sum, { submissions }) => sum + submissions, 0),
      days: series,
      hosts: [...hosts]
        .map(([host, views]) => ({ host, views }))
        .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host)),
      lastSeen: [...days.keys()].sort().at(-1) ?? null,
    });
  }
  return stats;
}

/**
 * What to tell the owner of a published widget about where it runs: nothing when it was seen in the last
 * UNSEEN_DAYS; 'not-yet' while it is newer than that and unseen; 'not-installed' when it has been published
 * that long and seen nowhere in that time.
 */
export function installHint(
  publishedAt: string | null,
  stats: WidgetViewStats,
  today: string,
): 'seen' | 'not-yet' | 'not-installed' | null {
  if (publishedAt === null) return null;
  const since = dayBefore(today, UNSEEN_DAYS - 1);
  if (stats.lastSeen !== null && stats.lastSeen >= since) return 'seen';
  return publishedAt.slice(0, 10) > dayBefore(today, UNSEEN_DAYS) ? 'not-yet' : 'not-installed';
}
