import type { PlanId } from '@/config/checkout-settings';

/** How many tools each plan includes; the plans' feature lists say the same in words. */
export interface PlanLimits {
  readyMade: number;
  premium: number;
}

export const PLAN_LIMITS: Readonly<Record<PlanId, PlanLimits>> = {
  starter: { readyMade: 5, premium: 0 },
  professional: { readyMade: 10, premium: 2 },
  enterprise: { readyMade: 15, premium: 3 },
};

/** A plan that can be tied to a widget owner: the three plans and Enterprise Elite. */
export type ToolPlanId = PlanId | 'elite';

/**
 * How many ready-made tools each plan keeps live on the owner's website at once; null is unlimited.
 * The database enforces the same figures (private.plan_tool_limits in
 * supabase/migrations/20261201001200_widget_plans.sql; supabase/tests/widget-plans.test.ts keeps them equal).
 */
export const LIVE_TOOL_LIMITS: Readonly<Record<ToolPlanId, number | null>> = {
  starter: PLAN_LIMITS.starter.readyMade,
  professional: PLAN_LIMITS.professional.readyMade,
  enterprise: PLAN_LIMITS.enterprise.readyMade,
  elite: null,
};

/**
 * The free trial of widgets: its length (the plans' TRIAL_DAYS), how many days before its end the owner is
 * emailed, and whose limit it has (the smallest plan's, so buying any plan never switches a tool off).
 */
export const WIDGET_TRIAL = { reminderDays: 3, plan: 'starter' } as const satisfies {
  reminderDays: number;
  plan: ToolPlanId;
};
