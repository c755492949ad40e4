import { z } from 'zod';
import { hexColor, line, optionalEmail, requiredLine, text } from '../../settings-common';

/**
 * An email sign-up form: the visitor's address is stored for the owner (My tools) as pending, and counts as
 * subscribed once they follow the confirmation link we email them (double opt-in). Every text is text:
 * rendered as text nodes, escaped in the fallback.
 */
export const emailSignupSettingsSchema = z.strictObject({
  heading: line(120),
  headingLevel: z.enum(['2', '3', '4']),
  /** A line under the heading ("News and offers, once a month"), or ''. */
  intro: text(300),
  /** The optional name field: shown or not, required or not, and what its label says. */
  name: z.strictObject({ enabled: z.boolean(), required: z.boolean(), label: requiredLine(40) }),
  emailLabel: requiredLine(40),
  button: requiredLine(40),
  /** Shown in place of the form once it is sent ("Check your inbox to confirm"). */
  thanks: requiredLine(300),
  /**
   * Without scripts the form cannot send: the snippet's fallback says how to sign up instead, with the
   * owner's address as a mailto: link when one is given.
   */
  reach: z.strictObject({ text: requiredLine(200), email: optionalEmail() }),
  colors: z.strictObject({ background: hexColor(), accent: hexColor() }),
  radius: z.number().int().min(0).max(24),
});

export type EmailSignupSettings = z.infer<typeof emailSignupSettingsSchema>;
