import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { selectLeads } from './leads-select';
import type { Lead, LeadsFilter, LeadsSort } from './lead-types';

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
export const EXPORT_PAGE_SIZE = 1000;

/** Every lead matching the dashboard's current search and filter, in its current order. */
export async function fetchAllLeads(filter: LeadsFilter & { sort: LeadsSort }): Promise<Lead[]> {
  const supabase = await getSupabase();
  const leads: Lead[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await selectLeads(supabase, filter).range(from, from + EXPORT_PAGE_SIZE - 1);
    if (error) throw new DataError('Failed to export leads', error);
    leads.push(...(data ?? []));
    if (!data || data.length < EXPORT_PAGE_SIZE) return leads;
  }
}
