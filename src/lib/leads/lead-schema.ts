import { z } from 'zod';
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

/** A plausible address: something@domain.tld, no spaces. Mirrored by the SQL constraint. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Accepts "bistro.example.com" as "https://bistro.example.com"; refuses other schemes
 * (javascript:, ftp:, data:) and anything that is not a host name. Blank means "no website" (null).
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
    return candidate;
  } catch {
    return undefined;
  }
}

const trimmedText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const leadSchema = z.object({
  businessName: trimmedText(LEAD_LIMITS.businessName, 'Business name'),
  businessType: z.enum(BUSINESS_TYPE_VALUES, { error: 'Choose your business type' }),
  goals: z.array(z.enum(GOAL_IDS)).min(1, 'Choose at least one goal'),
  currentChallenges: z.array(z.enum(CHALLENGE_IDS)).min(1, 'Choose at least one challenge'),
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
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(LEAD_LIMITS.email, `Email must be at most ${LEAD_LIMITS.email} characters`)
    .regex(EMAIL_PATTERN, 'Enter a valid email address'),
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
