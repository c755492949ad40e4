import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { PipelineInsights } from '@/types/pipeline-insights';

export const insightsKeys = { weeks: (weeks: number) => ['pipeline-insights', weeks] as const };

/** The Insights figures, counted by the database (public.pipeline_insights): no rows reach the browser. */
export async function getPipelineInsights(weeks: number): Promise<PipelineInsights> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('pipeline_insights', { weeks });
  if (error) throw new DataError('Failed to load insights', error);
  return data as PipelineInsights;
}

export const pipelineInsightsQueryOptions = (weeks: number) =>
  queryOptions({ queryKey: insightsKeys.weeks(weeks), queryFn: () => getPipelineInsights(weeks) });

export function usePipelineInsights(weeks: number) {
  return useQuery(pipelineInsightsQueryOptions(weeks));
}
