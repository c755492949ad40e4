import { z } from 'zod';
import { CREDENTIAL_MAX_CHARS } from '@/lib/crypto/sealed-box-format';
import { normalizeWebsiteUrl } from '@/lib/leads/lead-schema';
import { cleanLine, optionalCleanLine, plainEmail } from '@/lib/validation/clean-text';
import { BEST_TIME_VALUES } from '@/lib/onboarding/best-times';

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

export const onboardingSchema = z.object({
  // Clean one-line text (no control or text-direction characters), as the SQL checks require.
  fullName: cleanLine('Full name', ONBOARDING_LIMITS.fullName),
  email: plainEmail(ONBOARDING_LIMITS.email),
  phone: cleanLine('Phone', ONBOARDING_LIMITS.phone),
  bestTimeToContact: z
    .union([z.literal(''), z.enum(BEST_TIME_VALUES)], { error: 'Choose a time from the list' })
    .transform((value) => value || null),
  // Optional text: blank becomes null (spec: "empty optional values are stored as null").
  domainName: optionalCleanLine('Domain name', ONBOARDING_LIMITS.domainName),
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
  backendUsername: optionalCleanLine('Username', ONBOARDING_LIMITS.backendUsername),
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
