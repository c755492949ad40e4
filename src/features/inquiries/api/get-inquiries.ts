import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { selectInquiries } from './inquiries-select';
import type { InquiriesQuery, Inquiry } from './inquiry-types';

export const INQUIRIES_QUERY_KEY = ['inquiries'] as const;

/** One page of enquiries, filtered and sorted by the database, with the total number that match. */
export async function getInquiries(q: InquiriesQuery): Promise<{ rows: Inquiry[]; total: number }> {
  const supabase = await getSupabase();
  const from = (q.page - 1) * q.pageSize;
  const { data, count, error } = await selectInquiries(supabase, q, { count: 'exact' }).range(from, from + q.pageSize - 1);
  if (error?.code === 'PGRST103') {
    // Asked for a page past the end (say, after deletions): report the total so the UI can step back.
    const { count: total, error: countError } = await selectInquiries(supabase, q, { count: 'exact', head: true });
    if (countError) throw new DataError('Failed to load enquiries', countError);
    return { rows: [], total: total ?? 0 };
  }
  if (error) throw new DataError('Failed to load enquiries', error);
  return { rows: data ?? [], total: count ?? data?.length ?? 0 };
}

export function getInquiriesQueryOptions(q: InquiriesQuery) {
  return queryOptions({
    queryKey: [...INQUIRIES_QUERY_KEY, q] as const,
    queryFn: () => getInquiries(q),
    placeholderData: keepPreviousData,
  });
}

export function useInquiries(q: InquiriesQuery) {
  return useQuery(getInquiriesQueryOptions(q));
}
