// @vitest-environment node
import { PLAN_LIMITS } from './plan-limits';
import { PLANS } from './plans';
import { coveringPlan } from './covering-plan';

describe('coveringPlan', () => {
  it('picks the cheapest plan whose limits hold both counts', () => {
    expect(coveringPlan({ readyMade: 0, premium: 0 })?.id).toBe('starter');
    expect(coveringPlan({ readyMade: 5, premium: 0 })?.id).toBe('starter');
    expect(coveringPlan({ readyMade: 6, premium: 0 })?.id).toBe('professional');
    expect(coveringPlan({ readyMade: 1, premium: 1 })?.id).toBe('professional');
    expect(coveringPlan({ readyMade: 10, premium: 3 })?.id).toBe('enterprise');
    expect(coveringPlan({ readyMade: 15, premium: 3 })?.id).toBe('enterprise');
  });

  it('returns nothing when even the largest plan is too small', () => {
    expect(coveringPlan({ readyMade: 16, premium: 0 })).toBeUndefined();
    expect(coveringPlan({ readyMade: 1, premium: 4 })).toBeUndefined();
  });

  it('agrees with what each plan card promises in words', () => {
    for (const plan of PLANS) {
      const { readyMade, premium } = PLAN_LIMITS[plan.id];
      expect(plan.features).toContain(`Up to ${readyMade} ready-made tools`);
      if (premium > 0) expect(plan.features).toContain(`Up to ${premium} premium tools`);
      else expect(plan.features.join(' ')).not.toMatch(/premium tools/);
    }
  });
});
