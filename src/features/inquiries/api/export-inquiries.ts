import { DataError } from '@/lib/data-error';
import { fetchAllByKeyset } from '@/lib/keyset';
import { getSupabase } from '@/lib/supabase';
import { inquiriesOrder, selectInquiries } from './inquiries-select';
import type { InquiriesFilter, InquiriesSort, Inquiry } from './inquiry-types';

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every enquiry matching the dashboard's current search and filters, in its current order. Pages follow
 * the last row seen (src/lib/keyset.ts), so an enquiry sent or archived during the export is neither
 * repeated nor skipped.
 */
export async function fetchAllInquiries(
  filter: InquiriesFilter & { sort: InquiriesSort },
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Inquiry[]> {
  const supabase = await getSupabase();
  return fetchAllByKeyset(inquiriesOrder(filter.sort), pageSize, async (after) => {
    let query = selectInquiries(supabase, filter);
    if (after) query = query.or(after);
    const { data, error } = await query.limit(pageSize);
    if (error) throw new DataError('Failed to export enquiries', error);
    return data;
  });
}
