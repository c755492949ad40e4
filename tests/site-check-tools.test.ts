// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../src/domain/catalogue/tools.ts';
import { gradeFor, SITE_CHECK_GROUPS, SITE_CHECK_IDS, SITE_CHECKS } from '../src/domain/site-check-checks.ts';
import { SITE_CHECK_TOOLS, toolsForFailedChecks } from '../src/domain/site-check-tools.ts';

/** The website check's shared tables (issue 25): every tool they name is in the catalogue. */
describe('site check: checks and the tools that close them', () => {
  it('names only catalogue tools, and maps every check', () => {
    const ids = new Set(TOOLS.map((tool) => tool.id));
    expect(Object.keys(SITE_CHECK_TOOLS).sort()).toEqual([...SITE_CHECK_IDS].sort());
    for (const [check, tools] of Object.entries(SITE_CHECK_TOOLS)) {
      for (const id of tools) expect(ids.has(id), `${check} names tool ${id}`).toBe(true);
    }
  });

  it('has at least 20 checks across the four groups, each group graded by several', () => {
    expect(SITE_CHECK_IDS.length).toBeGreaterThanOrEqual(20);
    for (const group of SITE_CHECK_GROUPS) {
      expect(
        Object.values(SITE_CHECKS).filter((check) => check.group === group.id).length,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('lists the tools of failed checks once each, best first', () => {
    expect(toolsForFailedChecks(['privacy-policy', 'cookie-consent', 'click-to-call'])).toEqual([49, 54, 97]);
    expect(toolsForFailedChecks(['https'])).toEqual([]);
  });

  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [75, 'B'],
    [60, 'C'],
    [40, 'D'],
    [39, 'F'],
    [0, 'F'],
  ] as const)('grades a score of %i as %s', (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });
});
