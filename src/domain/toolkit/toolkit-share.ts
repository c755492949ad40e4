import { paths } from '@/config/paths';
import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import {
  BUSINESS_TYPE_VALUES,
  CHALLENGE_IDS,
  GOAL_IDS,
  type BusinessType,
  type ChallengeId,
  type GoalId,
} from '@/lib/leads/lead-options';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';
import type { ToolkitAnswers } from './build-toolkit';

/*
 * A shared kit carries only the answers that choose its tools (business type, goals, challenges, website
 * yes/no, and the shortlisted tools' catalogue ids as "picks"), never the business name, email or website
 * address, so an owner can forward it safely. Option ids are plain lower-case words and tool ids numbers,
 * so the lists read as "goals=leads,reviews" and "picks=14,3" without escaping.
 */
export function toolkitShareUrl(answers: ToolkitAnswers): string {
  const goals = GOAL_IDS.filter((id) => answers.goals.includes(id));
  const challenges = CHALLENGE_IDS.filter((id) => answers.challenges.includes(id));
  const picks = answers.shortlist?.length ? `&picks=${answers.shortlist.join(',')}` : '';
  return (
    `${paths.toolkit}?type=${answers.businessType}&goals=${goals.join(',')}` +
    `&challenges=${challenges.join(',')}&website=${answers.hasWebsite ? 'yes' : 'no'}${picks}`
  );
}

/** "14,3" -> [14, 3]; undefined when any entry is not a catalogue tool or there are too many. */
function parsePicks(value: string): number[] | undefined {
  const items = value.split(',');
  if (items.length > SHORTLIST_MAX || !items.every((item) => /^\d{1,5}$/.test(item))) return undefined;
  const ids = items.map(Number);
  return ids.every(isCatalogueToolId) ? [...new Set(ids)] : undefined;
}

function parseList<T extends string>(value: string | null, allowed: readonly T[]): T[] | undefined {
  if (!value) return undefined;
  const items = value.split(',');
  if (!items.every((item) => (allowed as readonly string[]).includes(item))) return undefined;
  return allowed.filter((id) => items.includes(id));
}

/**
 * The answers in a share link's query string ("?type=...", the leading "?" optional), or undefined when
 * anything is missing or unknown: the page then shows its empty state rather than a guessed kit.
 */
export function parseToolkitShare(search: string): ToolkitAnswers | undefined {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const website = params.get('website');
  if (!type || !(BUSINESS_TYPE_VALUES as readonly string[]).includes(type)) return undefined;
  if (website !== 'yes' && website !== 'no') return undefined;
  const goals = parseList<GoalId>(params.get('goals'), GOAL_IDS);
  const challenges = parseList<ChallengeId>(params.get('challenges'), CHALLENGE_IDS);
  if (!goals || !challenges) return undefined;
  const answers = { businessType: type as BusinessType, goals, challenges, hasWebsite: website === 'yes' };
  const picks = params.get('picks');
  if (picks === null) return answers;
  const shortlist = parsePicks(picks);
  return shortlist ? { ...answers, shortlist } : undefined;
}
