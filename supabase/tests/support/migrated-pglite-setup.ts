import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../../local-backend/migrations';
import { readBootstrapSql, readMigrations } from './sql-files';

/**
 * Migrates one PGlite per run and serves its data folder on loopback; each test file that needs a
 * migrated database starts its own copy from it (src/testing/migrated-pglite.ts). Creating a PGlite runs
 * initdb in WebAssembly (about 5 s on 2 cores) and the migrations take half a second more, where loading
 * the migrated folder takes about one second. Every project runs this set-up, so the first builds and
 * the others share it.
 */
type Shared = { url: Promise<string>; server?: Server; users: number };
const KEY = Symbol.for('localboost.migrated-pglite');
const shared = globalThis as typeof globalThis & { [KEY]?: Shared };

async function serveMigratedDatabase(state: Shared): Promise<string> {
  const db = await PGlite.create();
  await applyMigrations(db, readBootstrapSql(), readMigrations()).catch((error: Error) => {
    throw new Error(`The migrations failed on PGlite: ${error.message}`);
  });
  const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  await db.close();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': dump.length }).end(dump);
  });
  state.server = server;
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/migrated.tar.gz`;
}

export default async function setup(project: TestProject) {
  if (!shared[KEY]) {
    const state: Shared = { users: 0, url: Promise.resolve('') };
    state.url = serveMigratedDatabase(state);
    shared[KEY] = state;
  }
  const state = shared[KEY];
  state.users += 1;
  project.provide('migratedPglite', await state.url);
  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    shared[KEY] = undefined;
    await new Promise<void>((closed) => (state.server ? state.server.close(() => closed()) : closed()));
  };
}
