import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { WidgetPlanRow } from '@/types/tables/widget-plans';
import { widgetKeys } from './widget-keys';

/** The signed-in owner's plan or trial, its limit and how many tools are live (public.my_widget_plan). */
export async function getMyWidgetPlan(): Promise<WidgetPlanRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_widget_plan');
  if (error) throw new DataError('Failed to load your plan', error);
  return data[0] ?? null;
}

/** Under widgetKeys.all: publishing, unpublishing and deleting refresh it with the list. */
export function useMyWidgetPlan(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: widgetKeys.plan(), queryFn: getMyWidgetPlan, enabled }));
}
