import { z } from 'zod';
import { CREDENTIAL_MAX_CHARS } from '@/lib/crypto/sealed-box-format';
import { EMAIL_PATTERN, normalizeWebsiteUrl } from '@/lib/leads/lead-schema';
import { BEST_TIME_VALUES } from '../data/best-times';

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

const requiredText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank becomes null (spec: "empty optional values are stored as null"). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

export const onboardingSchema = z.object({
  fullName: requiredText(ONBOARDING_LIMITS.fullName, 'Full name'),
  email: requiredText(ONBOARDING_LIMITS.email, 'Email').regex(EMAIL_PATTERN, 'Enter a valid email address'),
  phone: requiredText(ONBOARDING_LIMITS.phone, 'Phone'),
  bestTimeToContact: z
    .union([z.literal(''), z.enum(BEST_TIME_VALUES)], { error: 'Choose a time from the list' })
    .transform((value) => value || null),
  domainName: optionalText(ONBOARDING_LIMITS.domainName, 'Domain name'),
  backendLoginUrl: z
    .string()
    .max(ONBOARDING_LIMITS.backendLoginUrl, `Login URL must be at most ${ONBOARDING_LIMITS.backendLoginUrl} characters`)
    .transform((value, ctx) => {
      const normalized = normalizeWebsiteUrl(value);
      if (normalized === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Enter a login address such as https://yoursite.com/wp-admin' });
        return z.NEVER;
      }
      return normalized;
    }),
  backendUsername: optionalText(ONBOARDING_LIMITS.backendUsername, 'Username'),
  // Not trimmed: spaces can be part of a password. Only an empty field means "no password".
  // zod counts code points, so 256 of them are at most 1024 UTF-8 bytes: what the ciphertext column holds.
  backendPassword: z
    .string()
    .max(ONBOARDING_LIMITS.backendPassword, `Password must be at most ${ONBOARDING_LIMITS.backendPassword} characters`)
    .transform((value) => value || null),
});

/** What the form holds (every field a string, as typed). */
export type OnboardingFormValues = z.input<typeof onboardingSchema>;
/** What is submitted: trimmed, blanks as null, the login URL normalised; the password still plaintext here. */
export type OnboardingInput = z.output<typeof onboardingSchema>;

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
