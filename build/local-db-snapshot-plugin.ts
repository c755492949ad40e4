import type { Plugin } from 'vite';
import { buildLocalDbSnapshot, MIGRATIONS_DIR, BOOTSTRAP_PATH, readSchemaSources } from './local-db-snapshot.ts';

const ID = 'virtual:local-db-snapshot';
const RESOLVED = `\0${ID}`;
const DEV_URL = '/@local-db-snapshot.tgz';

/**
 * Ships the embedded demo database already migrated (docs/decisions/001): `virtual:local-db-snapshot`
 * exports the URL of a data-directory tarball built from supabase/migrations, which a fresh browser loads
 * instead of running initdb and every migration. The server build, the unit tests and a Supabase build get
 * no snapshot.
 */
export function localDbSnapshotPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let usesSupabase = false;
  let devSnapshot: { hash: string; bytes: Promise<Uint8Array> } | undefined;

  const currentDevSnapshot = () => {
    const sources = readSchemaSources(root);
    if (devSnapshot?.hash !== sources.hash) devSnapshot = { hash: sources.hash, bytes: buildLocalDbSnapshot(sources) };
    return devSnapshot;
  };

  return {
    name: 'local-db-snapshot',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      // A site on a Supabase project never starts the embedded database: ship no snapshot.
      usesSupabase = Boolean(config.env.VITE_SUPABASE_URL) && config.env.VITE_DEMO_MODE !== 'true';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id, options) {
      if (id !== RESOLVED) return undefined;
      if (options?.ssr || process.env.VITEST || usesSupabase) return 'export default undefined;';
      if (!isBuild) return `export default ${JSON.stringify(`${DEV_URL}?v=${currentDevSnapshot().hash}`)};`;
      const sources = readSchemaSources(root);
      for (const path of [BOOTSTRAP_PATH, MIGRATIONS_DIR]) this.addWatchFile(`${root}/${path}`);
      const ref = this.emitFile({
        type: 'asset',
        fileName: `assets/local-db-${sources.hash}.tgz`,
        source: await buildLocalDbSnapshot(sources),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res, next) => {
        currentDevSnapshot()
          .bytes.then((bytes) => {
            res.setHeader('content-type', 'application/gzip');
            res.setHeader('cache-control', 'no-cache');
            res.end(Buffer.from(bytes));
          })
          .catch(next);
      });
    },
  };
}
