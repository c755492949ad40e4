import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { withDurableSync } from './durable-sync';

/** A stand-in for PGlite with relaxed durability: a statement starts a sync and does not wait for it. */
class FakeDatabase {
  #secret = 'private field';
  finished: number[] = [];
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
  started = 0;
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

describe('withDurableSync', () => {
  it('makes syncToFs wait for every sync started before and queued behind it', async () => {
    const fake = new FakeDatabase();
    const db = withDurableSync(fake as unknown as PGlite);
    expect((db as unknown as FakeDatabase).query()).toBe('private field');
    await db.syncToFs();
    expect(fake.finished).toEqual([0, 1]);
  });

  it('leaves the instance alone, so PGlite’s own syncs stay relaxed', async () => {
    const fake = new FakeDatabase();
    withDurableSync(fake as unknown as PGlite);
    expect(await fake.syncToFs()).toBe('relaxed: returns at once');
  });
});
