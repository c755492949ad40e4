import { fetchSnapshotIfFresh, hasStoredDatabase } from './snapshot';

const idbWith = (...names: string[]) => ({ databases: async () => names.map((name) => ({ name, version: 1 })) });

describe('local database snapshot', () => {
  it('recognises the stored database by its data directory name', async () => {
    expect(await hasStoredDatabase('idb://localboost', idbWith('/pglite/localboost'))).toBe(true);
    expect(await hasStoredDatabase('idb://localboost', idbWith('localboost'))).toBe(true);
    expect(await hasStoredDatabase('idb://localboost', idbWith('/pglite/other', 'localboost-cache'))).toBe(false);
  });

  it('fetches the snapshot only for a browser without a database', async () => {
    const fetchImpl = vi.fn(async () => new Response(new Uint8Array([1, 2, 3])));
    const fresh = await fetchSnapshotIfFresh('idb://localboost', '/assets/db.tgz', idbWith(), fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/assets/db.tgz');
    expect(new Uint8Array(await (fresh as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));

    fetchImpl.mockClear();
    expect(await fetchSnapshotIfFresh('idb://localboost', '/assets/db.tgz', idbWith('/pglite/localboost'), fetchImpl)).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to building the database when there is no snapshot or it cannot be fetched', async () => {
    const failing = vi.fn(async () => new Response('missing', { status: 404 }));
    expect(await fetchSnapshotIfFresh('idb://localboost', '/assets/db.tgz', idbWith(), failing)).toBeUndefined();
    const offline = vi.fn(async () => Promise.reject(new TypeError('network')));
    expect(await fetchSnapshotIfFresh('idb://localboost', '/assets/db.tgz', idbWith(), offline)).toBeUndefined();
    expect(await fetchSnapshotIfFresh('idb://localboost', undefined, idbWith(), failing)).toBeUndefined();
    expect(await fetchSnapshotIfFresh('memory://', '/assets/db.tgz', idbWith(), failing)).toBeUndefined();
  });
});
