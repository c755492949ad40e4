import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { OnboardingSubmissionStatsRow } from '@/types/tables/onboarding-submissions';
import { onboardingKeys } from './onboarding-submission';

export type OnboardingStats = { total: number; thisWeek: number; withDomain: number; backendAccess: number };

/** The RPC's row as the dashboard uses it; no row (nothing visible) counts as zeros. */
export function toOnboardingStats(row: OnboardingSubmissionStatsRow | undefined): OnboardingStats {
  return {
    total: row?.total ?? 0,
    thisWeek: row?.this_week ?? 0,
    withDomain: row?.with_domain ?? 0,
    backendAccess: row?.backend_access ?? 0,
  };
}

/** Spec section 9 "Wizard and dashboards": the four cards, counted by the database over all submissions. */
export async function getOnboardingStats(): Promise<OnboardingStats> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('onboarding_submission_stats');
  if (error) throw new DataError('Could not load onboarding statistics', error);
  return toOnboardingStats(data[0]);
}

export const getOnboardingStatsQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.stats(), queryFn: getOnboardingStats });

export function useOnboardingStats() {
  return useQuery(getOnboardingStatsQueryOptions());
}
