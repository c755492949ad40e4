import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLocalDbSnapshot, readSchemaSources, schemaHash } from '../../build/local-db-snapshot';
import { LOCAL_OWNER } from '../../src/lib/local-db/local-owner';
import { applyMigrations, migrationVersion } from '../../src/lib/local-db/prepare-database';

/*
 * The demo database a fresh browser loads (build/local-db-snapshot-plugin.ts) must be exactly what the
 * browser would otherwise build itself: every migration applied and recorded, the local owner on staff.
 */
describe('the embedded database snapshot', () => {
  const sources = readSchemaSources(process.cwd());
  let db: PGlite;

  beforeAll(async () => {
    const snapshot = await buildLocalDbSnapshot(sources);
    db = await PGlite.create({ loadDataDir: new Blob([snapshot as Uint8Array<ArrayBuffer>]) });
    // Two PGlite starts (initdb for the build, then the load); slow on a busy machine.
  }, 180_000);
  afterAll(() => db?.close());

  it('has every migration applied, so the browser replays none', async () => {
    const { rows } = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(sources.migrations.map((m) => migrationVersion(m.name)));
    expect(await applyMigrations(db, sources.bootstrap, sources.migrations)).toEqual([]);
  });

  it('has the schema and the local staff owner, and no visitor data', async () => {
    const staff = await db.query('select 1 from private.staff where user_id = $1', [LOCAL_OWNER.id]);
    expect(staff.rows).toHaveLength(1);
    const leads = await db.query<{ n: number }>('select count(*)::int as n from public.custom_builder_leads');
    expect(leads.rows[0]?.n).toBe(0);
  });

  it('is named by a hash of the schema files, so a changed migration ships a new snapshot', () => {
    const { bootstrap, migrations, hash } = sources;
    expect(schemaHash(bootstrap, migrations)).toBe(hash);
    const [first, ...rest] = migrations;
    expect(schemaHash(bootstrap, [{ ...first!, sql: `${first!.sql}\n-- changed` }, ...rest])).not.toBe(hash);
    expect(schemaHash(`${bootstrap} `, migrations)).not.toBe(hash);
  });
});
