import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDir as initialisedCluster } from '@electric-sql/pglite-prepopulatedfs';
import { readSchemaSources } from './schema-sources.ts';
import { applyMigrations } from './migrations.ts';
import type { SqlDatabase } from './sql-database.ts';
import { Serial } from './serial.ts';
import { seedStaff } from './staff-seed.ts';

/** The demo's abuse limits: on, as in production, with numbers generous enough for one loopback address. */
export type DemoLimits = { insertsPerWindow: number; toolkitEmailsPerDay: number };
export const DEMO_LIMITS: DemoLimits = { insertsPerWindow: 1000, toolkitEmailsPerDay: 50 };

export type BackendDatabase = {
  /** The database for the backend's own requests: every call waits its turn (see Serial). */
  sql: SqlDatabase;
  /** The raw instance, for PGlite's socket server (local-backend/wire-protocol.ts). */
  pglite: PGlite;
  serial: Serial;
  close: () => Promise<void>;
};

/**
 * The one database behind the demo: PGlite on disk in dataDir (kept across restarts), brought to the
 * current schema by the same bootstrap and migrations as a Supabase project, with the demo staff account
 * and the demo's limits.
 */
export async function openDatabase(root: string, dataDir: string, limits: DemoLimits = DEMO_LIMITS): Promise<BackendDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // A new folder starts from PGlite's own initdb output (a kept package) rather than running initdb in
  // WebAssembly, which took 3 of the 7 seconds of a first start. The schema is still built below from our
  // migrations; local-backend/initialised-cluster.test.ts checks the two clusters agree.
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const pglite = await PGlite.create({ dataDir, ...(fresh ? { loadDataDir: await initialisedCluster() } : {}) });
  const sources = readSchemaSources(root);
  await applyMigrations(pglite, sources.bootstrap, sources.migrations);
  await seedDemo(pglite, limits);
  const serial = new Serial();
  const sql: SqlDatabase = {
    query: ((...args: Parameters<PGlite['query']>) => serial.run(() => pglite.query(...args))) as SqlDatabase['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => serial.run(() => pglite.exec(...args))) as SqlDatabase['exec'],
    transaction: ((work: Parameters<PGlite['transaction']>[0]) => serial.run(() => pglite.transaction(work))) as SqlDatabase['transaction'],
  };
  return { sql, pglite, serial, close: () => serial.run(() => pglite.close()) };
}

async function seedDemo(db: PGlite, limits: DemoLimits): Promise<void> {
  await seedStaff(db);
  await setLimits(db, limits);
}

/** Sets the limits' numbers (tests call this per run); the checks themselves always run. */
export async function setLimits(db: Pick<PGlite, 'query' | 'exec'>, limits: DemoLimits): Promise<void> {
  const { rows } = await db.query<{ name: string }>('select current_database() as name');
  const name = rows[0]?.name ?? 'postgres';
  const perWindow = String(Math.trunc(limits.insertsPerWindow));
  // Kept for the next start (alter database) and applied now to PGlite's one session (set_config).
  await db.exec(`alter database "${name.replace(/"/g, '""')}" set localboost.insert_rate_limit = '${perWindow}'`);
  await db.query(`select set_config('localboost.insert_rate_limit', $1, false)`, [perWindow]);
  // Every demo visitor is this machine and its mail never leaves it (the stand-in mailbox): the per-visitor
  // and per-domain caps (20261201000800_toolkit_mail_caps.sql) would only stop the person trying the demo.
  await db.query(
    'update private.email_settings set toolkit_daily_cap = $1, toolkit_visitor_daily_cap = 10000, toolkit_domain_daily_cap = 10000',
    [limits.toolkitEmailsPerDay],
  );
}
