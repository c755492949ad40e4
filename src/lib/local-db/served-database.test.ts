import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { toPostgrestError } from './postgrest/postgrest-error';
import { servedDatabase } from './served-database';

/** A stand-in for PGlite with relaxed durability: a statement starts a sync and does not wait for it. */
class FakeDatabase {
  #secret = 'private field';
  finished: number[] = [];
  started = 0;
  fs = {
    syncToFs: (_relaxed?: boolean) =>
      new Promise<void>((resolve) => {
        const id = this.started++;
        setTimeout(() => {
          this.finished.push(id);
          resolve();
        }, 20);
      }),
  };
  query() {
    // PGlite chains a second sync behind a running one; model that by starting it a little later.
    void this.fs.syncToFs(true);
    setTimeout(() => void this.fs.syncToFs(true), 5);
    return this.#secret;
  }
  syncToFs() {
    return Promise.resolve('relaxed: returns at once');
  }
}

/** A protocol "simple query" message: 'Q', its length, the SQL, a NUL. */
function simpleQuery(sql: string): Uint8Array {
  const text = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.length);
  message[0] = 'Q'.charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
}

describe('servedDatabase', () => {
  it('makes syncToFs wait for every sync started before and queued behind it', async () => {
    const fake = new FakeDatabase();
    const db = servedDatabase(fake as unknown as PGlite);
    expect((db as unknown as FakeDatabase).query()).toBe('private field');
    await db.syncToFs();
    expect(fake.finished).toEqual([0, 1]);
  });

  it('leaves the instance alone, so PGlite’s own syncs stay relaxed', async () => {
    const fake = new FakeDatabase();
    servedDatabase(fake as unknown as PGlite);
    expect(await fake.syncToFs()).toBe('relaxed: returns at once');
  });

  it('keeps a failed statement’s SQLSTATE through the worker, which passes on only the message', async () => {
    const pg = await PGlite.create();
    await pg.exec(`create function refuse() returns void language plpgsql as $$
      begin raise exception using errcode = 'PT429', message = 'Too many submissions', hint = 'Wait'; end $$`);
    const served = servedDatabase(pg);
    const failure = await served.execProtocol(simpleQuery('select refuse()')).catch((e: unknown) => e);
    // What PGlite's worker sends to the page: a new Error with the message alone.
    const asReceived = new Error((failure as Error).message);
    expect(toPostgrestError(asReceived)).toEqual({
      code: 'PT429',
      message: 'Too many submissions',
      details: null,
      hint: 'Wait',
    });
    await pg.close();
  });
});
