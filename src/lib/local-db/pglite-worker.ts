/// <reference lib="webworker" />
import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { BOOTSTRAP_SQL, MIGRATIONS } from './migration-files';
import { applyMigrations, ensureLocalOwner } from './prepare-database';

/*
 * One of these runs per tab; PGlite's worker mode elects one as leader to own the IndexedDB database
 * and the other tabs talk to it, so several open tabs never corrupt the data. The leader migrates
 * before it serves anyone.
 */
void worker({
  async init(options) {
    const db = await PGlite.create({ dataDir: options.dataDir, relaxedDurability: false });
    await applyMigrations(db, BOOTSTRAP_SQL, MIGRATIONS);
    await ensureLocalOwner(db);
    return db;
  },
});
