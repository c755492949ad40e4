import {
  gradeFor,
  SITE_CHECK_GROUPS,
  SITE_CHECK_IDS,
  SITE_CHECKS,
} from '../../../src/domain/site-check-checks.ts';
import type { SiteCheckReport } from '../../../src/domain/site-check-report.ts';
import { SITE_CHECK_TOOLS, toolsForFailedChecks } from '../../../src/domain/site-check-tools.ts';

export type { SiteCheckReport };
import { checkConvert } from './checks-convert.ts';
import { checkFound } from './checks-found.ts';
import { checkSpeed } from './checks-speed.ts';
import { checkTrust } from './checks-trust.ts';
import { HtmlPage } from './html-page.ts';
import { guessNiche, typesOf } from './niche.ts';
import type { FetchedPage } from './safe-fetch.ts';
import { RefusedTarget } from './target-url.ts';

/** The analysis's own time budget, apart from the fetch's: a page that takes longer is refused, not a 500. */
export const ANALYSIS_BUDGET_MS = 3000;

export function buildReport(
  target: URL,
  fetched: FetchedPage,
  checkedAt = new Date(),
  budgetMs = ANALYSIS_BUDGET_MS,
): SiteCheckReport {
  const ends = Date.now() + budgetMs;
  const withinBudget = <T>(result: T): T => {
    if (Date.now() > ends) throw new RefusedTarget('too_complex', 'The page took too long to analyse.');
    return result;
  };
  const page = withinBudget(new HtmlPage(fetched.html));
  const input = { page, fetched };
  const findings = {
    ...withinBudget(checkFound(input)),
    ...withinBudget(checkSpeed(input)),
    ...withinBudget(checkConvert(input)),
    ...withinBudget(checkTrust(input)),
  };
  const groups = SITE_CHECK_GROUPS.map((group) => {
    const ids = SITE_CHECK_IDS.filter((id) => SITE_CHECKS[id].group === group.id);
    const checks = ids.map((id) => {
      const finding = findings[id] ?? { passed: false, evidence: 'Not checked.' };
      const { label, why } = SITE_CHECKS[id];
      return { id, label, why, ...finding, tools: finding.passed ? [] : SITE_CHECK_TOOLS[id] };
    });
    const total = ids.reduce((sum, id) => sum + SITE_CHECKS[id].weight, 0);
    const earned = checks.reduce((sum, check) => sum + (check.passed ? SITE_CHECKS[check.id].weight : 0), 0);
    const score = Math.round((100 * earned) / total);
    return { id: group.id, label: group.label, score, grade: gradeFor(score), checks };
  });
  const failed = groups.flatMap((group) =>
    group.checks.filter((check) => !check.passed).map((check) => check.id),
  );
  return {
    version: 1,
    url: target.href,
    finalUrl: fetched.url.href,
    checkedAt: checkedAt.toISOString(),
    // Each group counts the same: a site that is easy to find but impossible to book from is not a B.
    score: Math.round(groups.reduce((sum, group) => sum + group.score, 0) / groups.length),
    niche: guessNiche(page),
    businessName: businessName(page),
    groups,
    suggestedTools: toolsForFailedChecks(failed),
    fetch: {
      status: fetched.status,
      responseMs: fetched.responseMs,
      bytes: fetched.bytes,
      redirects: fetched.redirects,
    },
  };
}

function businessName(page: HtmlPage): string | null {
  const declared = page.jsonLd().find((item) => typesOf(item).length > 0 && typeof item.name === 'string')
    ?.name as string | undefined;
  const title = page.byTag('title')[0];
  // "Bella Vista | Italian food in Springfield": the part before the first separator.
  const fromTitle = title ? page.text(title).split(/\s[|–—-]\s/)[0] : undefined;
  const name = (declared ?? page.meta('og:site_name') ?? fromTitle ?? '').trim();
  return name ? name.slice(0, 120) : null;
}
