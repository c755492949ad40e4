import type { Tool } from '@/domain/catalogue/tool-types';
import type { Plan } from '@/domain/pricing/plans';
import { coveringPlan } from '@/domain/pricing/covering-plan';

export interface ShortlistPlan {
  readyMade: number;
  premium: number;
  /** The cheapest plan that includes every tool; undefined when even Enterprise is too small. */
  plan: Plan | undefined;
}

/** Premium tools count against a plan's premium allowance, every other tool against its ready-made one. */
export function shortlistPlan(tools: readonly Pick<Tool, 'premium'>[]): ShortlistPlan {
  const premium = tools.filter((tool) => tool.premium).length;
  const readyMade = tools.length - premium;
  return { readyMade, premium, plan: coveringPlan({ readyMade, premium }) };
}
