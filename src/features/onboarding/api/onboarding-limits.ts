import { CREDENTIAL_MAX_CHARS } from '@/lib/crypto/sealed-box-format';
import type { OnboardingFormValues } from './onboarding-schema';

// What the onboarding form renders with, without zod: its schema (./onboarding-schema.ts) is loaded at
// the form's first use.

/**
 * Limits shared by the onboarding form, the data layer and the SQL CHECK constraints on
 * onboarding_submissions. Change one here, change the migration too (a database test compares them).
 */
export const ONBOARDING_LIMITS = {
  fullName: 120,
  email: 254,
  phone: 40,
  domainName: 253,
  backendLoginUrl: 2048,
  backendUsername: 254,
  backendPassword: CREDENTIAL_MAX_CHARS,
} as const;

export const EMPTY_ONBOARDING_FORM: OnboardingFormValues = {
  fullName: '',
  email: '',
  phone: '',
  bestTimeToContact: '',
  domainName: '',
  backendLoginUrl: '',
  backendUsername: '',
  backendPassword: '',
};
