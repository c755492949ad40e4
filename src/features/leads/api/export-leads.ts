import { DataError } from '@/lib/data-error';
import { fetchAllByKeyset } from '@/lib/keyset';
import { getSupabase } from '@/lib/supabase';
import { leadsOrder, selectLeads } from './leads-select';
import type { Lead, LeadsFilter, LeadsSort } from './lead-types';

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every lead matching the dashboard's current search and filter, in its current order. Pages follow
 * the last row seen (src/lib/keyset.ts), so a lead submitted during the export is neither repeated nor
 * skipped.
 */
export async function fetchAllLeads(
  filter: LeadsFilter & { sort: LeadsSort },
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Lead[]> {
  const supabase = await getSupabase();
  return fetchAllByKeyset(leadsOrder(filter.sort), pageSize, async (after) => {
    let query = selectLeads(supabase, filter);
    if (after) query = query.or(after);
    const { data, error } = await query.limit(pageSize);
    if (error) throw new DataError('Failed to export leads', error);
    return data;
  });
}
