import { NICHE_CATEGORIES } from '../src/domain/catalogue/tool-types';
import { TOOLS } from '../src/domain/catalogue/tools';
import { countToolsByNiche } from '../src/domain/catalogue/niche-counts';

export function computeNicheCounts() {
  return countToolsByNiche(TOOLS, NICHE_CATEGORIES);
}
