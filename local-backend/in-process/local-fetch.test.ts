// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { DEMO_CLIENT_ADDRESS_KEY } from './client-address';
import { createLocalFetch, LOCAL_SUPABASE_URL } from './local-fetch';
import { SIMULATE_OUTAGE_KEY } from './outage';
import { applyMigrations } from '../migrations';
import { readSchemaSources } from '../schema-sources';
import { seedStaff } from '../staff-seed';

// The in-process stack of the unit and component tests: supabase-js -> local fetch -> PostgREST subset -> PGlite.
let db: PGlite;
const { bootstrap: BOOTSTRAP_SQL, migrations: MIGRATIONS } = readSchemaSources();
let supabase: SupabaseClient<Database>;

const lead = (overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  business_name: 'Bella Vista Bistro',
  business_type: 'restaurant',
  goals: ['leads', 'reviews'],
  current_challenges: ['time'],
  website_url: 'https://bistro.example.com',
  email: 'maria@bistro.example.com',
  ...overrides,
});

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db, BOOTSTRAP_SQL, MIGRATIONS);
  await seedStaff(db);
  supabase = createClient<Database>(LOCAL_SUPABASE_URL, 'local', {
    global: { fetch: createLocalFetch(async () => db) },
    auth: { persistSession: false, autoRefreshToken: false },
  });
});
afterAll(() => db.close());

