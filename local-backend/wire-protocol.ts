import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { BackendDatabase } from './database.ts';

// Frontend messages after which PGlite is back at ReadyForQuery: Sync, simple Query, Terminate, and the
// startup packet (which has no type byte; its first byte is the high byte of its length, 0).
const ENDS_EXCHANGE = new Set([0x53, 0x51, 0x58, 0x00]);

/** Sync: ends an extended-query exchange, whatever state the server is in (even skipping after an error). */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * The database on 127.0.0.1:<port> over the Postgres wire protocol, for the Edge Functions (postgres.js
 * in Deno), as Supabase gives functions SUPABASE_DB_URL. PGlite has one connection, so the socket
 * server's traffic takes the backend's Serial for a whole exchange (Parse..Sync, or BEGIN..COMMIT), never
 * interleaving with a REST transaction.
 *
 * Among the sockets, the server's queue runs one message at a time and keeps to one client only while
 * PGlite is in a transaction. An extended-query exchange outside one (Parse, Bind, Execute, Sync) is
 * several messages too: two functions' exchanges interleaved, one client's Bind met the other's unnamed
 * statement ("bind message supplies 4 parameters, but prepared statement requires 1"). So the proxy
 * reports an open exchange as a transaction, and the queue keeps to its client until the Sync.
 */
export async function serveWireProtocol(database: BackendDatabase, port = 0): Promise<{ url: string; stop: () => Promise<void> }> {
  const { pglite, serial } = database;
  let release: (() => void) | undefined;
  let exchangeOpen = false;
  const finish = () => {
    if (release && !pglite.isInTransaction()) {
      release();
      release = undefined;
    }
  };
  const shared = new Proxy(pglite, {
    get(target, key) {
      // The queue already runs one message at a time; exclusivity comes from the Serial below.
      if (key === 'runExclusive') return <T>(work: () => Promise<T>) => work();
      if (key === 'isInTransaction') return () => exchangeOpen || target.isInTransaction();
      if (key === 'execProtocolRawStream') {
        return async (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          release ??= await serial.acquire();
          try {
            return await target.runExclusive(() => target.execProtocolRawStream(message, options));
          } finally {
            exchangeOpen = !ENDS_EXCHANGE.has(message[0] ?? 0);
            if (!exchangeOpen) finish();
          }
        };
      }
      if (key === 'exec') {
        // The socket server's ROLLBACK for a client that left mid-transaction.
        return async (query: string) => {
          // Only while the socket side holds the turn; otherwise the open transaction is a REST request's.
          if (!release) return [];
          try {
            // A client gone mid-exchange: end the exchange first, or the server would skip the ROLLBACK.
            if (exchangeOpen) await target.runExclusive(() => target.execProtocolRaw(SYNC));
            return await target.exec(query);
          } finally {
            exchangeOpen = false;
            finish();
          }
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const server = new PGLiteSocketServer({ db: shared, host: '127.0.0.1', port, maxConnections: 8 });
  await server.start();
  const address = server.getServerConn();
  return { url: `postgres://postgres@${address}/postgres`, stop: () => server.stop() };
}
