/** What the page passes to the database worker (PGliteWorker's `meta` option). */
export interface LocalDbMeta {
  /** The migrated data directory built at build time (build/local-db-snapshot-plugin.ts). */
  snapshotUrl?: string;
}

/** PGlite keeps an `idb://name` data directory in an IndexedDB database whose name ends with that name. */
export async function hasStoredDatabase(dataDir: string, idb: Pick<IDBFactory, 'databases'> = indexedDB): Promise<boolean> {
  const name = dataDir.replace(/^idb:\/\//, '');
  const databases = await idb.databases();
  return databases.some((db) => db.name === name || db.name?.endsWith(`/${name}`));
}

/**
 * The snapshot to start from, or undefined to resume (or, without a snapshot, to initdb). PGlite refuses
 * to load a tarball over an existing database, so it is fetched only for a browser that has none. A
 * snapshot that cannot be fetched falls back to building the database in the browser, as before.
 */
export async function fetchSnapshotIfFresh(
  dataDir: string | undefined,
  snapshotUrl: string | undefined,
  idb: Pick<IDBFactory, 'databases'> = indexedDB,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob | undefined> {
  if (!snapshotUrl || !dataDir?.startsWith('idb://')) return undefined;
  if (await hasStoredDatabase(dataDir, idb)) return undefined;
  try {
    const response = await fetchImpl(snapshotUrl);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}
