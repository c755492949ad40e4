import { z } from 'zod';
import { BUILDER_DRAFT_KEY } from '@/lib/first-paint/query-view';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '@/lib/leads/lead-options';
import { LEAD_LIMITS, type LeadFormValues } from '@/lib/leads/lead-schema';
import { EMPTY_LEAD_FORM, type StepNumber } from '../data/builder-steps';
import { cleanShortlist } from './shortlist-param';

/**
 * The unfinished questionnaire, kept in sessionStorage so a reload loses nothing. It is per tab and
 * cleared on success. `submissionId` is the lead's id, kept so a retry after a lost response reuses it.
 */
export type BuilderDraft = { values: LeadFormValues; step: StepNumber; submissionId: string | null };

// The prerendered builder shows an empty first step; a stored draft makes the app render it afresh
// (src/lib/first-paint/query-view.ts), so an empty draft is never stored.
const STORAGE_KEY = BUILDER_DRAFT_KEY;

// Lenient on purpose: a stale or hand-edited draft keeps whatever is still valid instead of crashing.
const text = (max: number) => z.string().max(max).catch('');
const draftSchema = z.object({
  values: z
    .object({
      businessName: text(LEAD_LIMITS.businessName),
      businessType: z.enum(BUSINESS_TYPE_VALUES).optional().catch(undefined),
      goals: z
        .array(z.string())
        .catch([])
        .transform((ids) => ids.filter((id) => (GOAL_IDS as string[]).includes(id))),
      currentChallenges: z
        .array(z.string())
        .catch([])
        .transform((ids) => ids.filter((id) => (CHALLENGE_IDS as string[]).includes(id))),
      websiteUrl: text(LEAD_LIMITS.websiteUrl),
      email: text(LEAD_LIMITS.email),
      shortlist: z.array(z.unknown()).catch([]).transform(cleanShortlist),
    })
    .catch({ ...EMPTY_LEAD_FORM, businessType: undefined, shortlist: [] }),
  step: z.number().int().min(1).max(5).catch(1),
  submissionId: z.uuid().nullable().catch(null),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage can be blocked by privacy settings; the builder then works without a draft.
  }
}

export function readDraft(): BuilderDraft | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = draftSchema.parse(JSON.parse(raw));
    return { ...parsed, values: parsed.values as LeadFormValues, step: parsed.step as StepNumber };
  } catch {
    return null;
  }
}

/** Nothing answered, no step taken, nothing submitted: the page as prerendered. */
function isBlank({ values, step, submissionId }: BuilderDraft): boolean {
  return (
    step === 1 &&
    submissionId === null &&
    !values.businessName &&
    !values.businessType &&
    values.goals.length === 0 &&
    values.currentChallenges.length === 0 &&
    !values.websiteUrl &&
    !values.email &&
    (values.shortlist ?? []).length === 0
  );
}

export function writeDraft(draft: BuilderDraft) {
  try {
    if (isBlank(draft)) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the draft is a convenience, not worth an error.
  }
}

export function clearDraft() {
  storage()?.removeItem(STORAGE_KEY);
}
