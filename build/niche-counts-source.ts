import { NICHE_CATEGORIES } from '../src/features/catalogue/data/tool-types';
import { TOOLS } from '../src/features/catalogue/data/tools';
import { countToolsByNiche } from '../src/features/catalogue/lib/niche-counts';

export function computeNicheCounts() {
  return countToolsByNiche(TOOLS, NICHE_CATEGORIES);
}
