import type { KeysetTerm } from '@/lib/keyset';
import { pipelineOrder, sourceFilter } from '@/lib/pipeline/speed-filter';
import { containsAnyFilter } from '@/lib/postgrest-search';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { Lead, LeadsFilter, LeadsSort } from './lead-types';

/** The dashboard's order; id breaks ties so paging is stable when several leads share a timestamp or a name. */
export function leadsOrder(sort: LeadsSort): KeysetTerm[] {
  return pipelineOrder(sort);
}

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
  if (filter.status !== 'all') query = query.eq('status', filter.status as Lead['status']);
  // Archived leads leave the default view and appear only under the Archived filter.
  query = filter.archived ? query.not('archived_at', 'is', null) : query.is('archived_at', null);
  const search = containsAnyFilter(['business_name', 'email', 'website_url'], filter.search);
  if (search) query = query.or(search);
  if (filter.ownerId) query = query.eq('owner_id', filter.ownerId);
  const source = sourceFilter(filter.source);
  if (source) query = query.or(source);
  for (const term of leadsOrder(filter.sort)) query = query.order(term.column, { ascending: term.ascending });
  return query;
}
