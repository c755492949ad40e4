// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORY_DESCRIPTIONS, categoryDescription } from './category-descriptions';
import { AI_FILTER, ALL_FILTER, parseDirectoryFilter, PREMIUM_FILTER } from './directory-filters';
import { HOME_NICHES, NICHES } from './niches';
import { NICHE_CATEGORIES, type Tool } from './tool-types';
import { TOOLS } from './tools';
import { isAiTool } from './ai-tools';
import { filterTools, matchesSearch } from './filter-tools';
import { countToolsByNiche } from './niche-counts';

const tool = (overrides: Partial<Tool> = {}): Tool => ({
  id: 999,
  name: 'Review Wall',
  category: 'Review Tools',
  description: 'Shows your best customer reviews.',
  features: ['Google sync', 'Star filter', 'Carousel layout'],
  rating: 4.7,
  thumbnail: '⭐',
  ...overrides,
});

describe('directory search', () => {
  it('matches name, description and features, ignoring case', () => {
    const t = tool();
    expect(matchesSearch(t, 'review wall')).toBe(true);
    expect(matchesSearch(t, 'BEST CUSTOMER')).toBe(true);
    expect(matchesSearch(t, 'carousel')).toBe(true);
    expect(matchesSearch(t, 'calendar')).toBe(false);
    expect(matchesSearch(t, '   ')).toBe(true);
  });

  it('combines the search with the filter', () => {
    const tools = [
      tool({ id: 1, name: 'Menu Board', category: 'Restaurants' }),
      tool({ id: 2, name: 'Menu Reviews', niches: ['Restaurants'] }),
      tool({ id: 3, name: 'Menu Builder', category: 'Utility Tools' }),
    ];
    expect(filterTools(tools, 'Restaurants', 'menu').map((t) => t.id)).toEqual([1, 2]);
    expect(filterTools(tools, 'Utility Tools', 'menu').map((t) => t.id)).toEqual([3]);
    expect(filterTools(tools, ALL_FILTER, 'menu reviews').map((t) => t.id)).toEqual([2]);
    expect(filterTools(tools, 'Restaurants', 'builder')).toEqual([]);
  });
});

describe('AI Tools rule', () => {
  it('includes AI Agents and tools whose name or description mentions AI keywords', () => {
    expect(isAiTool(tool({ category: 'AI Agents', name: 'Receptionist', description: 'Answers calls.' }))).toBe(true);
    expect(isAiTool(tool({ name: 'Smart Bot' }))).toBe(true);
    expect(isAiTool(tool({ description: 'Powered by ChatGPT.' }))).toBe(true);
    expect(isAiTool(tool({ description: 'Uses machine learning to rank posts.' }))).toBe(true);
    expect(isAiTool(tool())).toBe(false);
  });

  it('excludes the listed names even when a keyword appears', () => {
    expect(isAiTool(tool({ name: 'Email Subscription Form', description: 'Grow your email list.' }))).toBe(false);
    expect(isAiTool(tool({ name: 'Airbnb Guest Reviews' }))).toBe(false);
  });

  it('selects a plausible set from the real catalogue', () => {
    const ai = filterTools(TOOLS, AI_FILTER, '');
    expect(ai.length).toBeGreaterThanOrEqual(10);
    expect(ai.every((t) => isAiTool(t))).toBe(true);
    expect(ai.map((t) => t.name)).toContain('Voice Agent AI');
    expect(ai.map((t) => t.name)).not.toContain('Promotional Spin Wheel');
  });
});

describe('Premium Tools rule', () => {
  it('selects exactly the premium-flagged tools', () => {
    const premium = filterTools(TOOLS, PREMIUM_FILTER, '');
    expect(premium.map((t) => t.name).sort()).toEqual(
      [
        'AI Facebook Ads Spy Tool',
        'Local Map SEO Rank Increaser Tool',
        'Restaurant Reservation AI',
        'Voice Agent AI',
        'Voice Appointment Booking Agent',
      ].sort(),
    );
  });
});

describe('niche counts', () => {
  it('counts tools whose category or niches include the niche', () => {
    const tools = [
      tool({ id: 1, category: 'Restaurants' }),
      tool({ id: 2, niches: ['Restaurants', 'Coffee Shops'] }),
      tool({ id: 3, category: 'Coffee Shops', niches: ['Restaurants'] }),
      tool({ id: 4 }),
    ];
    const counts = countToolsByNiche(tools, ['Restaurants', 'Coffee Shops', 'Legal Services']);
    expect(counts).toEqual({ Restaurants: 3, 'Coffee Shops': 2, 'Legal Services': 0 });
  });

  it('gives every niche in the real catalogue a healthy number of tools', () => {
    const counts = countToolsByNiche(TOOLS, NICHE_CATEGORIES);
    for (const niche of NICHE_CATEGORIES) expect(counts[niche]).toBeGreaterThanOrEqual(8);
  });
});

describe('category descriptions and filters', () => {
  it('describes ten niche categories and nothing else', () => {
    expect(Object.keys(CATEGORY_DESCRIPTIONS)).toHaveLength(10);
    expect(categoryDescription('Restaurants')).toMatch(/restaurants/i);
    expect(categoryDescription('Hospitality & Travel')).toBeUndefined();
    expect(categoryDescription('Review Tools')).toBeUndefined();
    expect(categoryDescription(ALL_FILTER)).toBeUndefined();
  });

  it('reads ?category= values, falling back to All for unknown ones', () => {
    expect(parseDirectoryFilter('Beauty & Spa Services')).toBe('Beauty & Spa Services');
    expect(parseDirectoryFilter('AI Tools')).toBe('AI Tools');
    expect(parseDirectoryFilter('Chat Tools')).toBe('Chat Tools');
    expect(parseDirectoryFilter('Nope')).toBe(ALL_FILTER);
    expect(parseDirectoryFilter(null)).toBe(ALL_FILTER);
  });

  it('has thirteen niches with twelve on the home page', () => {
    expect(NICHES).toHaveLength(13);
    expect(HOME_NICHES).toHaveLength(12);
  });
});

describe('catalogue integrity', () => {
  it('has at least 110 well-formed tools with unique ids', () => {
    expect(TOOLS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
    for (const t of TOOLS) {
      expect(t.rating).toBeGreaterThanOrEqual(4.5);
      expect(t.rating).toBeLessThanOrEqual(4.9);
      expect(t.features.length).toBeGreaterThanOrEqual(3);
      expect(t.description.length).toBeGreaterThan(20);
    }
  });
});
