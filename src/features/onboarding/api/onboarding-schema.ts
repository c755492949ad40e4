import { z } from 'zod';
import { normalizeWebsiteUrl } from '@/lib/leads/lead-limits';
import { cleanLine, optionalCleanLine, plainEmail } from '@/lib/validation/clean-text-schemas';
import { BEST_TIME_VALUES } from '@/lib/onboarding/best-times';
import { ONBOARDING_LIMITS } from './onboarding-limits';

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
