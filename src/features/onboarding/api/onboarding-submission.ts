import type { Database } from '@/types/database';

/** A stored submission as staff read it (the password only as ciphertext + key id). */
export type OnboardingSubmission = Database['public']['Tables']['onboarding_submissions']['Row'];

export const ONBOARDING_TABLE = 'onboarding_submissions';

/** Query keys of the onboarding dashboard; mutations invalidate the whole family. */
export const onboardingKeys = {
  all: ['onboarding-submissions'] as const,
  list: (params: object) => [...onboardingKeys.all, 'list', params] as const,
  stats: () => [...onboardingKeys.all, 'stats'] as const,
};
