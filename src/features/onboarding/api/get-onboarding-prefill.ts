import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { OnboardingFormValues } from './onboarding-schema';

/** The welcome email's token: 64 hex characters (20261127000200_purchases.sql). */
export const ONBOARDING_TOKEN = /^[0-9a-f]{64}$/;

export type OnboardingPrefill =
  | { state: 'valid'; values: Partial<OnboardingFormValues> }
  | { state: 'used' | 'expired' | 'unknown' };

/**
 * What the onboarding link from a purchase fills the form with (name, email, the lead's domain), through a
 * security-definer function that answers only for the token given. A used, expired or unknown token
 * answers why, and nothing else.
 */
export async function getOnboardingPrefill(token: string): Promise<OnboardingPrefill> {
  if (!ONBOARDING_TOKEN.test(token)) return { state: 'unknown' };
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('onboarding_prefill', { token });
  if (error) throw new DataError('Could not read the onboarding link', error);
  const row = data?.[0];
  if (!row) return { state: 'unknown' };
  if (row.state !== 'valid') return { state: row.state };
  return {
    state: 'valid',
    values: {
      fullName: row.full_name ?? '',
      email: row.email ?? '',
      domainName: row.domain_name ?? '',
    },
  };
}
