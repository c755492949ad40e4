import { z } from 'zod';
import { CONTACT_SUBJECT_VALUES } from '@/lib/contact/contact-subjects';
import { isPlainEmail } from '@/lib/validation/clean-text';
import { INQUIRY_LIMITS } from './inquiry-limits';

/**
 * Patterns shared by the demo and contact forms, the data layer and the SQL CHECK constraints on
 * public.visitor_inquiries, with the limits in ./inquiry-limits.ts. Change one here, change the migration
 * too (supabase/tests/inquiry-schema-drift.test.ts compares them).
 */
/** Control characters (C0, DEL, C1) and bidirectional overrides and isolates: never in one-line text. */
export const SINGLE_LINE_FORBIDDEN_SOURCE = '[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]';
/** Messages may keep line breaks (\n, \r\n) but nothing else of the above, and no lone \r. */
export const MULTI_LINE_FORBIDDEN_SOURCE =
  '[\\u0001-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]';
export const LONE_CR_SOURCE = '\\r(?!\\n)';

const SINGLE_LINE_FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN_SOURCE, 'u');
const MULTI_LINE_FORBIDDEN = new RegExp(MULTI_LINE_FORBIDDEN_SOURCE, 'u');
const LONE_CR = new RegExp(LONE_CR_SOURCE);

const CLEAN_MESSAGE = 'Remove control or text-direction characters.';

/** Trimmed, required, bounded one-line text. */
export const requiredLine = (max: number, missing: string, tooLong: string) =>
  z.string().trim().min(1, missing).max(max, tooLong).refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), CLEAN_MESSAGE);

/** Trimmed one-line text where blank means "not given" (stored as null). */
export const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), CLEAN_MESSAGE)
    .transform((v) => (v === '' ? null : v));

const messageText = z
  .string()
  .trim()
  .max(INQUIRY_LIMITS.message, `Your message must be ${INQUIRY_LIMITS.message} characters or fewer.`)
  .refine((v) => !MULTI_LINE_FORBIDDEN.test(v) && !LONE_CR.test(v), CLEAN_MESSAGE);

export const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(INQUIRY_LIMITS.email, `Your email must be ${INQUIRY_LIMITS.email} characters or fewer.`)
  // The address check every table shares (SQL private.is_plain_email): a bare addr-spec, issue 29.
  .refine(isPlainEmail, 'Enter a valid email address, like name@example.com.');

/** The demo request dialog (Ad2Conversion, premium tools, voice agent). */
export const demoRequestSchema = z.object({
  fullName: requiredLine(
    INQUIRY_LIMITS.fullName,
    'Enter your full name.',
    `Your name must be ${INQUIRY_LIMITS.fullName} characters or fewer.`,
  ),
  email: emailField,
  businessName: optionalLine(
    INQUIRY_LIMITS.businessName,
    `Your business name must be ${INQUIRY_LIMITS.businessName} characters or fewer.`,
  ),
  phone: optionalLine(INQUIRY_LIMITS.phone, `Your phone number must be ${INQUIRY_LIMITS.phone} characters or fewer.`),
  message: messageText.transform((v) => (v === '' ? null : v)),
});
export type DemoRequestFormValues = z.input<typeof demoRequestSchema>;
export type DemoRequestInput = z.output<typeof demoRequestSchema>;

const namePart = (label: string) =>
  requiredLine(
    INQUIRY_LIMITS.namePart,
    `Enter your ${label}.`,
    `Your ${label} must be ${INQUIRY_LIMITS.namePart} characters or fewer.`,
  );

/** Spec section 5: first name, last name, email, subject and message required; business name optional. */
export const contactMessageSchema = z.object({
  firstName: namePart('first name'),
  lastName: namePart('last name'),
  email: emailField,
  businessName: optionalLine(
    INQUIRY_LIMITS.businessName,
    `Your business name must be ${INQUIRY_LIMITS.businessName} characters or fewer.`,
  ),
  subject: z
    .string()
    .min(1, 'Choose a subject.')
    .pipe(z.enum(CONTACT_SUBJECT_VALUES, { error: 'Choose a subject from the list.' })),
  message: messageText.pipe(z.string().min(1, 'Enter your message.')),
});
export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
