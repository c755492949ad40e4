/**
 * An owner's widget views, from the database's daily counts (public.widget_views: per widget, UTC day and
 * host name, in shards that are summed here): per widget, the views of each of the last days, the host
 * names it was seen on, and whether a published widget looks not installed.
 */
export type ViewRow = { widgetId: string; day: string; host: string; views: number };

export interface WidgetViewStats {
  /** Views over the whole span. */
  total: number;
  /** Every day of the span, oldest first, with 0 where nothing was seen. */
  days: Array<{ day: string; views: number }>;
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

export const EMPTY_STATS: WidgetViewStats = { total: 0, days: [], hosts: [], lastSeen: null };

/** Sums the rows (shards, hosts) into each widget's figures over the VIEW_DAYS ending `today`. */
export function viewStats(rows: ViewRow[], today: string): Map<string, WidgetViewStats> {
  const first = dayBefore(today, VIEW_DAYS - 1);
  const byWidget = new Map<string, { days: Map<string, number>; hosts: Map<string, number> }>();
  for (const row of rows) {
    if (row.day < first || row.day > today || !(row.views > 0)) continue;
    const entry = byWidget.get(row.widgetId) ?? { days: new Map(), hosts: new Map() };
    entry.days.set(row.day, (entry.days.get(row.day) ?? 0) + row.views);
    entry.hosts.set(row.host, (entry.hosts.get(row.host) ?? 0) + row.views);
    byWidget.set(row.widgetId, entry);
  }
  const stats = new Map<string, WidgetViewStats>();
  for (const [widgetId, { days, hosts }] of byWidget) {
    const series = Array.from({ length: VIEW_DAYS }, (_, index) => {
      const day = dayBefore(today, VIEW_DAYS - 1 - index);
      return { day, views: days.get(day) ?? 0 };
    });
    stats.set(widgetId, {
      total: series.reduce((sum, { views }) => sum + views, 0),
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
