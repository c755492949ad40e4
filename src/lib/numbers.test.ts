// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { andList, formatUsd, groupDigits } from './numbers';

/** Values around every place a grouping comma, a rounding carry or a sign can go wrong. */
const SAMPLES = [
  0, -0, 1, 7, 12, 999, 1000, 1001, 9999.5, 12345, 99999.99, 100000, 999999.5, 1234567, 1e9, 2 ** 40, -1, -999, -1000,
  -1234567.891, 0.5, 1.5, 2.5, 1.005, 1.015, 0.125, 1234.5678, 0.004, 0.005, 0.994, 0.996,
  ...Array.from({ length: 200 }, (_, i) => ((i * 7919) % 10007) * 10 ** ((i % 9) - 3) * (i % 5 === 0 ? -1 : 1)),
];

describe('groupDigits', () => {
  it('writes whole numbers exactly as Intl en-US does', () => {
    for (const value of SAMPLES) expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 0 }));
  });

  it('writes up to two decimals exactly as Intl en-US does', () => {
    for (const value of SAMPLES) {
      expect(groupDigits(value, 2), String(value)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
    }
  });

  it('leaves what is not a finite number as JavaScript writes it', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatUsd', () => {
  it('writes whole dollars exactly as Intl en-US currency does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const value of SAMPLES) expect(formatUsd(value), String(value)).toBe(usd.format(value));
  });

  it('writes dollars and cents exactly as Intl en-US currency does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const value of SAMPLES) expect(formatUsd(value, true), String(value)).toBe(usd.format(value));
  });
});

describe('andList', () => {
  it('joins as Intl.ListFormat en long conjunction does', () => {
    const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
    for (const items of [[], ['Starter'], ['Starter', 'Growth'], ['Starter', 'Growth', 'Pro'], ['A', 'B', 'C', 'D']]) {
      expect(andList(items)).toBe(list.format(items));
    }
  });
});
