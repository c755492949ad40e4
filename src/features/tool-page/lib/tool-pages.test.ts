// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NICHE_SLUGS, paths } from '@/config/paths';
import { TOOLS } from '@/domain/catalogue/tools';
import { toolHref, toolSlug } from '@/domain/catalogue/tool-slug';
import {
  findToolBySlug,
  initialNiche,
  PREMIUM_REDIRECT_SLUGS,
  TOOL_PAGE_SLUGS,
  toolNicheSlugs,
} from './tool-pages';

describe('tool page slugs', () => {
  it('gives every ready-made tool a unique page that finds the tool again', () => {
    const readyMade = TOOLS.filter((tool) => !tool.premium);
    expect(TOOL_PAGE_SLUGS).toHaveLength(readyMade.length);
    expect(new Set(TOOL_PAGE_SLUGS).size).toBe(TOOL_PAGE_SLUGS.length);
    for (const tool of readyMade) {
      const slug = toolSlug(tool.name);
      expect(findToolBySlug(slug)).toBe(tool);
      expect(toolHref(tool)).toBe(paths.tool(slug));
    }
  });

  it('redirects the premium tools, each of which has a premium page', () => {
    const premium = TOOLS.filter((tool) => tool.premium);
    expect(PREMIUM_REDIRECT_SLUGS).toHaveLength(premium.length);
    for (const slug of PREMIUM_REDIRECT_SLUGS) {
      const tool = findToolBySlug(slug);
      expect(tool?.premium).toBe(true);
      expect(toolHref(tool!)).toMatch(/^\/premium\//);
    }
  });

  it('finds nothing for an unknown or missing slug', () => {
    expect(findToolBySlug('no-such-tool')).toBeUndefined();
    expect(findToolBySlug(undefined)).toBeUndefined();
  });
});

describe('niches', () => {
  const menu = TOOLS.find((tool) => tool.name === 'Restaurant Menu Display')!;

  it("lists a tool's niches, its own category first, without repeats", () => {
    expect(toolNicheSlugs(menu)).toEqual(['restaurants', 'coffee-shops', 'hospitality-travel']);
    expect(toolNicheSlugs({ category: 'Review Tools', niches: ['Legal Services'] })).toEqual([
      'legal-services',
    ]);
  });

  it('starts the preview on the niche the visitor came from, else the first niche of the tool', () => {
    expect(initialNiche(menu, 'legal-services')).toBe('legal-services');
    expect(initialNiche(menu, undefined)).toBe('restaurants');
    expect(initialNiche(menu, 'not-a-niche')).toBe('restaurants');
    expect(initialNiche(menu, 42)).toBe('restaurants');
    expect(initialNiche({ category: 'Utility Tools' }, null)).toBe(NICHE_SLUGS[0]);
  });
});
