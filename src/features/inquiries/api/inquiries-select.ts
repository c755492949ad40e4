import { containsAnyFilter } from '@/lib/postgrest-search';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { InquiriesFilter, InquiriesSort } from './inquiry-types';

/** Columns the search box looks in. */
export const INQUIRY_SEARCH_COLUMNS = ['full_name', 'email', 'business_name', 'phone', 'message'] as const;

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
  const search = containsAnyFilter(INQUIRY_SEARCH_COLUMNS, filter.search);
  if (search) query = query.or(search);
  // id breaks ties so paging is stable when several enquiries share a timestamp or a name.
  return query
    .order(filter.sort.column, { ascending: filter.sort.ascending })
    .order('id', { ascending: filter.sort.ascending });
}
