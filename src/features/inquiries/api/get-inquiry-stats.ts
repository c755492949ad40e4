import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { statusCounts } from '@/lib/pipeline/status-counts';
import { getSupabase } from '@/lib/supabase';
import type { InquiryStats } from './inquiry-types';

export const INQUIRY_STATS_QUERY_KEY = ['inquiry-stats'] as const;

/** The stat cards, counted by the database over all active enquiries, by status, and the archived ones (public.inquiry_stats()). */
export async function getInquiryStats(): Promise<InquiryStats> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('inquiry_stats');
  if (error) throw new DataError('Failed to load enquiry statistics', error);
  const row = data?.[0];
  return {
    total: row?.total ?? 0,
    thisWeek: row?.this_week ?? 0,
    demo: row?.demo ?? 0,
    contact: row?.contact ?? 0,
    byStatus: statusCounts('visitor_inquiries', row),
    archived: row?.archived ?? 0,
  };
}

export function getInquiryStatsQueryOptions() {
  return queryOptions({ queryKey: INQUIRY_STATS_QUERY_KEY, queryFn: getInquiryStats });
}

export function useInquiryStats() {
  return useQuery(getInquiryStatsQueryOptions());
}
