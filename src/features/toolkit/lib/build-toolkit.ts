// STAND-IN: replaced by the toolkit branch at integration
import { TOOLS } from '@/features/catalogue/data/tools';
import type { NicheCategory, Tool } from '@/features/catalogue/data/tool-types';
import { coveringPlan } from '@/features/pricing/lib/covering-plan';
import type { Plan } from '@/features/pricing/data/plans';
import { goalLabel, type BusinessType, type ChallengeId, type GoalId } from '@/lib/leads/lead-options';

export interface ToolkitAnswers {
  businessType: BusinessType;
  goals: readonly GoalId[];
  challenges: readonly ChallengeId[];
  hasWebsite: boolean;
}

export interface ToolkitPick {
  tool: Tool;
  reason: string;
}

export interface Toolkit {
  answers: ToolkitAnswers;
  picks: ToolkitPick[];
  upgrade: ToolkitPick | null;
  plan: Plan | undefined;
}

const NICHE_BY_TYPE: Record<BusinessType, NicheCategory | undefined> = {
  salon: 'Beauty & Spa Services',
  realestate: 'Real Estate',
  medical: 'Medical Practices',
  coffee: 'Coffee Shops',
  fitness: 'Fitness & Wellness',
  restaurant: 'Restaurants',
  ecommerce: 'E-commerce',
  homeservice: 'Home Service',
  other: undefined,
};

/** A short kit: the first five ready-made tools that fit the niche (the real rules come with the toolkit branch). */
export function buildToolkit(answers: ToolkitAnswers): Toolkit {
  const niche = NICHE_BY_TYPE[answers.businessType];
  const fits = (tool: Tool) => !niche || tool.category === niche || (tool.niches ?? []).includes(niche);
  const reason = `You want to ${goalLabel(answers.goals[0] ?? 'leads').toLowerCase()}`;
  const picks = TOOLS.filter((tool) => !tool.premium && fits(tool))
    .slice(0, 5)
    .map((tool) => ({ tool, reason }));
  const premium = TOOLS.find((tool) => tool.premium && fits(tool));
  const upgrade = premium ? { tool: premium, reason: 'Answers calls and books for you' } : null;
  return { answers, picks, upgrade, plan: coveringPlan({ readyMade: picks.length, premium: 0 }) };
}
