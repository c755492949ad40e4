// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SiteCheckId } from './site-check-checks';
import { builderPrefillFromReport } from './site-check-prefill';
import type { SiteCheckReport } from './site-check-report';

const check = (id: SiteCheckId, passed: boolean) => ({ id, passed, label: id, why: '', evidence: '', tools: [] });
const report = (overrides: Partial<SiteCheckReport> = {}): SiteCheckReport =>
  ({
    version: 1,
    url: 'https://bistro.example/',
    finalUrl: 'https://bistro.example/',
    checkedAt: '2026-11-25T10:00:00Z',
    score: 48,
    niche: { slug: 'restaurants', from: 'json-ld' },
    businessName: 'Bella Vista',
    groups: [
      { id: 'found', label: 'Be found', score: 55, grade: 'D', checks: [check('title', true), check('map', false)] },
      { id: 'speed', label: 'Mobile and speed', score: 95, grade: 'A', checks: [check('https', false)] },
      { id: 'convert', label: 'Turn visitors into customers', score: 20, grade: 'F', checks: [check('booking', false), check('chat', false)] },
      { id: 'trust', label: 'Trust', score: 80, grade: 'B', checks: [check('reviews', false)] },
    ],
    suggestedTools: [3, 14],
    fetch: { status: 200, responseMs: 100, bytes: 1000, redirects: 0 },
    ...overrides,
  }) as SiteCheckReport;

describe("the builder's answers read from a site check", () => {
  it('names the business, its type from the niche, goals from the gaps and challenges from the weak groups', () => {
    expect(builderPrefillFromReport(report(), [3, 14])).toEqual({
      businessName: 'Bella Vista',
      businessType: 'restaurant',
      websiteUrl: 'https://bistro.example/',
      goals: ['leads', 'bookings', 'automation', 'reviews'],
      currentChallenges: ['competition', 'tracking'],
      shortlist: [3, 14],
    });
  });

  it('follows the niche the visitor chose, and always gives the builder one goal and one challenge', () => {
    const clean = report({
      niche: { slug: null, from: null },
      businessName: null,
      groups: [{ id: 'found', label: 'Be found', score: 100, grade: 'A', checks: [check('title', true)] }],
    });
    expect(builderPrefillFromReport(clean, [])).toEqual({
      websiteUrl: 'https://bistro.example/',
      goals: ['leads'],
      currentChallenges: ['time'],
      shortlist: [],
    });
    expect(builderPrefillFromReport(clean, [], 'legal-services').businessType).toBe('legal');
  });
});
