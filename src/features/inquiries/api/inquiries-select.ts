import type { KeysetTerm } from '@/lib/keyset';
import { pipelineOrder, sourceFilter } from '@/lib/pipeline/speed-filter';
import { containsAnyFilter } from '@/lib/postgrest-search';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { InquiriesFilter, InquiriesSort, Inquiry } from './inquiry-types';

/** Columns the search box looks in. */
export const INQUIRY_SEARCH_COLUMNS = ['full_name', 'email', 'business_name', 'phone', 'message'] as const;

/** The dashboard's order; id breaks ties so paging is stable when several enquiries share a timestamp or a name. */
export function inquiriesOrder(sort: InquiriesSort): KeysetTerm[] {
  return pipelineOrder(sort);
}

/**
 * The filtered, sorted select shared by the dashboard page and the CSV export, so both always agree
 * on which enquiries "match".
 */
export function selectInquiries(
  supabase: AppSupabaseClient,
  filter: InquiriesFilter & { sort: InquiriesSort },
  options: { count?: 'exact'; head?: boolean } = {},
) {
  let query = supabase.from('visitor_inquiries').select('*', options);
  if (filter.kind !== 'all') query = query.eq('kind', filter.kind);
  if (filter.status !== 'all') query = query.eq('status', filter.status as Inquiry['status']);
  // Archived enquiries leave the default view and appear only under the Archived filter.
  query = filter.archived ? query.not('archived_at', 'is', null) : query.is('archived_at', null);
  const search = containsAnyFilter(INQUIRY_SEARCH_COLUMNS, filter.search);
  if (search) query = query.or(search);
  if (filter.ownerId) query = query.eq('owner_id', filter.ownerId);
  const source = sourceFilter(filter.source);
  if (source) query = query.or(source);
  for (const term of inquiriesOrder(filter.sort)) query = query.order(term.column, { ascending: term.ascending });
  return query;
}