describe('local fetch (PostgREST subset on PGlite)', () => {
  it('bundles every migration in order and applies each only once', async () => {
    expect(MIGRATIONS.map((m) => m.name)).toEqual([...MIGRATIONS.map((m) => m.name)].sort());
    expect(MIGRATIONS.length).toBeGreaterThanOrEqual(2);
    expect(await applyMigrations(db, BOOTSTRAP_SQL, MIGRATIONS)).toEqual([]);
  });

  it('inserts without reading back, then lists with order, range and exact count', async () => {
    const rows = [lead({ business_name: 'Alpha Cafe' }), lead({ business_name: 'Beta Salon', business_type: 'salon' })];
    for (const row of rows) {
      const inserted = await supabase.from('custom_builder_leads').insert(row);
      expect(inserted.error).toBeNull();
      expect(inserted.status).toBe(201);
      expect(inserted.data).toBeNull();
    }

    const page = await supabase
      .from('custom_builder_leads')
      .select('*', { count: 'exact' })
      .order('business_name', { ascending: true })
      .range(0, 0);
    expect(page.error).toBeNull();
    expect(page.count).toBe(2);
    expect(page.data?.map((r) => r.business_name)).toEqual(['Alpha Cafe']);
    expect(page.data?.[0]?.goals).toEqual(['leads', 'reviews']);
  });

  it('answers a duplicate id with 409 and code 23505', async () => {
    const row = lead();
    await supabase.from('custom_builder_leads').insert(row);
    const again = await supabase.from('custom_builder_leads').insert(row);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });

  it('maps a CHECK violation to 400 and 23514', async () => {
    const bad = await supabase.from('custom_builder_leads').insert(lead({ website_url: 'javascript:alert(1)' }));
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
  });

  it('filters with eq and a quoted or=(ilike) whose value holds commas and parentheses', async () => {
    const tricky = lead({ business_name: 'Smith, Jones (Dental) 100%', business_type: 'medical' });
    await supabase.from('custom_builder_leads').insert(tricky);
    const found = await supabase
      .from('custom_builder_leads')
      .select('id')
      .eq('business_type', 'medical')
      .or('business_name.ilike."*jones (dental) 100\\\\%*",email.ilike."*nothing*"');
    expect(found.error).toBeNull();
    expect(found.data).toEqual([{ id: tricky.id }]);
  });

  it('refuses identifiers that are not in the schema', async () => {
    const res = await supabase.from('custom_builder_leads').select('id').order('id; drop table x' as 'id');
    expect(res.error?.code).toBe('PGRST204');
    const table = await supabase.from('pg_authid' as 'custom_builder_leads').select('*');
    expect(table.error?.code).toBe('PGRST205');
  });

  it('deletes by id and reports the count', async () => {
    const row = lead();
    await supabase.from('custom_builder_leads').insert(row);
    const removed = await supabase.from('custom_builder_leads').delete({ count: 'exact' }).eq('id', row.id);
    expect(removed.error).toBeNull();
    expect(removed.count).toBe(1);
    const again = await supabase.from('custom_builder_leads').delete({ count: 'exact' }).eq('id', row.id);
    expect(again.count).toBe(0);
  });

  it('updates the rows its filters match, reports the count, and keeps grants and CHECKs in force', async () => {
    const rows = [lead(), lead(), lead()];
    for (const row of rows) expect((await supabase.from('custom_builder_leads').insert(row)).error).toBeNull();
    const ids = rows.slice(0, 2).map((r) => r.id);
    const moved = await supabase.from('custom_builder_leads').update({ status: 'contacted' }, { count: 'exact' }).in('id', ids);
    expect(moved.error).toBeNull();
    expect(moved.count).toBe(2);
    const read = await supabase.from('custom_builder_leads').select('id, status').in('id', rows.map((r) => r.id)).order('status');
    expect(read.data?.map((r) => r.status).sort()).toEqual(['contacted', 'contacted', 'new']);
    const archived = await supabase.from('custom_builder_leads').update({ archived_at: '2000-01-01T00:00:00Z' }).eq('id', rows[2]!.id).select('archived_at');
    expect(archived.error).toBeNull();
    expect(Date.parse(archived.data?.[0]?.archived_at as string)).toBeGreaterThan(Date.parse('2020-01-01'));
    const badStatus = await supabase.from('custom_builder_leads').update({ status: 'done' as 'new' }).eq('id', rows[0]!.id);
    expect(badStatus.error?.code).toBe('23514');
    const otherColumn = await supabase.from('custom_builder_leads').update({ email: 'x@y.co' } as never).eq('id', rows[0]!.id);
    expect(otherColumn.error?.code).toBe('42501');
  });

  it('calls functions: a set-returning one as rows, a scalar one as a value', async () => {
    const stats = await supabase.rpc('lead_stats');
    expect(stats.error).toBeNull();
    expect(stats.data?.[0]?.total).toBeGreaterThan(0);
    const staff = await supabase.rpc('am_i_staff');
    expect(staff.data).toBe(true);
  });

  it('answers 416 for a page past the end when counting', async () => {
    const res = await supabase.from('custom_builder_leads').select('*', { count: 'exact' }).range(1000, 1024);
    expect(res.error?.code).toBe('PGRST103');
  });

  it('answers 503 while the outage is simulated', async () => {
    await withLocalStorage({ [SIMULATE_OUTAGE_KEY]: '1' }, async () => {
      const res = await supabase.from('custom_builder_leads').insert(lead());
      expect(res.status).toBe(503);
      expect(res.error?.code).toBe('PGRST000');
    });
  });

  it('refuses a JSON-array insert with 413 and stores none of it', async () => {
    const rows = [lead({ business_name: 'Array One' }), lead({ business_name: 'Array Two' })];
    const res = await supabase.from('custom_builder_leads').insert(rows);
    expect(res.status).toBe(413);
    expect(res.error?.code).toBe('PT413');
    const stored = await supabase.from('custom_builder_leads').select('id').like('business_name', 'Array%');
    expect(stored.data).toEqual([]);
  });

  it('appends the simulated client address as a gateway does; the rate limit answers 429 past 10 leads', async () => {
    // Each request forges its own x-forwarded-for; the stand-in gateway appends the address it "saw",
    // and the database keys on that one (issue 29), as behind Supabase's gateway.
    const forged = () => supabase.from('custom_builder_leads').insert(lead()).setHeader('x-forwarded-for', `192.0.2.${Math.floor(Math.random() * 254) + 1}`);
    await withLocalStorage({ [DEMO_CLIENT_ADDRESS_KEY]: '198.51.100.7' }, async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await forged()).status).toBe(201);
      }
      const refused = await forged();
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe('PT429');
      expect(refused.error?.message).toContain('Too many submissions from this address');
    });
    await withLocalStorage({ [DEMO_CLIENT_ADDRESS_KEY]: '198.51.100.8' }, async () => {
      expect((await supabase.from('custom_builder_leads').insert(lead())).status).toBe(201);
    });
  });
});

async function withLocalStorage(entries: Record<string, string>, work: () => Promise<void>) {
  const original = globalThis.localStorage;
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (k: string) => entries[k] ?? null },
  });
  try {
    await work();
  } finally {
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: original });
  }
}
