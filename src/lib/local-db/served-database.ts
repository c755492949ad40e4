import type { PGlite } from '@electric-sql/pglite';
import { packDatabaseError } from './worker-error';

/*
 * PGlite stores the browser database in IndexedDB. With strict durability it waits, after every
 * statement, for a sync that walks the whole store (about 150 ms here); a dashboard request runs four
 * statements, so reading leads took seconds. With relaxed durability the statement returns at once and
 * the sync runs behind it. Reads do not need more; a write must not be lost if the visitor closes the
 * tab right after the confirmation, so the page asks for `syncToFs()` after each write and that call,
 * alone, waits until every sync started so far has reached IndexedDB.
 */

type Filesystem = NonNullable<PGlite['fs']>;

/** Records the sync PGlite runs last, so a caller can wait for it. */
function trackSyncs(fs: Filesystem) {
  const sync = fs.syncToFs.bind(fs);
  let last: Promise<void> = Promise.resolve();
  fs.syncToFs = (relaxed?: boolean) => {
    last = sync(relaxed);
    return last;
  };
  return async function flush() {
    // A sync queued behind the running one starts as soon as it ends: wait until no new one appears.
    for (;;) {
      const current = last;
      await current.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (current === last) return current;
    }
  };
}

// The calls the page makes into the worker for statements; their errors must keep the SQLSTATE.
const STATEMENT_CALLS: ReadonlySet<PropertyKey> = new Set([
  'execProtocol',
  'execProtocolStream',
  'execProtocolRaw',
  'execProtocolRawStream',
]);

/**
 * The database as the worker serves it to pages: the same PGlite, except that `syncToFs()` resolves
 * only once everything written so far is in IndexedDB, and a failed statement keeps its SQLSTATE
 * (worker-error.ts). PGlite's own calls are untouched (they go to the instance, not through this
 * view), so statements keep returning without waiting.
 */
export function servedDatabase(db: PGlite): PGlite {
  const flush = db.fs ? trackSyncs(db.fs) : () => db.syncToFs();
  return new Proxy(db, {
    get(target, key) {
      if (key === 'syncToFs') return flush;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Methods read private fields, so they must run on the instance itself.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!STATEMENT_CALLS.has(key)) return method;
      return async (...args: unknown[]) => {
        try {
          return await method(...args);
        } catch (error) {
          throw packDatabaseError(error);
        }
      };
    },
  });
}
