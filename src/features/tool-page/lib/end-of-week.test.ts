// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endOfWeek } from './end-of-week';

describe('endOfWeek', () => {
  it.each([
    ['a Wednesday afternoon', new Date(2026, 10, 25, 15, 30), new Date(2026, 10, 30)],
    ['a Sunday evening', new Date(2026, 10, 29, 23, 59), new Date(2026, 10, 30)],
    ['a Monday just after midnight', new Date(2026, 10, 30, 0, 1), new Date(2026, 11, 7)],
    ['a Saturday', new Date(2026, 10, 28, 9), new Date(2026, 10, 30)],
  ])('ends the countdown at the next Monday 00:00 from %s', (_, now, expected) => {
    expect(endOfWeek(now)).toEqual(expected);
  });
});
