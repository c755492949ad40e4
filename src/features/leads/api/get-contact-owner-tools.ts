import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { ContactOwnerToolsRow } from '@/types/tables/widget-plans';

export const CONTACT_OWNER_TOOLS_QUERY_KEY = ['contact-owner-tools'] as const;

/**
 * Every contact who runs tools of their own, with their plan or trial, live tools and 30 days of views, by
 * contact id (public.contact_owner_tools; staff only). One request for the whole dashboard.
 */
export async function getContactOwnerTools(): Promise<Map<string, ContactOwnerToolsRow>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('contact_owner_tools');
  if (error) throw new DataError('Failed to load customers’ tools', error);
  return new Map((data ?? []).map((row) => [row.contact_id, row]));
}

export function useContactOwnerTools() {
  return useQuery(queryOptions({ queryKey: CONTACT_OWNER_TOOLS_QUERY_KEY, queryFn: getContactOwnerTools }));
}
