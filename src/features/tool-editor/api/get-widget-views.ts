import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { dayBefore, VIEW_DAYS, viewStats, type ViewRow } from '../lib/view-stats';
import { widgetKeys } from './widget-keys';

/** Today, as the database counts views (UTC). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The signed-in owner's widget views over the last VIEW_DAYS (row-level security returns only their own
 * widgets' counts), summed per widget. Views count as pages with the widget open: refreshed on focus.
 */
export async function getMyWidgetViews() {
  const today = utcToday();
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('widget_views')
    .select('widget_id, day, host, views')
    .gte('day', dayBefore(today, VIEW_DAYS - 1));
  if (error) throw new DataError('Failed to load the views of your tools', error);
  const rows: ViewRow[] = data.map((row) => ({
    widgetId: row.widget_id,
    day: row.day,
    host: row.host,
    views: Number(row.views),
  }));
  return { today, stats: viewStats(rows, today) };
}

export function useMyWidgetViews(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: widgetKeys.views(), queryFn: getMyWidgetViews, enabled }));
}
