// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('gives dark text on WhatsApp green and light text on a dark blue', () => {
    expect(readableTextOn('#25d366')).toBe('#000000');
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
  });

  it('reaches AA (4.5:1) on every colour an owner can pick', () => {
    for (let red = 0; red < 256; red += 15)
      for (let green = 0; green < 256; green += 15)
        for (let blue = 0; blue < 256; blue += 15) {
          const background = `#${[red, green, blue].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('measures the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
