// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plansIncluding } from './plans-including';

describe('plansIncluding', () => {
  it('puts a ready-made tool in every plan and a premium tool in the plans with premium room', () => {
    expect(plansIncluding({}).map((plan) => plan.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(plansIncluding({ premium: false }).map((plan) => plan.name)).toEqual([
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    expect(plansIncluding({ premium: true }).map((plan) => plan.name)).toEqual([
      'Professional',
      'Enterprise',
    ]);
  });
});
