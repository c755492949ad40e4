// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Tool } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';
import { previewKind } from './preview-kind';
import { relatedTools } from './related-tools';

const tool = (overrides: Partial<Tool> & Pick<Tool, 'id' | 'name'>): Tool => ({
  category: 'Utility Tools',
  description: 'A tool.',
  features: ['One'],
  rating: 4.7,
  thumbnail: '🔧',
  ...overrides,
});

describe('relatedTools', () => {
  it('finds four other ready-made tools for every tool with a page', () => {
    for (const subject of TOOLS.filter((candidate) => !candidate.premium)) {
      const related = relatedTools(subject, TOOLS);
      expect(related, subject.name).toHaveLength(4);
      expect(new Set(related.map((other) => other.id)).size).toBe(4);
      expect(related.some((other) => other.id === subject.id || other.premium)).toBe(false);
    }
  });

  it('puts tools of the same kind first, then the most shared niches, then the higher rating', () => {
    const subject = tool({
      id: 1,
      name: 'Google Reviews Widget',
      category: 'Review Tools',
      niches: ['Restaurants', 'Coffee Shops'],
    });
    const catalogue = [
      subject,
      tool({ id: 2, name: 'Menu Board', category: 'Restaurants', niches: ['Coffee Shops'] }),
      tool({ id: 3, name: 'Yelp Reviews', category: 'Review Tools', rating: 4.5 }),
      tool({ id: 4, name: 'Testimonials', category: 'Review Tools', niches: ['Restaurants'], rating: 4.5 }),
      tool({ id: 5, name: 'Trusted Reviews', category: 'Review Tools', rating: 4.9 }),
      tool({ id: 6, name: 'Back to Top', category: 'Utility Tools' }),
      tool({ id: 7, name: 'Premium Reviews', category: 'Review Tools', premium: true }),
    ];
    expect(relatedTools(subject, catalogue).map((other) => other.id)).toEqual([4, 5, 3, 2]);
  });

  it('leaves out tools with nothing in common, even when fewer than four remain', () => {
    const subject = tool({
      id: 1,
      name: 'Store Locator',
      category: 'Specialized Tools',
      niches: ['Local Retail'],
    });
    const catalogue = [subject, tool({ id: 2, name: 'Back to Top', category: 'Utility Tools' })];
    expect(relatedTools(subject, catalogue)).toEqual([]);
  });

  it('prefers the same preview kind in the real catalogue', () => {
    const subject = TOOLS.find((candidate) => candidate.name === 'Google Reviews Widget')!;
    for (const other of relatedTools(subject, TOOLS)) expect(previewKind(other)).toBe('reviews');
  });
});
