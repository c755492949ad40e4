import type { PGliteInterface, Transaction } from '@electric-sql/pglite';

/** What the local database code needs from PGlite: satisfied by PGlite (Node, tests) and PGliteWorker (browser). */
export type SqlDatabase = Pick<PGliteInterface, 'query' | 'exec' | 'transaction'>;
export type SqlTransaction = Transaction;
