import { FUNCTION_CATEGORIES, NICHE_CATEGORIES } from './tool-types';

export const ALL_FILTER = 'All';
export const PREMIUM_FILTER = 'Premium Tools';
export const AI_FILTER = 'AI Tools';

/** Business-type buttons: All, every niche, then the two specials (gold and blue). */
export const BUSINESS_FILTERS = [ALL_FILTER, ...NICHE_CATEGORIES, PREMIUM_FILTER, AI_FILTER] as const;
/** Function-category badges. */
export const FUNCTION_FILTERS = FUNCTION_CATEGORIES;

export type DirectoryFilter = (typeof BUSINESS_FILTERS)[number] | (typeof FUNCTION_FILTERS)[number];

const KNOWN = new Set<string>([...BUSINESS_FILTERS, ...FUNCTION_FILTERS]);

/** A `?category=` value from a shared link; anything unknown falls back to All. */
export function parseDirectoryFilter(value: string | null): DirectoryFilter {
  return value && KNOWN.has(value) ? (value as DirectoryFilter) : ALL_FILTER;
}
