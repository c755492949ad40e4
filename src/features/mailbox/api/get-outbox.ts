import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { EmailOutboxTable } from '@/types/tables/email-outbox';

export type OutboxEmail = Pick<
  EmailOutboxTable['Row'],
  'id' | 'kind' | 'recipient' | 'template' | 'status' | 'attempts' | 'last_error' | 'sent_at' | 'created_at'
>;

export const OUTBOX_QUERY_KEY = ['email-outbox'] as const;
const COLUMNS = 'id, kind, recipient, template, status, attempts, last_error, sent_at, created_at';

/** One page of the outbox, newest first, with the total (staff only: RLS returns nothing to anyone else). */
export async function getOutbox(q: { page: number; pageSize: number }): Promise<{ rows: OutboxEmail[]; total: number }> {
  const supabase = await getSupabase();
  const from = (q.page - 1) * q.pageSize;
  const { data, count, error } = await supabase
    .from('email_outbox')
    .select(COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + q.pageSize - 1);
  if (error?.code === 'PGRST103') return { rows: [], total: 0 };
  if (error) throw new DataError('Failed to load the mailbox', error);
  return { rows: (data ?? []) as OutboxEmail[], total: count ?? data?.length ?? 0 };
}

export function getOutboxQueryOptions(q: { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: [...OUTBOX_QUERY_KEY, q] as const,
    queryFn: () => getOutbox(q),
    placeholderData: keepPreviousData,
    // Emails are queued by other screens (the builder, onboarding): look again whenever the mailbox opens.
    staleTime: 0,
  });
}

export function useOutbox(q: { page: number; pageSize: number }) {
  return useQuery(getOutboxQueryOptions(q));
}
