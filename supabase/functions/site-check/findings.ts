import type { SiteCheckId } from '../../../src/domain/site-check-checks.ts';
import type { SiteCheckFinding } from '../../../src/domain/site-check-report.ts';
import type { HtmlPage } from './html-page.ts';
import type { FetchedPage } from './safe-fetch.ts';

/** One check's outcome: passed or not, and the evidence (what was found, or what is missing). */
export type Finding = SiteCheckFinding;
export type Findings = Partial<Record<SiteCheckId, Finding>>;
export type CheckInput = { page: HtmlPage; fetched: FetchedPage };

export const pass = (evidence: string): Finding => ({ passed: true, evidence });
export const fail = (evidence: string): Finding => ({ passed: false, evidence });

/** The host of an address on the page (relative ones resolved against the page), or ''. */
export function hostOf(address: string | undefined, base: URL): string {
  if (!address) return '';
  try {
    return new URL(address, base).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** The host is the domain or one of its subdomains. */
export const onDomain = (host: string, domains: readonly string[]) =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first of the words the text contains at the start of a word, ignoring case: "Book a table" and
 * "booking" mention "book", "Facebook" does not.
 */
export const mentions = (text: string, words: readonly string[]) =>
  words.find((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}`, 'iu').test(text));

/** Part of an address: does it contain any of the parts (ignoring case)? */
export const contains = (address: string, parts: readonly string[]) =>
  parts.find((part) => address.toLowerCase().includes(part));

/** "3 of 8 images ... e.g. hero.jpg" */
export function example(addresses: readonly (string | undefined)[]): string {
  const first = addresses.find(Boolean);
  return first ? `, e.g. ${first.length > 60 ? `${first.slice(0, 59)}…` : first}` : '';
}
