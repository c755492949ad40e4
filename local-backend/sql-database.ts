import type { PGliteInterface, Transaction } from '@electric-sql/pglite';

/** What the local database code needs from PGlite, in Node: the local backend's database and the tests'. */
export type SqlDatabase = Pick<PGliteInterface, 'query' | 'exec' | 'transaction'>;
export type SqlTransaction = Transaction;
