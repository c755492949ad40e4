import { PLAN_LIMITS } from './plan-limits';
import { PLANS, type Plan } from './plans';

/**
 * The cheapest plan whose limits cover a set of tools (the toolkit, the shortlist). Undefined when even
 * Enterprise is too small: such a set needs Enterprise Elite or a conversation.
 */
export function coveringPlan(counts: { readyMade: number; premium: number }): Plan | undefined {
  return PLANS.find((plan) => {
    const limits = PLAN_LIMITS[plan.id];
    return counts.readyMade <= limits.readyMade && counts.premium <= limits.premium;
  });
}
