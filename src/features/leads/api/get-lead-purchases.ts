import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type LeadPurchase = Pick<
  Database['public']['Tables']['purchases']['Row'],
  'id' | 'lead_id' | 'plan' | 'billing_period' | 'amount_minor' | 'currency' | 'status' | 'created_at'
>;

export const LEAD_PURCHASES_QUERY_KEY = ['lead-purchases'] as const;

/**
 * Every purchase matched to a builder lead, newest first, by lead id (20261127000200_purchases.sql; staff
 * only). One request for the whole dashboard: an agency's purchases are far fewer than its leads.
 */
export async function getLeadPurchases(): Promise<Map<string, LeadPurchase[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('purchases')
    .select('id, lead_id, plan, billing_period, amount_minor, currency, status, created_at')
    .eq('lead_table', 'custom_builder_leads')
    .order('created_at', { ascending: false });
  if (error) throw new DataError('Failed to load purchases', error);
  const byLead = new Map<string, LeadPurchase[]>();
  for (const purchase of data ?? []) {
    if (!purchase.lead_id) continue;
    byLead.set(purchase.lead_id, [...(byLead.get(purchase.lead_id) ?? []), purchase]);
  }
  return byLead;
}

export function getLeadPurchasesQueryOptions() {
  return queryOptions({ queryKey: LEAD_PURCHASES_QUERY_KEY, queryFn: getLeadPurchases });
}

export function useLeadPurchases() {
  return useQuery(getLeadPurchasesQueryOptions());
}
