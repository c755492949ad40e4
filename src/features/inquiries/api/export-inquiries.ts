import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { selectInquiries } from './inquiries-select';
import type { InquiriesFilter, InquiriesSort, Inquiry } from './inquiry-types';

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
export const EXPORT_PAGE_SIZE = 1000;

/** Every enquiry matching the dashboard's current search and filter, in its current order. */
export async function fetchAllInquiries(filter: InquiriesFilter & { sort: InquiriesSort }): Promise<Inquiry[]> {
  const supabase = await getSupabase();
  const rows: Inquiry[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await selectInquiries(supabase, filter).range(from, from + EXPORT_PAGE_SIZE - 1);
    if (error) throw new DataError('Failed to export enquiries', error);
    rows.push(...(data ?? []));
    if (!data || data.length < EXPORT_PAGE_SIZE) return rows;
  }
}
