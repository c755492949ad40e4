import { PGliteWorker } from '@electric-sql/pglite/worker';
import snapshotUrl from 'virtual:local-db-snapshot';
import type { LocalDbMeta } from './snapshot';
import type { SqlDatabase } from './sql-database';

/** Where the embedded database lives: IndexedDB, under this name. */
export const LOCAL_DATA_DIR = 'idb://localboost';
// PGlite does not report a failed start (say, IndexedDB refused) back to the page, so we stop waiting.
const START_TIMEOUT_MS = 45_000;

export const LOCAL_DB_READY_MARK = 'localboost:local-db-ready';

let database: Promise<SqlDatabase> | undefined;

/**
 * The browser's embedded Postgres, started on first use. A failed start is forgotten so the next
 * request tries again (for example after the user allows storage).
 */
export function getBrowserDatabase(): Promise<SqlDatabase> {
  database ??= startDatabase().catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}

async function startDatabase(): Promise<SqlDatabase> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { type: 'module', name: 'localboost-db' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(`Local database worker failed: ${event.message}`)));
    timer = setTimeout(() => reject(new Error('Local database did not start in time')), START_TIMEOUT_MS);
  });
  try {
    const db = await Promise.race([
      PGliteWorker.create(worker, { dataDir: LOCAL_DATA_DIR, meta: { snapshotUrl } satisfies LocalDbMeta }),
      failed,
    ]);
    // `npm run bench` reads this mark to report how long the database takes to start.
    performance.mark(LOCAL_DB_READY_MARK);
    return db;
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
