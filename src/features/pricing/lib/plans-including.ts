import { PLAN_LIMITS } from '@/domain/pricing/plan-limits';
import { PLANS, type Plan } from '@/domain/pricing/plans';

/**
 * The plans that include a tool of this kind: any plan with room for a ready-made tool, or for a premium
 * one (Starter has none). Enterprise Elite, unlimited, includes every tool and is named apart.
 */
export function plansIncluding(tool: { premium?: boolean }): Plan[] {
  return PLANS.filter(
    (plan) => (tool.premium ? PLAN_LIMITS[plan.id].premium : PLAN_LIMITS[plan.id].readyMade) > 0,
  );
}
