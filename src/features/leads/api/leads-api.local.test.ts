// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '@/features/builder/api/create-lead';
import { createLocalFetch, LOCAL_SUPABASE_URL } from '../../../../local-backend/in-process/local-fetch';
import { seedStaff } from '../../../../local-backend/staff-seed';
import { NotFoundError } from '@/lib/data-error';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { createMigratedPglite } from '@/testing/migrated-pglite';
import { createSupabaseClient, getSupabase, setSupabaseClient } from '@/lib/supabase';
import { deletePipelineRows } from '@/lib/pipeline/pipeline-rows';
import { fetchAllRecords, getRecordStats, getRecords } from '@/lib/pipeline/record-kind';
import { LEAD_RECORDS } from './lead-records';
import type { LeadsQuery } from './lead-types';

// The real data functions in local mode, end to end: supabase-js -> local fetch -> PGlite with the migrations.
let db: PGlite;

const input = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  businessName: 'Bella Vista Bistro',
  businessType: 'restaurant',
  goals: ['leads'],
  currentChallenges: ['time'],
  websiteUrl: null,
  email: 'maria@bistro.example.com',
  shortlist: [],
  ...overrides,
});
const query = (overrides: Partial<LeadsQuery> = {}): LeadsQuery => ({
  search: '',
  businessType: 'all',
  status: 'all',
  archived: false,
  page: 1,
  pageSize: 25,
  sort: { column: 'created_at', ascending: false },
  ...overrides,
});

beforeAll(async () => {
  db = await createMigratedPglite();
  await seedStaff(db);
  setSupabaseClient(
    await createSupabaseClient(LOCAL_SUPABASE_URL, 'local', { fetch: createLocalFetch(async () => db), persistSession: false }),
  );
  await createLead(input({ businessName: 'Zebra Coffee', businessType: 'coffee', email: 'z@zebra.example.com' }));
  await createLead(input({ businessName: '100% Organic Bistro', websiteUrl: 'https://organic.example.com' }));
  await createLead(input({ businessName: '100 Percent Diner', email: 'diner@example.com' }));
  await createLead(input({ businessName: 'Fix_It Home Services', businessType: 'homeservice', email: 'fix@example.com' }));
});
afterAll(async () => {
  setSupabaseClient(undefined);
  await db.close();
});

