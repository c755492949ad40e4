import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { WidgetInsights } from '@/types/widget-insights';

export const widgetInsightsKeys = { weeks: (weeks: number) => ['widget-insights', weeks] as const };

/** Installs per week and active widgets, counted by the database (public.widget_insights). */
export async function getWidgetInsights(weeks: number): Promise<WidgetInsights> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('widget_insights', { weeks });
  if (error) throw new DataError('Failed to load tool insights', error);
  return data as WidgetInsights;
}

export function useWidgetInsights(weeks: number) {
  return useQuery(
    queryOptions({ queryKey: widgetInsightsKeys.weeks(weeks), queryFn: () => getWidgetInsights(weeks) }),
  );
}
