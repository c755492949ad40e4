// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd';
import { annualTotals, ENTERPRISE_ELITE, findPlan, monthlyRate, PLANS } from './plans';

describe('plan prices', () => {
  it('keeps the spec monthly prices', () => {
    expect(PLANS.map((plan) => [plan.id, plan.monthlyPrice])).toEqual([
      ['starter', 99],
      ['professional', 349],
      ['enterprise', 749],
    ]);
    expect(ENTERPRISE_ELITE.monthlyPrice).toBe(10_000);
  });

  it('monthly billing shows the monthly price unchanged', () => {
    for (const plan of PLANS) expect(monthlyRate(plan.monthlyPrice, 'monthly')).toBe(plan.monthlyPrice);
  });

  it('annual billing is the monthly price times 0.8, rounded', () => {
    expect(PLANS.map((plan) => monthlyRate(plan.monthlyPrice, 'annual'))).toEqual([79, 279, 599]);
    expect(monthlyRate(ENTERPRISE_ELITE.monthlyPrice, 'annual')).toBe(8_000);
  });

  it('rounds to the nearest dollar in both directions', () => {
    expect(monthlyRate(101, 'annual')).toBe(81); // 80.8
    expect(monthlyRate(102, 'annual')).toBe(82); // 81.6
    expect(monthlyRate(103, 'annual')).toBe(82); // 82.4
  });

  it('totals a year of annual billing and the saving against monthly', () => {
    expect(annualTotals(99)).toEqual({ total: 948, savings: 240 });
    expect(annualTotals(10_000)).toEqual({ total: 96_000, savings: 24_000 });
  });

  it('marks exactly one plan most popular: Professional', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['professional']);
  });

  it('finds a plan by id and refuses unknown ids', () => {
    expect(findPlan('enterprise').name).toBe('Enterprise');
    expect(() => findPlan('gold' as never)).toThrow('Unknown plan: gold');
  });

  it('formats whole US dollars', () => {
    expect(formatUsd(10_000)).toBe('$10,000');
    expect(formatUsd(79)).toBe('$79');
  });
});
