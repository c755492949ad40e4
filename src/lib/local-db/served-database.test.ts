import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toPostgrestError } from './postgrest/postgrest-error';
import { servedDatabase } from './served-database';

/** A protocol "simple query" message: 'Q', its length, the SQL, a NUL. */
function simpleQuery(sql: string): Uint8Array {
  const text = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.length);
  message[0] = 'Q'.charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
}

describe('servedDatabase (what the worker serves to pages)', () => {
  let pg: PGlite;
  beforeEach(async () => {
    pg = await PGlite.create();
    await pg.exec('create table note (body text not null)');
  });
  afterEach(() => pg.close());

  it('saves once per transaction, after COMMIT, and after each autocommit statement', async () => {
    const saves = vi.spyOn(pg, 'syncToFs');
    const served = servedDatabase(pg);
    await served.execProtocol(simpleQuery('begin'));
    await served.execProtocol(simpleQuery("insert into note values ('a')"));
    await served.execProtocol(simpleQuery("insert into note values ('b')"));
    expect(saves).not.toHaveBeenCalled();
    await served.execProtocol(simpleQuery('commit'));
    expect(saves).toHaveBeenCalledTimes(1);
    await served.execProtocolStream(simpleQuery("insert into note values ('c')"));
    expect(saves).toHaveBeenCalledTimes(2);
    // The page asks to save after each query; with nothing unsaved that costs nothing.
    await served.syncToFs();
    expect(saves).toHaveBeenCalledTimes(2);
    expect((await pg.query('select count(*)::int as n from note')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps a failed statement’s SQLSTATE through the worker, which passes on only the message', async () => {
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
  });
});
