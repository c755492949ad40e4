import { isAiTool } from '@/domain/catalogue/ai-tools';
import { FUNCTION_CATEGORIES, type Tool, type ToolCategory } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import type { Plan } from '@/domain/pricing/plans';
import { coveringPlan } from '@/domain/pricing/covering-plan';
import {
  CHALLENGE_IDS,
  GOAL_IDS,
  type BusinessType,
  type ChallengeId,
  type GoalId,
} from '@/lib/leads/lead-options';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';
import {
  BUSINESS_RULES,
  CHALLENGE_RULES,
  GOAL_RULES,
  KIT_SIZE,
  OWN_PICK,
  WEBSITE_STARTER,
  type BusinessRule,
  type NeedRule,
} from './toolkit-rules';

/*
 * The personalised toolkit: a ranked starter kit of catalogue tools for a builder's answers. Pure and
 * deterministic (no randomness, no clock, no DOM): the builder's confirmation, the shared /toolkit page and
 * the toolkit email (bundled into a Deno Edge Function) all call it and must show the same kit.
 * The rules in plain words are in docs/decisions/007-toolkit-rules.md.
 */

export interface ToolkitAnswers {
  businessType: BusinessType;
  goals: readonly GoalId[];
  challenges: readonly ChallengeId[];
  hasWebsite: boolean;
  /** The visitor's shortlist (catalogue ids, in the order added), sent with the lead; none when absent. */
  shortlist?: readonly number[];
}

export interface ToolkitPick {
  tool: Tool;
  /** One line tied to the visitor's own answers: "You want more positive reviews". */
  reason: string;
  /** The visitor shortlisted this tool themselves ("Your pick"). */
  ownPick?: boolean;
}

export interface Toolkit {
  answers: ToolkitAnswers;
  /**
   * The visitor's own picks first (their shortlist, in its order), then 5 to 8 ready-made tools the rules
   * choose, best first (no website -> website starters first), or fewer when the own picks already bring
   * the kit to 5 or cover answers. Only own picks may be premium.
   */
  picks: ToolkitPick[];
  /**
   * A premium AI tool for the niche, at UPGRADE_MONTHLY_PRICE a month, or null when none fits or the visitor
   * already picked a premium tool.
   */
  upgrade: ToolkitPick | null;
  /** The cheapest plan covering the picks and the upgrade. */
  plan: Plan | undefined;
}

/** Every premium tool, the upgrade included, costs the same (dollars a month). */
export const UPGRADE_MONTHLY_PRICE = PREMIUM_MONTHLY_PRICE;

/** The answers a stored lead implies (the builder, the email job): a website URL means hasWebsite. */
export function answersFromLead(lead: {
  businessType: BusinessType;
  goals: readonly GoalId[];
  currentChallenges: readonly ChallengeId[];
  websiteUrl: string | null;
  shortlist?: readonly number[] | null;
}): ToolkitAnswers {
  return {
    businessType: lead.businessType,
    goals: lead.goals,
    challenges: lead.currentChallenges,
    hasWebsite: lead.websiteUrl !== null && lead.websiteUrl.trim() !== '',
    shortlist: lead.shortlist ?? [],
  };
}

const FUNCTION_CATEGORY_SET: ReadonlySet<ToolCategory> = new Set(FUNCTION_CATEGORIES);

/** A pick chosen for one answer also counts for another answer it serves this strongly (not a passing mention). */
const CLEARLY_SERVES = 2;

/** How strongly a tool serves a need (see NeedRule); 0 = not at all. */
function strength(tool: Tool, rule: NeedRule): number {
  let score = 0;
  if (rule.categories?.some((category) => category === tool.category)) score += 2;
  if (rule.aiTools && isAiTool(tool)) score += 2;
  if (rule.keywords) {
    if (rule.keywords.test(tool.name)) score += 2;
    if (tool.features.some((feature) => rule.keywords!.test(feature))) score += 1;
  }
  return score;
}

/**
 * How well a tool fits the business: 2 made for its niche, 1 lists the niche, 0 not. "Other" has no
 * niche: general-purpose tools (a function category, three or more niches) count as fitting.
 */
function nicheFit(tool: Tool, business: BusinessRule): number {
  if (!business.niche)
    return FUNCTION_CATEGORY_SET.has(tool.category) && (tool.niches?.length ?? 0) >= 3 ? 1 : 0;
  if (tool.category === business.niche) return 2;
  return tool.niches?.includes(business.niche) ? 1 : 0;
}

