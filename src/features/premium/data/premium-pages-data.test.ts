// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREMIUM_TOOL_SLUGS } from '@/config/paths';
import { PREMIUM_LIST } from './premium-list';
import { getPremiumToolPage, PREMIUM_TOOL_PAGES } from './premium-tool-pages';

describe('premium list', () => {
  it('lists exactly the catalogue tools flagged premium', () => {
    expect(PREMIUM_LIST.map((tool) => tool.id)).toEqual([65, 108, 109, 111, 112]);
  });

  it('links every card to a premium page whose title is the tool name', () => {
    for (const tool of PREMIUM_LIST) {
      const slug = tool.route.replace('/premium/', '');
      expect(tool.route).toMatch(/^\/premium\/[a-z-]+$/);
      expect(getPremiumToolPage(slug)?.title).toBe(tool.name);
      expect(tool.niches.length).toBeGreaterThan(0);
    }
  });
});

describe('premium tool pages', () => {
  it.each(PREMIUM_TOOL_SLUGS)('%s has four distinct features and six distinct benefits', (slug) => {
    const page = PREMIUM_TOOL_PAGES[slug];
    expect(page.slug).toBe(slug);
    expect(new Set(page.features.map((f) => f.title)).size).toBe(4);
    expect(new Set(page.benefits).size).toBe(6);
    expect(page.challenge.length).toBeGreaterThan(100);
    expect(page.solution.length).toBeGreaterThan(100);
  });

  it('has no page for other slugs, so the route falls through to not-found', () => {
    expect(getPremiumToolPage('voice-agent-landing')).toBeUndefined();
    expect(getPremiumToolPage('no-such-tool')).toBeUndefined();
    expect(getPremiumToolPage('toString')).toBeUndefined();
    expect(getPremiumToolPage(undefined)).toBeUndefined();
  });
});
