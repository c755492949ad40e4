import { checkoutReferenceFor, rememberBuyer } from '@/lib/checkout/known-buyer';
import { insertError, UNIQUE_VIOLATION } from '@/lib/data-error';
import { leadRow } from '@/lib/leads/lead-row';
import { attributionColumns } from '@/lib/leads/lead-source';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { queryClient } from '@/lib/query-client';
import { getSupabase, preloadDataLayer } from '@/lib/supabase';

export type CreateLeadVariables = { input: LeadInput; id: string };

/**
 * Saves a builder submission. The id comes from the client so a retried submit (after a timeout whose
 * first attempt actually landed) hits the primary key instead of creating a second lead: that unique
 * violation means "already saved" and counts as success. No .select(): visitors may not read leads.
 * The checkout reference goes with it, and is remembered for this browser's checkout links; so does where
 * this visit came from (its attribution).
 */
export async function createLead(input: LeadInput, id: string = crypto.randomUUID()): Promise<void> {
  const supabase = await getSupabase();
  const reference = checkoutReferenceFor(id);
  const { error, status } = await supabase.from('custom_builder_leads').insert({ ...leadRow(input, id, reference), ...attributionColumns() });
  if (error && error.code !== UNIQUE_VIOLATION) throw insertError('Failed to submit the form', error, status);
  // From now on this browser's checkout links say who is buying (issue 27).
  rememberBuyer({ reference, email: input.email });
}

/**
 * Saves the lead, then marks the leads dashboard's data stale: in demo mode the builder and the dashboard
 * share one query client in the tab, and a new lead must show up there.
 */
export async function createLeadAndRefresh(input: LeadInput, id: string): Promise<void> {
  await createLead(input, id);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['leads'] }),
    queryClient.invalidateQueries({ queryKey: ['lead-stats'] }),
  ]);
}

export { preloadDataLayer as warmUpDataLayer };
