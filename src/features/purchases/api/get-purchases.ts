import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type Purchase = Database['public']['Tables']['purchases']['Row'];

/** How many purchases the list shows, newest first. */
export const PURCHASES_SHOWN = 200;

/** The newest purchases (staff only; 20261127000200_purchases.sql). */
export async function getPurchases(): Promise<Purchase[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('purchases')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(PURCHASES_SHOWN);
  if (error) throw new DataError('Failed to load purchases', error);
  return data ?? [];
}

export function getPurchasesQueryOptions() {
  return queryOptions({ queryKey: ['purchases'], queryFn: getPurchases });
}

export function usePurchases() {
  return useQuery(getPurchasesQueryOptions());
}
