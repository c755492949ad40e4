/// <reference lib="webworker" />
import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { BOOTSTRAP_SQL, MIGRATIONS } from './migration-files';
import { applyMigrations, ensureLocalOwner } from './prepare-database';
import { servedDatabase } from './served-database';
import { fetchSnapshotIfFresh, type LocalDbMeta } from './snapshot';

/*
 * One of these runs per tab; PGlite's worker mode elects one as leader to own the IndexedDB database
 * and the other tabs talk to it, so several open tabs never corrupt the data. The leader migrates
 * before it serves anyone.
 */
void worker({
  async init(options) {
    const meta = options.meta as LocalDbMeta | undefined;
    // A first visit loads the database already migrated at build time instead of running initdb and
    // every migration; a returning visitor resumes their own database from IndexedDB.
    const loadDataDir = await fetchSnapshotIfFresh(options.dataDir, meta?.snapshotUrl);
    // Saves are awaited; the served view makes them one per transaction (served-database.ts).
    const db = await PGlite.create({ dataDir: options.dataDir, relaxedDurability: false, loadDataDir });
    // A no-op on a current snapshot; brings a database made by an older build up to date.
    await applyMigrations(db, BOOTSTRAP_SQL, MIGRATIONS);
    await ensureLocalOwner(db);
    return servedDatabase(db);
  },
});
