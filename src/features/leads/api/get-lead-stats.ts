import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { statusCounts } from '@/lib/pipeline/status-counts';
import { getSupabase } from '@/lib/supabase';
import type { LeadStats } from './lead-types';

export const LEAD_STATS_QUERY_KEY = ['lead-stats'] as const;

/** The four stat cards, counted by the database over all leads (public.lead_stats()). */
export async function getLeadStats(): Promise<LeadStats> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('lead_stats');
  if (error) throw new DataError('Failed to load lead statistics', error);
  const row = data?.[0];
  return {
    total: row?.total ?? 0,
    thisWeek: row?.this_week ?? 0,
    enterpriseType: row?.enterprise_type ?? 0,
    professionalType: row?.professional_type ?? 0,
    byStatus: statusCounts('custom_builder_leads', row),
    archived: row?.archived ?? 0,
  };
}

export function getLeadStatsQueryOptions() {
  return queryOptions({ queryKey: LEAD_STATS_QUERY_KEY, queryFn: getLeadStats });
}

export function useLeadStats() {
  return useQuery(getLeadStatsQueryOptions());
}