// Scores are computed once per rule and per business type: the tests build every possible kit.
const strengthCache = new Map<NeedRule, readonly number[]>();
const strengths = (rule: NeedRule) => {
  let row = strengthCache.get(rule);
  if (!row) strengthCache.set(rule, (row = TOOLS.map((tool) => strength(tool, rule))));
  return row;
};
const fitCache = new Map<BusinessRule, readonly number[]>();
const fits = (business: BusinessRule) => {
  let row = fitCache.get(business);
  if (!row) fitCache.set(business, (row = TOOLS.map((tool) => nicheFit(tool, business))));
  return row;
};
const isStarter = TOOLS.map((tool) =>
  WEBSITE_STARTER.keywords.test(`${tool.name} ${tool.features.join(' ')}`),
);

/** Lexicographic "a ranks above b"; every key ends with -id, so no two tools ever tie. */
function ranksAbove(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** The index of the best-ranked tool, skipping those whose key is null. */
function bestIndex(key: (index: number) => readonly number[] | null): number | undefined {
  let winner: number | undefined;
  let winnerKey: readonly number[] | null = null;
  for (let index = 0; index < TOOLS.length; index += 1) {
    const k = key(index);
    if (k && (!winnerKey || ranksAbove(k, winnerKey))) [winner, winnerKey] = [index, k];
  }
  return winner;
}

/** The needs a tool serves, the one it was chosen for first, then the strongest. */
function servedNeeds(index: number, primary: NeedRule | null, needs: readonly NeedRule[]) {
  return needs
    .map((need, order) => ({ need, order, score: strengths(need)[index]! }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        Number(b.need === primary) - Number(a.need === primary) || b.score - a.score || a.order - b.order,
    );
}

/**
 * "You want more leads and face strong local competition": the need the tool was chosen for (when it
 * serves it) or its strongest one, plus at most one more it clearly serves.
 */
function reasonFor(index: number, primary: NeedRule | null, needs: readonly NeedRule[], fallback: string) {
  const [first, ...rest] = servedNeeds(index, primary, needs);
  if (!first) return fallback;
  const second = rest.find((entry) => entry.score >= CLEARLY_SERVES);
  return `You ${first.need.phrase}${second ? ` and ${second.need.phrase}` : ''}`;
}

const INDEX_BY_ID: ReadonlyMap<number, number> = new Map(TOOLS.map((tool, index) => [tool.id, index]));

/**
 * Selected options in the options' own order, once each, so the kit never depends on click order. The
 * shortlist keeps the visitor's order (it is theirs), once each, catalogue tools only (a tool that left the
 * catalogue since is dropped), at most SHORTLIST_MAX like the store.
 */
function normalise(answers: ToolkitAnswers): ToolkitAnswers {
  return {
    businessType: answers.businessType,
    goals: GOAL_IDS.filter((id) => answers.goals.includes(id)),
    challenges: CHALLENGE_IDS.filter((id) => answers.challenges.includes(id)),
    hasWebsite: answers.hasWebsite,
    shortlist: [...new Set(answers.shortlist ?? [])]
      .filter((id) => INDEX_BY_ID.has(id))
      .slice(0, SHORTLIST_MAX),
  };
}

/** "You shortlisted it and want more positive reviews": the visitor's own pick, and its strongest need. */
function ownPickReason(index: number, needs: readonly NeedRule[]): string {
  const [first] = servedNeeds(index, null, needs);
  return first ? `${OWN_PICK.reason} and ${first.need.phrase}` : OWN_PICK.reason;
}

export function buildToolkit(input: ToolkitAnswers): Toolkit {
  const answers = normalise(input);
  const business = BUSINESS_RULES[answers.businessType];
  const builtFor = `Built for ${business.audience} like yours`;
  const needs: NeedRule[] = [
    ...answers.goals.map((id) => GOAL_RULES[id]),
    ...answers.challenges.map((id) => CHALLENGE_RULES[id]),
  ];
  const fit = fits(business);
  const rows = needs.map(strengths);
  const sumOf = (index: number, which: (needIndex: number) => boolean) =>
    rows.reduce((sum, row, needIndex) => (which(needIndex) ? sum + row[index]! : sum), 0);

  const picks: ToolkitPick[] = [];
  const taken = new Set<number>();
  const covered = needs.map(() => false);
  const categories = new Set<ToolCategory>();
  const open = (index: number) => !TOOLS[index]!.premium && !taken.has(index);
  const take = (index: number, reason: string, chosenFor?: number, ownPick?: boolean) => {
    const tool = TOOLS[index]!;
    picks.push(ownPick ? { tool, reason, ownPick } : { tool, reason });
    taken.add(index);
    categories.add(tool.category);
    // A website starter answers "no website"; the visitor's goals still get picks of their own.
    if (reason === WEBSITE_STARTER.reason) return;
    rows.forEach((row, needIndex) => {
      if (needIndex === chosenFor || row[index]! >= CLEARLY_SERVES) covered[needIndex] = true;
    });
  };

  // 0. The visitor's own picks lead, in their order; what they clearly serve needs no other tool.
  const own = answers.shortlist!.map((id) => INDEX_BY_ID.get(id)!);
  for (const index of own) take(index, ownPickReason(index, needs), undefined, true);
  /** How many tools the rules themselves have chosen: at most KIT_SIZE.max. */
  const chosen = () => picks.length - own.length;

  // 1. No website: open with tools that are a page of their own (an own pick that is one counts).
  if (!answers.hasWebsite) {
    const ownStarters = own.filter((index) => isStarter[index]).length;
    for (let i = ownStarters; i < WEBSITE_STARTER.maxPicks; i += 1) {
      const starter = bestIndex((index) =>
        open(index) && isStarter[index]
          ? [fit[index]!, sumOf(index, () => true), TOOLS[index]!.rating, -index]
          : null,
      );
      if (starter !== undefined) take(starter, WEBSITE_STARTER.reason);
    }
  }

  // 2. Every answer, in the order asked, gets the tool that serves it best, preferring tools that fit the
  //    business and then tools that also serve other answers not yet covered.
  needs.forEach((need, needIndex) => {
    if (covered[needIndex] || chosen() >= KIT_SIZE.max) return;
    const row = rows[needIndex]!;
    const pick = bestIndex((index) =>
      open(index) && row[index]! > 0
        ? [
            fit[index]! > 0 ? 1 : 0,
            row[index]!,
            sumOf(index, (i) => !covered[i]),
            fit[index]!,
            TOOLS[index]!.rating,
            -index,
          ]
        : null,
    );
    if (pick !== undefined) take(pick, reasonFor(pick, need, needs, builtFor), needIndex);
  });

  // 3. Up to the minimum size: answers take turns choosing one more tool, preferring a kind of tool the kit
  //    does not have yet.
  for (let turn = 0; picks.length < KIT_SIZE.min; turn += 1) {
    const row = rows.length > 0 ? rows[turn % rows.length]! : null;
    const serves = (index: number) => (row ? row[index]! : 0);
    const pick = bestIndex((index) =>
      open(index)
        ? [
            fit[index]! > 0 ? 1 : 0,
            Math.min(serves(index), CLEARLY_SERVES),
            categories.has(TOOLS[index]!.category) ? 0 : 1,
            serves(index),
            fit[index]!,
            TOOLS[index]!.rating,
            -index,
          ]
        : null,
    );
    if (pick === undefined) break;
    take(pick, reasonFor(pick, row ? needs[turn % rows.length]! : null, needs, builtFor));
  }

  // 4. The upgrade: a premium AI tool made for the business's niche ("Other" has none to fit), unless the
  //    visitor picked a premium tool of their own.
  const upgradeIndex =
    business.niche && !own.some((index) => TOOLS[index]!.premium)
      ? bestIndex((index) => {
          const tool = TOOLS[index]!;
          return tool.premium && fit[index]! > 0 && isAiTool(tool)
            ? [
                sumOf(index, () => true),
                tool.category === 'AI Agents' ? 1 : 0,
                fit[index]!,
                tool.rating,
                -index,
              ]
            : null;
        })
      : undefined;
  const upgrade =
    upgradeIndex === undefined
      ? null
      : { tool: TOOLS[upgradeIndex]!, reason: reasonFor(upgradeIndex, null, needs, builtFor) };

  const premiumPicks = picks.filter((pick) => pick.tool.premium).length;
  return {
    answers,
    picks,
    upgrade,
    plan: coveringPlan({
      readyMade: picks.length - premiumPicks,
      premium: premiumPicks + (upgrade ? 1 : 0),
    }),
  };
}