describe('lead data functions on the embedded database', () => {
  it('a retried submit with the same id stores one lead and succeeds', async () => {
    const id = crypto.randomUUID();
    await createLead(input({ businessName: 'Retry Salon', businessType: 'salon' }), id);
    await expect(createLead(input({ businessName: 'Retry Salon', businessType: 'salon' }), id)).resolves.toBeUndefined();
    expect((await getRecords(LEAD_RECORDS, query({ search: 'retry salon' }))).total).toBe(1);
    await deletePipelineRows(LEAD_RECORDS.table, [id]);
  });

  it('stores a shortlist as catalogue ids in the visitor order, and no shortlist as null', async () => {
    const id = crypto.randomUUID();
    await createLead(input({ businessName: 'Shortlist Spa', businessType: 'salon', shortlist: [14, 3, 120] }), id);
    const { rows } = await getRecords(LEAD_RECORDS, query({ search: 'shortlist spa' }));
    expect(rows.map((r) => r.shortlist)).toEqual([[14, 3, 120]]);
    expect((await getRecords(LEAD_RECORDS, query({ search: 'zebra' }))).rows[0]?.shortlist).toBeNull();
    await deletePipelineRows(LEAD_RECORDS.table, [id]);
  });

  it('lists newest first with the total, and sorts by business name', async () => {
    const page = await getRecords(LEAD_RECORDS, query());
    expect(page.total).toBe(4);
    expect(page.rows[0]?.business_name).toBe('Fix_It Home Services');
    const byName = await getRecords(LEAD_RECORDS, query({ sort: { column: 'business_name', ascending: true } }));
    expect(byName.rows.map((r) => r.business_name)).toEqual([
      '100 Percent Diner',
      '100% Organic Bistro',
      'Fix_It Home Services',
      'Zebra Coffee',
    ]);
  });

  it('searches business, email and website case-insensitively, with % and _ taken literally', async () => {
    expect((await getRecords(LEAD_RECORDS, query({ search: 'BISTRO' }))).rows.map((r) => r.business_name)).toEqual(['100% Organic Bistro']);
    expect((await getRecords(LEAD_RECORDS, query({ search: 'zebra.example' }))).total).toBe(1);
    expect((await getRecords(LEAD_RECORDS, query({ search: 'organic.example.com' }))).total).toBe(1);
    expect((await getRecords(LEAD_RECORDS, query({ search: '100%' }))).rows.map((r) => r.business_name)).toEqual(['100% Organic Bistro']);
    expect((await getRecords(LEAD_RECORDS, query({ search: 'x_i' }))).rows.map((r) => r.business_name)).toEqual(['Fix_It Home Services']);
    expect((await getRecords(LEAD_RECORDS, query({ search: 'a,b) or (1=1' }))).total).toBe(0);
  });

  it('filters by business type and pages', async () => {
    expect((await getRecords(LEAD_RECORDS, query({ businessType: 'coffee' }))).rows.map((r) => r.business_name)).toEqual(['Zebra Coffee']);
    const second = await getRecords(LEAD_RECORDS, query({ pageSize: 25, page: 1, sort: { column: 'business_name', ascending: false } }));
    expect(second.rows).toHaveLength(4);
    expect(await getRecords(LEAD_RECORDS, query({ page: 5 }))).toEqual({ rows: [], total: 4 });
  });

  it('counts the stat cards over all leads', async () => {
    expect(await getRecordStats(LEAD_RECORDS)).toEqual({
      total: 4,
      thisWeek: 4,
      enterpriseType: 0,
      professionalType: 1,
      byStatus: { new: 4, contacted: 0, qualified: 0, won: 0, lost: 0 },
      archived: 0,
    });
  });

  it('exports every matching lead', async () => {
    const all = await fetchAllRecords(LEAD_RECORDS, { search: '100', businessType: 'restaurant', status: 'all', archived: false, sort: { column: 'business_name', ascending: true } });
    expect(all.map((r) => r.business_name)).toEqual(['100 Percent Diner', '100% Organic Bistro']);
  });

  it('an export that meets a new lead between two pages neither repeats nor skips a lead', async () => {
    const everyone = { search: '', businessType: 'all' as const, status: 'all' as const, archived: false };
    const newestFirst = { ...everyone, sort: { column: 'created_at' as const, ascending: false } };
    const oldestFirst = { ...everyone, sort: { column: 'created_at' as const, ascending: true } };
    const before = (await fetchAllRecords(LEAD_RECORDS, newestFirst)).map((lead) => lead.id);
    expect(before.length).toBeGreaterThan(2);

    // A client whose first page read is followed by a visitor's submit, as if it arrived mid-export.
    const localFetch = createLocalFetch(async () => db);
    let arrivals = 0;
    let arrive: string | undefined;
    const fetchThenArrive: typeof fetch = async (resource, init) => {
      const response = await localFetch(resource, init);
      if (arrive && (init?.method ?? 'GET') === 'GET' && String(resource).includes('/custom_builder_leads?')) {
        const name = arrive;
        arrive = undefined;
        arrivals += 1;
        await createLead(input({ businessName: name, businessType: 'salon', email: 'late@salon.example.com' }));
      }
      return response;
    };
    const original = await getSupabase();
    setSupabaseClient(await createSupabaseClient(LOCAL_SUPABASE_URL, 'local', { fetch: fetchThenArrive, persistSession: false }));
    try {
      // Newest first, the newcomer lands ahead of the cursor: OFFSET would repeat a lead and drop the last one.
      arrive = 'Late Salon One';
      const newest = await fetchAllRecords(LEAD_RECORDS, newestFirst, 2);
      expect(arrivals).toBe(1);
      expect(newest.map((lead) => lead.id)).toEqual(before);

      // Oldest first, the newcomer lands after the cursor and is exported once, at the end.
      arrive = 'Late Salon Two';
      const oldest = await fetchAllRecords(LEAD_RECORDS, oldestFirst, 2);
      expect(arrivals).toBe(2);
      const names = oldest.map((lead) => lead.business_name);
      expect(new Set(oldest.map((lead) => lead.id)).size).toBe(oldest.length);
      expect(names.slice(0, before.length + 1)).toEqual([
        ...newest.map((lead) => lead.business_name).reverse(),
        'Late Salon One',
      ]);
      expect(names.at(-1)).toBe('Late Salon Two');
      expect(names).toHaveLength(before.length + 2);
    } finally {
      setSupabaseClient(original);
    }
    for (const name of ['Late Salon One', 'Late Salon Two']) {
      const { rows } = await getRecords(LEAD_RECORDS, query({ search: name }));
      for (const row of rows) await deletePipelineRows(LEAD_RECORDS.table, [row.id]);
    }
  });

  it('filters by owner and source, and orders "Waiting longest" in the list and the export', async () => {
    const staffId = '5a7f0000-0000-4000-8000-0000000000aa';
    const all = (await getRecords(LEAD_RECORDS, query({ pageSize: 100 }))).rows;
    const zebra = all.find((lead) => lead.business_name === 'Zebra Coffee')!;
    const diner = all.find((lead) => lead.business_name === '100 Percent Diner')!;
    // As the database owner: a staff member owns the diner, answered the zebra (a logged call stamps
    // first_touch_at), and the zebra came from a newsletter.
    await db.exec(`
      insert into auth.users (id, email) values ('${staffId}', 'owner-test@localboost.example') on conflict do nothing;
      insert into private.staff (user_id) values ('${staffId}') on conflict do nothing;
      update public.custom_builder_leads set owner_id = '${staffId}' where id = '${diner.id}';
      update public.custom_builder_leads set source_utm_source = 'newsletter' where id = '${zebra.id}';
      begin;
      select set_config('request.jwt.claims', '{"sub": "${staffId}", "role": "authenticated"}', true);
      select set_config('request.jwt.claim.sub', '${staffId}', true);
      insert into public.activity_log (table_name, row_id, action) values ('custom_builder_leads', '${zebra.id}', 'call_logged');
      commit;
    `);
    expect((await getRecords(LEAD_RECORDS, query({ search: 'zebra' }))).rows[0]?.first_touch_at).not.toBeNull();
    expect((await getRecords(LEAD_RECORDS, query({ ownerId: staffId }))).rows.map((lead) => lead.business_name)).toEqual(['100 Percent Diner']);
    expect((await getRecords(LEAD_RECORDS, query({ source: 'NEWS' }))).rows.map((lead) => lead.business_name)).toEqual(['Zebra Coffee']);

    const waiting = { search: '', businessType: 'all' as const, status: 'all', archived: false, sort: { column: 'waiting' as const, ascending: true } };
    const page = (await getRecords(LEAD_RECORDS, query({ sort: waiting.sort, pageSize: 100 }))).rows;
    expect(page.at(-1)?.id).toBe(zebra.id);
    expect(page.slice(0, -1).every((lead) => lead.first_touch_at === null)).toBe(true);
    const waitingCreated = page.slice(0, -1).map((lead) => lead.created_at);
    expect(waitingCreated).toEqual([...waitingCreated].sort());
    // The export pages by keyset over the generated flag: one row a page still gives every row once, in order.
    expect((await fetchAllRecords(LEAD_RECORDS, waiting, 1)).map((lead) => lead.id)).toEqual(page.map((lead) => lead.id));
  });

  it('deletes a lead, and reports a second delete of it as not found', async () => {
    const { rows } = await getRecords(LEAD_RECORDS, query({ search: 'diner' }));
    const id = rows[0]!.id;
    await deletePipelineRows(LEAD_RECORDS.table, [id]);
    await expect(deletePipelineRows(LEAD_RECORDS.table, [id])).rejects.toBeInstanceOf(NotFoundError);
    expect((await getRecords(LEAD_RECORDS, query())).total).toBe(3);
  });
});
