import { z } from 'zod';
import { cleanLine, plainEmail } from '@/lib/validation/clean-text-schemas';
import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from './lead-options';
import { LEAD_LIMITS, normalizeWebsiteUrl } from './lead-limits';

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
