import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type LeadSiteCheck = Pick<Database['public']['Tables']['site_check_reports']['Row'], 'token' | 'lead_id' | 'score' | 'target_host'>;

export const LEAD_SITE_CHECKS_QUERY_KEY = ['lead-site-checks'] as const;

/**
 * The website check reports that made leads ("Email me this report", issue 25), by lead id; staff only.
 * One request for the whole dashboard, as the purchases: only reports someone asked to receive have a lead.
 */
export async function getLeadSiteChecks(): Promise<Map<string, LeadSiteCheck>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('site_check_reports')
    .select('token, lead_id, score, target_host')
    .not('lead_id', 'is', null);
  if (error) throw new DataError('Failed to load website check reports', error);
  return new Map((data ?? []).flatMap((report) => (report.lead_id ? [[report.lead_id, report] as const] : [])));
}

export function useLeadSiteChecks() {
  return useQuery(queryOptions({ queryKey: LEAD_SITE_CHECKS_QUERY_KEY, queryFn: getLeadSiteChecks }));
}
