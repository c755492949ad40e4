import type { PGlite } from '@electric-sql/pglite';
import { packDatabaseError } from './worker-error';

/*
 * PGlite keeps the browser database in IndexedDB and, served from a worker, saves after every
 * statement: a save walks the whole store (50 to 150 ms), and a PostgREST request is a transaction of
 * four or five statements, so a dashboard refresh took seconds. Only a committed state needs saving,
 * so the worker serves the page a view of the database that runs statements without saving and
 * saves, awaited, once no transaction is open (after COMMIT or an autocommit statement). A write is
 * in IndexedDB before the page hears it succeeded, as before, at one save per request.
 */

// The calls the page makes into the worker to run statements.
const STATEMENT_CALLS: ReadonlySet<PropertyKey> = new Set([
  'execProtocol',
  'execProtocolStream',
  'execProtocolRaw',
  'execProtocolRawStream',
]);

type StatementCall = (message: Uint8Array, options?: Record<string, unknown>) => Promise<unknown>;

/**
 * The database as the worker serves it to pages: the same PGlite (its own calls are untouched), except
 * that statements save once per transaction, `syncToFs()` saves only what is unsaved, and a failed
 * statement keeps its SQLSTATE (worker-error.ts).
 */
export function servedDatabase(db: PGlite): PGlite {
  let unsaved = false;
  const save = async () => {
    if (!unsaved || db.isInTransaction()) return;
    unsaved = false;
    await db.syncToFs();
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'syncToFs') return save;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Methods read private fields, so they must run on the instance itself.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!STATEMENT_CALLS.has(key)) return method;
      const run = method as StatementCall;
      return async (message: Uint8Array, options: Record<string, unknown> = {}) => {
        try {
          return await run(message, { ...options, syncToFs: false });
        } catch (error) {
          throw packDatabaseError(error);
        } finally {
          unsaved = true;
          await save();
        }
      };
    },
  });
}
