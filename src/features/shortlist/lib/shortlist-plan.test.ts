// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortlistPlan } from './shortlist-plan';

const tools = (readyMade: number, premium: number) => [
  ...Array.from({ length: readyMade }, () => ({ premium: false })),
  ...Array.from({ length: premium }, () => ({ premium: true })),
];

describe('shortlistPlan', () => {
  it.each<[number, number, string | undefined]>([
    [1, 0, 'starter'],
    [5, 0, 'starter'],
    [6, 0, 'professional'],
    [1, 1, 'professional'],
    [10, 2, 'professional'],
    [11, 0, 'enterprise'],
    [2, 3, 'enterprise'],
    [15, 3, 'enterprise'],
    [16, 0, undefined],
    [0, 4, undefined],
  ])('%i ready-made and %i premium tools -> %s', (readyMade, premium, planId) => {
    const result = shortlistPlan(tools(readyMade, premium));
    expect(result).toMatchObject({ readyMade, premium });
    expect(result.plan?.id).toBe(planId);
  });
});
