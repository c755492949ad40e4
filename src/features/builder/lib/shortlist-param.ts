import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';

/**
 * The shortlist the builder attaches to the lead, from `?shortlist=14,3` ("Get this toolkit" on the
 * shortlist page). Lenient like the draft: unknown, repeated or extra ids are dropped, never sent.
 * Undefined when the URL has no shortlist, so a draft's own shortlist is kept.
 */
export function parseShortlistParam(value: string | null): number[] | undefined {
  if (value === null) return undefined;
  const ids = value.split(',').map((part) => (/^\d{1,5}$/.test(part.trim()) ? Number(part.trim()) : NaN));
  return [...new Set(ids.filter(isCatalogueToolId))].slice(0, SHORTLIST_MAX);
}

/** The same rules for a stored draft's list. */
export function cleanShortlist(ids: readonly unknown[]): number[] {
  return [...new Set(ids.filter(isCatalogueToolId))].slice(0, SHORTLIST_MAX);
}
