import type { Plugin } from 'vite';
import { NICHE_CATEGORIES } from '../src/features/catalogue/data/tool-types';
import { TOOLS } from '../src/features/catalogue/data/tools';
import { countToolsByNiche } from '../src/features/catalogue/lib/niche-counts';

const ID = 'virtual:niche-counts';
const RESOLVED = `\0${ID}`;

/**
 * The home page shows a tool count per niche but must not download the ~120-entry catalogue to get it,
 * so the counts are computed from the catalogue at build time and shipped as a dozen numbers.
 */
export function nicheCountsPlugin(): Plugin {
  return {
    name: 'niche-counts',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const counts = countToolsByNiche(TOOLS, NICHE_CATEGORIES);
      return `export default ${JSON.stringify(counts)};`;
    },
  };
}
