import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { selectLeads } from './leads-select';
import type { Lead, LeadsQuery } from './lead-types';

export const LEADS_QUERY_KEY = ['leads'] as const;

/** One page of leads, filtered and sorted by the database, with the total number that match. */
export async function getLeads(q: LeadsQuery): Promise<{ rows: Lead[]; total: number }> {
  const supabase = await getSupabase();
  const from = (q.page - 1) * q.pageSize;
  const { data, count, error } = await selectLeads(supabase, q, { count: 'exact' }).range(from, from + q.pageSize - 1);
  if (error?.code === 'PGRST103') {
    // Asked for a page past the end (say, after deletions): report the total so the UI can step back.
    const { count: total, error: countError } = await selectLeads(supabase, q, { count: 'exact', head: true });
    if (countError) throw new DataError('Failed to load leads', countError);
    return { rows: [], total: total ?? 0 };
  }
  if (error) throw new DataError('Failed to load leads', error);
  return { rows: data ?? [], total: count ?? data?.length ?? 0 };
}

export function getLeadsQueryOptions(q: LeadsQuery) {
  return queryOptions({
    queryKey: [...LEADS_QUERY_KEY, q] as const,
    queryFn: () => getLeads(q),
    placeholderData: keepPreviousData,
  });
}

export function useLeads(q: LeadsQuery) {
  return useQuery(getLeadsQueryOptions(q));
}
