import type { AppSupabaseClient } from '@/lib/supabase';
import type { LeadsFilter, LeadsSort } from './lead-types';

/**
 * The filtered, sorted select shared by the dashboard page and the CSV export, so both always agree
 * on which leads "match".
 */
export function selectLeads(
  supabase: AppSupabaseClient,
  filter: LeadsFilter & { sort: LeadsSort },
  options: { count?: 'exact'; head?: boolean } = {},
) {
  let query = supabase.from('custom_builder_leads').select('*', options);
  if (filter.businessType !== 'all') query = query.eq('business_type', filter.businessType);
  const pattern = searchPattern(filter.search);
  if (pattern) {
    query = query.or(['business_name', 'email', 'website_url'].map((c) => `${c}.ilike.${pattern}`).join(','));
  }
  // id breaks ties so paging is stable when several leads share a timestamp or a name.
  return query
    .order(filter.sort.column, { ascending: filter.sort.ascending })
    .order('id', { ascending: filter.sort.ascending });
}

/**
 * A case-insensitive "contains" pattern for PostgREST's or=() filter. LIKE's own wildcards (% _) and
 * its escape character are escaped so they match literally; the value is double-quoted (with \ and "
 * escaped) so commas and parentheses cannot break out of the filter. PostgREST turns every * into %,
 * so a typed * becomes _ (any one character) rather than a wildcard run.
 */
export function searchPattern(search: string): string | undefined {
  const term = search.trim();
  if (term === '') return undefined;
  const like = term.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
  return `"*${like.replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
}
