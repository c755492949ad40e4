import { z } from 'zod';
import { e164, hexColor, line, optionalEmail, requiredLine, text } from '../../settings-common';
import { CONTACT_FORM_MAX_CUSTOM } from './limits';

/** One of the standard fields: shown or not, required or not, and what its label says. */
const standardField = z.strictObject({ enabled: z.boolean(), required: z.boolean(), label: requiredLine(40) });

/**
 * A contact form: the visitor's message is stored for the owner (My tools) and emailed to them. Every text
 * is text: rendered as text nodes, escaped in the fallback.
 */
export const contactFormSettingsSchema = z.strictObject({
  heading: line(120),
  headingLevel: z.enum(['2', '3', '4']),
  /** A line under the heading ("We answer within a working day"), or ''. */
  intro: text(400),
  fields: z.strictObject({
    name: standardField,
    email: standardField,
    phone: standardField,
    message: standardField,
  }),
  /** The owner's own questions ("Preferred date"), each one line or several. */
  custom: z
    .array(z.strictObject({ label: requiredLine(40), required: z.boolean(), multiline: z.boolean() }))
    .max(CONTACT_FORM_MAX_CUSTOM),
  button: requiredLine(40),
  /** Shown in place of the form once it is sent. */
  thanks: requiredLine(300),
  /**
   * Without scripts the form cannot send: the snippet's fallback says how to reach the business instead,
   * with these as links (either may be '').
   */
  reach: z.strictObject({
    text: requiredLine(200),
    email: optionalEmail(),
    phone: z.union([z.literal(''), e164()]),
    display: line(32),
  }),
  colors: z.strictObject({ background: hexColor(), accent: hexColor() }),
  radius: z.number().int().min(0).max(24),
});

export type ContactFormSettings = z.infer<typeof contactFormSettingsSchema>;
export type ContactFormFieldKey = keyof ContactFormSettings['fields'];
