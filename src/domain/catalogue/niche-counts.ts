import type { NicheCategory, Tool } from './tool-types';
import { fitsCategory } from './filter-tools';

export type NicheCounts = Readonly<Record<NicheCategory, number>>;

/** How many tools each niche has (category or niches list), for the home page's niche cards. */
export function countToolsByNiche(tools: readonly Tool[], niches: readonly NicheCategory[]): NicheCounts {
  return Object.fromEntries(
    niches.map((niche) => [niche, tools.filter((tool) => fitsCategory(tool, niche)).length]),
  ) as Record<NicheCategory, number>;
}
