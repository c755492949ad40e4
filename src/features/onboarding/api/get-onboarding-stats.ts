import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { OnboardingSubmissionStatsRow } from '@/types/tables/onboarding-submissions';
import { onboardingKeys } from './onboarding-submission';

export type OnboardingStats = {
  total: number;
  thisWeek: number;
  withDomain: number;
  backendAccess: number;
  /** Active submissions per pipeline status, and the archived ones. */
  byStatus: Record<'new' | 'in_progress' | 'done', number>;
  archived: number;
};

/** The RPC's row as the dashboard uses it; no row (nothing visible) counts as zeros. */
export function toOnboardingStats(row: OnboardingSubmissionStatsRow | undefined): OnboardingStats {
  return {
    total: row?.total ?? 0,
    thisWeek: row?.this_week ?? 0,
    withDomain: row?.with_domain ?? 0,
    backendAccess: row?.backend_access ?? 0,
    byStatus: { new: row?.status_new ?? 0, in_progress: row?.status_in_progress ?? 0, done: row?.status_done ?? 0 },
    archived: row?.archived ?? 0,
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
