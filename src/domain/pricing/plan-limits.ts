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
