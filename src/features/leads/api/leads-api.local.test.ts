// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '@/features/builder/api/create-lead';
import { createLocalFetch } from '@/lib/local-db/local-fetch';
import { BOOTSTRAP_SQL, MIGRATIONS } from '@/lib/local-db/migration-files';
import { applyMigrations, ensureLocalOwner } from '@/lib/local-db/prepare-database';
import { NotFoundError } from '@/lib/data-error';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { createSupabaseClient, LOCAL_SUPABASE_URL, setSupabaseClient } from '@/lib/supabase';
import { deleteLead } from './delete-lead';
import { fetchAllLeads } from './export-leads';
import { getLeadStats } from './get-lead-stats';
import { getLeads } from './get-leads';
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
  db = await PGlite.create();
  await applyMigrations(db, BOOTSTRAP_SQL, MIGRATIONS);
  await ensureLocalOwner(db);
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
    expect((await getLeads(query({ search: 'retry salon' }))).total).toBe(1);
    await deleteLead(id);
  });

  it('lists newest first with the total, and sorts by business name', async () => {
    const page = await getLeads(query());
    expect(page.total).toBe(4);
    expect(page.rows[0]?.business_name).toBe('Fix_It Home Services');
    const byName = await getLeads(query({ sort: { column: 'business_name', ascending: true } }));
    expect(byName.rows.map((r) => r.business_name)).toEqual([
      '100 Percent Diner',
      '100% Organic Bistro',
      'Fix_It Home Services',
      'Zebra Coffee',
    ]);
  });

  it('searches business, email and website case-insensitively, with % and _ taken literally', async () => {
    expect((await getLeads(query({ search: 'BISTRO' }))).rows.map((r) => r.business_name)).toEqual(['100% Organic Bistro']);
    expect((await getLeads(query({ search: 'zebra.example' }))).total).toBe(1);
    expect((await getLeads(query({ search: 'organic.example.com' }))).total).toBe(1);
    expect((await getLeads(query({ search: '100%' }))).rows.map((r) => r.business_name)).toEqual(['100% Organic Bistro']);
    expect((await getLeads(query({ search: 'x_i' }))).rows.map((r) => r.business_name)).toEqual(['Fix_It Home Services']);
    expect((await getLeads(query({ search: 'a,b) or (1=1' }))).total).toBe(0);
  });

  it('filters by business type and pages', async () => {
    expect((await getLeads(query({ businessType: 'coffee' }))).rows.map((r) => r.business_name)).toEqual(['Zebra Coffee']);
    const second = await getLeads(query({ pageSize: 25, page: 1, sort: { column: 'business_name', ascending: false } }));
    expect(second.rows).toHaveLength(4);
    expect(await getLeads(query({ page: 5 }))).toEqual({ rows: [], total: 4 });
  });

  it('counts the stat cards over all leads', async () => {
    expect(await getLeadStats()).toEqual({ total: 4, thisWeek: 4, enterpriseType: 0, professionalType: 1 });
  });

  it('exports every matching lead', async () => {
    const all = await fetchAllLeads({ search: '100', businessType: 'restaurant', status: 'all', archived: false, sort: { column: 'business_name', ascending: true } });
    expect(all.map((r) => r.business_name)).toEqual(['100 Percent Diner', '100% Organic Bistro']);
  });

  it('deletes a lead, and reports a second delete of it as not found', async () => {
    const { rows } = await getLeads(query({ search: 'diner' }));
    const id = rows[0]!.id;
    await deleteLead(id);
    await expect(deleteLead(id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getLeads(query())).total).toBe(3);
  });
});
