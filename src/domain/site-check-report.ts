import type { SiteCheckGrade, SiteCheckGroupId, SiteCheckId } from './site-check-checks.ts';

/*
 * The site check's report, as the Edge Function builds and stores it (supabase/functions/site-check/
 * report.ts) and the page, the shared report and staff read it. Plain types: the function imports this file
 * with a relative `.ts` path, as it does the checks.
 */

/** One check's outcome: passed or not, and the evidence (what was found, or what is missing). */
export type SiteCheckFinding = { passed: boolean; evidence: string };

/** The niche guessed from the page: its JSON-LD type first, then the words it uses most. */
export type SiteCheckNicheGuess = { slug: string | null; from: 'json-ld' | 'keywords' | null };

export type SiteCheckResult = { id: SiteCheckId; label: string; why: string; tools: readonly number[] } & SiteCheckFinding;

export type SiteCheckGroupResult = {
  id: SiteCheckGroupId;
  label: string;
  score: number;
  grade: SiteCheckGrade;
  checks: SiteCheckResult[];
};

/** The stored and returned report (version 1). */
export type SiteCheckReport = {
  version: 1;
  url: string;
  finalUrl: string;
  checkedAt: string;
  score: number;
  niche: SiteCheckNicheGuess;
  businessName: string | null;
  groups: SiteCheckGroupResult[];
  /** The catalogue tools that close the failed checks, best first. */
  suggestedTools: number[];
  fetch: { status: number; responseMs: number; bytes: number; redirects: number };
};
