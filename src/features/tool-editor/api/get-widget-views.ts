import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { dayBefore, VIEW_DAYS, viewStats, type SubmissionRow, type ViewRow } from '../lib/view-stats';
import { widgetKeys } from './widget-keys';

/** Today, as the database counts views (UTC). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The signed-in owner's widget views over the last VIEW_DAYS (row-level security returns only their own
 * widgets' counts), summed per widget, and what visitors sent through them each day (messages, sign-ups,
 * booking requests). Views count as pages with the widget open: refreshed on focus.
 */
export async function getMyWidgetViews() {
  const today = utcToday();
  const since = dayBefore(today, VIEW_DAYS - 1);
  const supabase = await getSupabase();
  const [views, sent] = await Promise.all([
    supabase.from('widget_views').select('widget_id, day, host, views').gte('day', since),
    supabase.rpc('my_widget_submissions', { since }),
  ]);
  if (views.error) throw new DataError('Failed to load the views of your tools', views.error);
  if (sent.error) throw new DataError('Failed to load what visitors sent through your tools', sent.error);
  const rows: ViewRow[] = views.data.map((row) => ({
    widgetId: row.widget_id,
    day: row.day,
    host: row.host,
    views: Number(row.views),
  }));
  const submissions: SubmissionRow[] = (sent.data ?? []).map((row) => ({
    widgetId: row.widget_id,
    day: row.day,
    submissions: Number(row.submissions),
  }));
  return { today, stats: viewStats(rows, today, submissions) };
}

export function useMyWidgetViews(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: widgetKeys.views(), queryFn: getMyWidgetViews, enabled }));
}
