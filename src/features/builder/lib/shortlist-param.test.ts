// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanShortlist, parseShortlistParam } from './shortlist-param';

describe('parseShortlistParam', () => {
  it('is undefined without the parameter', () => {
    expect(parseShortlistParam(null)).toBeUndefined();
  });

  it.each<[string, number[]]>([
    ['14,3,120', [14, 3, 120]],
    ['', []],
    ['14,14,3', [14, 3]],
    ['14, 57, abc, -3, 1e1, 0x10, 3.5, 999999', [14]],
    [Array.from({ length: 30 }, (_, i) => i + 1).join(','), Array.from({ length: 20 }, (_, i) => i + 1)],
  ])('%s -> %j', (value, expected) => {
    expect(parseShortlistParam(value)).toEqual(expected);
  });
});

describe('cleanShortlist', () => {
  it('keeps catalogue ids once each', () => {
    expect(cleanShortlist([14, '3', 14, 57, null, 3])).toEqual([14, 3]);
  });
});
