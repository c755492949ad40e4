// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortlistNames } from './shortlist-names';

describe('shortlistNames', () => {
  it('names catalogue tools in the shortlist order, and keeps unknown ids visible', () => {
    expect(shortlistNames([14, 3, 57])).toEqual([
      'Google Reviews Widget',
      'Quick Appointment Booking',
      'Tool #57',
    ]);
  });

  it('is empty for a lead without a shortlist', () => {
    expect(shortlistNames(null)).toEqual([]);
  });
});
