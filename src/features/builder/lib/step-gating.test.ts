// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canAdvance } from './step-gating';

describe('canAdvance', () => {
  it('needs a business name and type on step 1', () => {
    expect(canAdvance(1, { businessName: '', businessType: 'coffee' })).toBe(false);
    expect(canAdvance(1, { businessName: '   ', businessType: 'coffee' })).toBe(false);
    expect(canAdvance(1, { businessName: 'Bean There' })).toBe(false);
    expect(canAdvance(1, { businessName: 'Bean There', businessType: 'coffee' })).toBe(true);
  });

  it('needs at least one goal on step 2 and one challenge on step 3', () => {
    expect(canAdvance(2, { goals: [] })).toBe(false);
    expect(canAdvance(2, { goals: ['leads'] })).toBe(true);
    expect(canAdvance(3, { currentChallenges: [] })).toBe(false);
    expect(canAdvance(3, { currentChallenges: ['time'] })).toBe(true);
  });

  it('never blocks the website and email steps', () => {
    expect(canAdvance(4, {})).toBe(true);
    expect(canAdvance(5, {})).toBe(true);
  });
});
