import { z } from 'zod';
import { cleanLine, isHttpUrl, PLAIN_EMAIL_SOURCE, plainEmail } from '@/lib/validation/clean-text';
import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from './lead-options';

/**
 * Limits shared by the builder form, the data layer and the SQL CHECK constraints on custom_builder_leads.
 * If you change one here, change the migration too (a database test compares them).
 */
export const LEAD_LIMITS = {
  businessName: 120,
  websiteUrl: 2048,
  email: 254,
  shortlist: SHORTLIST_MAX,
} as const;

/**
 * A plausible address: something@domain.tld, with no spaces and none of ? & % / , ; : (which would turn
 * a mailto: link into extra headers or recipients). Mirrored by SQL private.is_plain_email.
 */
export const EMAIL_PATTERN = new RegExp(PLAIN_EMAIL_SOURCE);

/**
 * Accepts "bistro.example.com" as "https://bistro.example.com"; refuses other schemes
 * (javascript:, ftp:, data:), anything that is not a host name, and anything after a valid start that
 * is not part of a URL (the whole value must match, as SQL private.is_http_url checks). Blank means
 * "no website" (null).
 */
export function normalizeWebsiteUrl(input: string): string | null | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return undefined;
  const candidate = hasScheme ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined;
    return isHttpUrl(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const optionList = <T extends string>(ids: readonly [T, ...T[]], emptyMessage: string) =>
  z
    .array(z.enum(ids))
    .min(1, emptyMessage)
    .max(ids.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each option once');

export const leadSchema = z.object({
  businessName: cleanLine('Business name', LEAD_LIMITS.businessName),
  businessType: z.enum(BUSINESS_TYPE_VALUES, { error: 'Choose your business type' }),
  // As the database: no duplicates, so never more entries than there are options.
  goals: optionList(GOAL_IDS, 'Choose at least one goal'),
  currentChallenges: optionList(CHALLENGE_IDS, 'Choose at least one challenge'),
  websiteUrl: z
    .string()
    .max(LEAD_LIMITS.websiteUrl, `Website URL must be at most ${LEAD_LIMITS.websiteUrl} characters`)
    .transform((value, ctx) => {
      const normalized = normalizeWebsiteUrl(value);
      if (normalized === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Enter a website address such as https://yourbusiness.com' });
        return z.NEVER;
      }
      return normalized;
    }),
  email: plainEmail(LEAD_LIMITS.email),
  // The visitor's shortlist: catalogue tool ids only, never free text. Empty means none (stored as null).
  shortlist: z
    .array(z.number().int().refine(isCatalogueToolId, 'Unknown tool'))
    .max(LEAD_LIMITS.shortlist, `A shortlist holds at most ${LEAD_LIMITS.shortlist} tools`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each tool can be shortlisted once')
    .default([]),
});

/** What the form holds (websiteUrl as typed). */
export type LeadFormValues = z.input<typeof leadSchema>;
/** What is written (websiteUrl normalised or null). */
export type LeadInput = z.output<typeof leadSchema>;
