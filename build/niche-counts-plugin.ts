import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:niche-counts';
const RESOLVED = `\0${ID}`;
const SOURCE = fileURLToPath(new URL('./niche-counts-source.ts', import.meta.url));

/**
 * The home page shows a tool count per niche but must not download the ~120-entry catalogue to get it,
 * so the counts are computed from the catalogue at build time and shipped as a dozen numbers.
 * The catalogue is loaded through Vite's module runner, the same way the app imports it.
 */
export function nicheCountsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'niche-counts',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport<{ computeNicheCounts: () => unknown }>(SOURCE, {
        root,
        configFile: false,
        logLevel: 'error',
      });
      return `export default ${JSON.stringify(module.computeNicheCounts())};`;
    },
  };
}
