import { z } from 'zod';
import { CONTACT_SUBJECT_VALUES } from '@/lib/contact/contact-subjects';

/** Keeps the pre-filled email under the length mail apps reliably accept in a mailto: link. */
export const MESSAGE_MAX = 1500;

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Your ${label} must be ${max} characters or fewer.`);

/** Spec section 5: first name, last name, email, subject and message required; business name optional. */
export const contactSchema = z.object({
  firstName: required('first name', 80),
  lastName: required('last name', 80),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  businessName: z.string().trim().max(120, 'Your business name must be 120 characters or fewer.'),
  subject: z
    .string()
    .min(1, 'Choose a subject.')
    .pipe(z.enum(CONTACT_SUBJECT_VALUES, { error: 'Choose a subject from the list.' })),
  message: required('message', MESSAGE_MAX),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;
