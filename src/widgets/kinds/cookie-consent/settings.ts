import { z } from 'zod';
import { corner, hexColor, httpsLink, requiredLine, text } from '../../settings-common';

/** The optional categories a site may use; "necessary" is always on and never asked. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof OPTIONAL_CATEGORIES)[number];

const categoryText = z.object({ name: requiredLine(40), description: text(300) });

export const cookieConsentSettingsSchema = z.object({
  title: requiredLine(80),
  message: text(600).min(1),
  policy: z.object({
    /** The privacy policy's https address, or '' for no link. */
    url: z.union([z.literal(''), httpsLink()]),
    label: requiredLine(60),
  }),
  /** The categories the site uses: only these are offered, granted and signalled. */
  categories: z.object({ analytics: z.boolean(), marketing: z.boolean(), preferences: z.boolean() }),
  texts: z.object({
    necessary: categoryText,
    analytics: categoryText,
    marketing: categoryText,
    preferences: categoryText,
  }),
  buttons: z.object({
    acceptAll: requiredLine(40),
    rejectAll: requiredLine(40),
    choose: requiredLine(40),
    save: requiredLine(40),
    /** The floating button that reopens the choices once made. */
    reopen: requiredLine(40),
    close: requiredLine(40),
    /** The heading over the per-category switches. */
    choicesTitle: requiredLine(80),
    /** Beside "necessary", which cannot be switched off. */
    alwaysOn: requiredLine(40),
  }),
  /** A bar along the bottom edge, or a box in a corner. */
  layout: z.enum(['bar', 'box']),
  /** The box's corner, and the reopen button's. */
  position: corner(),
  /** After a choice, a small "Cookie settings" button stays to change it. */
  reopenButton: z.boolean(),
  /** Send Google Consent Mode v2 updates (gtag, or the dataLayer). */
  consentMode: z.boolean(),
  /** Raising it asks every visitor again (as does changing the categories). */
  version: z.number().int().min(1).max(9999),
  colors: z.object({ background: hexColor(), accent: hexColor() }),
});

export type CookieConsentSettings = z.infer<typeof cookieConsentSettingsSchema>;
