import { BUILDER_DRAFT_KEY } from '@/lib/first-paint/query-view';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '@/lib/leads/lead-options';
import { LEAD_LIMITS } from '@/lib/leads/lead-limits';
import type { LeadFormValues } from '@/lib/leads/lead-schema';
import { isUuid } from '@/lib/validation/uuid';
import type { StepNumber } from '../data/builder-steps';
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
// Checked by hand, not with zod: the builder restores a draft as it starts, and loads zod only once a
// field is checked (src/lib/forms/lazy-schema-resolver.ts).
const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) =>
  allowed.find((option) => option === value);
const someOf = <T extends string>(value: unknown, allowed: readonly T[]): T[] =>
  Array.isArray(value) ? [...new Set(value)].filter((id): id is T => allowed.includes(id as T)) : [];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function draftValues(stored: unknown): LeadFormValues {
  const values = isRecord(stored) ? stored : {};
  return {
    businessName: text(values.businessName, LEAD_LIMITS.businessName),
    businessType: oneOf(values.businessType, BUSINESS_TYPE_VALUES) as LeadFormValues['businessType'],
    goals: someOf(values.goals, GOAL_IDS),
    currentChallenges: someOf(values.currentChallenges, CHALLENGE_IDS),
    websiteUrl: text(values.websiteUrl, LEAD_LIMITS.websiteUrl),
    email: text(values.email, LEAD_LIMITS.email),
    shortlist: Array.isArray(values.shortlist) ? cleanShortlist(values.shortlist) : [],
  };
}

function parseDraft(stored: unknown): BuilderDraft {
  const draft = isRecord(stored) ? stored : {};
  const step = draft.step;
  return {
    values: draftValues(draft.values),
    step: (Number.isInteger(step) && (step as number) >= 1 && (step as number) <= 5 ? step : 1) as StepNumber,
    submissionId: isUuid(draft.submissionId) ? draft.submissionId : null,
  };
}

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
    return parseDraft(JSON.parse(raw));
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
