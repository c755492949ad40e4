import { paths } from '@/config/paths';
import {
  BUSINESS_TYPE_VALUES,
  CHALLENGE_IDS,
  GOAL_IDS,
  type BusinessType,
  type ChallengeId,
  type GoalId,
} from './lead-options';
import { LEAD_LIMITS } from './lead-limits';

/**
 * Answers another page hands the Custom Tool Builder in its address (the site check's "Build my toolkit":
 * `/custom-builder?name=..&type=..&website=..&goals=..&challenges=..&shortlist=..`). The shortlist keeps its
 * own reader (features/builder/lib/shortlist-param.ts).
 */
export type BuilderPrefill = {
  businessName?: string;
  businessType?: BusinessType;
  websiteUrl?: string;
  goals?: GoalId[];
  currentChallenges?: ChallengeId[];
  shortlist?: number[];
};

export function customBuilderPrefillUrl(prefill: BuilderPrefill): string {
  const query = new URLSearchParams();
  if (prefill.businessName) query.set('name', prefill.businessName);
  if (prefill.businessType) query.set('type', prefill.businessType);
  if (prefill.websiteUrl) query.set('website', prefill.websiteUrl);
  if (prefill.goals?.length) query.set('goals', prefill.goals.join(','));
  if (prefill.currentChallenges?.length) query.set('challenges', prefill.currentChallenges.join(','));
  if (prefill.shortlist?.length) query.set('shortlist', prefill.shortlist.join(','));
  const text = query.toString();
  return text ? `${paths.customBuilder}?${text}` : paths.customBuilder;
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T[] | undefined => {
  if (value === null) return undefined;
  const known = value.split(',').filter((part): part is T => (allowed as readonly string[]).includes(part));
  return known.length > 0 ? [...new Set(known)] : undefined;
};

/**
 * The answers in a builder address, leniently: an unknown type, goal or challenge is dropped, a name or
 * address is cut to what the form takes; the form's own checks still run before anything is sent.
 * Fields the address does not carry are left out, so a draft's answers stay.
 */
export function readBuilderPrefill(query: URLSearchParams): Omit<BuilderPrefill, 'shortlist'> {
  const prefill: Omit<BuilderPrefill, 'shortlist'> = {};
  const name = query.get('name')?.replace(/\s+/g, ' ').trim().slice(0, LEAD_LIMITS.businessName).trim();
  if (name) prefill.businessName = name;
  const type = query.get('type');
  if (type && (BUSINESS_TYPE_VALUES as readonly string[]).includes(type)) prefill.businessType = type as BusinessType;
  const website = query.get('website')?.trim().slice(0, LEAD_LIMITS.websiteUrl);
  if (website) prefill.websiteUrl = website;
  const goals = pick(GOAL_IDS, query.get('goals'));
  if (goals) prefill.goals = goals;
  const challenges = pick(CHALLENGE_IDS, query.get('challenges'));
  if (challenges) prefill.currentChallenges = challenges;
  return prefill;
}
