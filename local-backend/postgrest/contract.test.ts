// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import type { Database } from '../../src/types/database';
import { seedStaff, STAFF_CLAIMS } from '../staff-seed';
import { createPostgrestHandler } from './handle-request';

/*
 * The contract between the app and the demo's PostgREST: each request shape the app's data functions send
 * (made here by supabase-js, as the app makes them, on the real migrations) answered as PostgREST documents
 * it (status, body, Content-Range); and every shape the stand-in does not implement answered with
 * PostgREST's error form instead of an answer to some other request.
 */
let db: PGlite;
let handle: (request: Request) => Promise<Response>;
let supabase: SupabaseClient<Database>;
let last: Response;

const BASE = 'http://postgrest.invalid';

beforeAll(async () => {
  db = await createMigratedPglite();
  await seedStaff(db);
  await db.exec(`
    create table public.contract_probes (id integer primary key, slug text not null unique, label text not null);
    grant select, insert, update on public.contract_probes to authenticated;
    insert into public.contract_probes values (1, 'first', 'First');
  `);
  handle = createPostgrestHandler({ database: db, actor: { role: 'authenticated', claims: STAFF_CLAIMS } });
  supabase = createClient<Database>(BASE, 'key', {
    global: {
      fetch: async (input, init) => {
        last = await handle(new Request(input, init));
        return last.clone();
      },
    },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  for (const name of ['Alpha Cafe', 'Beta Salon', 'Gamma Dental']) {
    const { error } = await supabase.from('custom_builder_leads').insert(lead(name));
    expect(error).toBeNull();
  }
});
afterAll(() => db.close());

const lead = (businessName: string) => ({
  id: crypto.randomUUID(),
  business_name: businessName,
  business_type: 'restaurant',
  goals: ['leads'],
  current_challenges: ['time'],
  website_url: null,
  email: 'owner@bistro.example.com',
});

/** PostgREST's error body: exactly these four keys. */
const isPostgrestError = (body: unknown, code: string) => {
  expect(Object.keys(body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect((body as { code: string }).code).toBe(code);
};

describe('the request shapes the app sends', () => {
  it('insert without a read back: 201, no body (create-lead, contact form)', async () => {
    const { error, status, data } = await supabase.from('custom_builder_leads').insert(lead('Delta Gym'));
    expect({ error, status, data }).toEqual({ error: null, status: 201, data: null });
    expect(await last.text()).toBe('');
  });

  it('insert then .select(columns).single(): 201 and one object (save-widget)', async () => {
    const { data, status } = await supabase.from('custom_builder_leads').insert(lead('Echo Spa')).select('id, business_name').single();
    expect(status).toBe(201);
    expect(data).toEqual({ id: expect.any(String), business_name: 'Echo Spa' });
  });

  it('a counted page with eq, is null, or=(ilike), order and range: 206 and Content-Range offset-end/total (record-kind.ts getRecords)', async () => {
    const { data, count, status } = await supabase
      .from('custom_builder_leads')
      .select('*', { count: 'exact' })
      .eq('business_type', 'restaurant')
      .is('archived_at', null)
      .or('business_name.ilike.*a*,email.ilike.*nothing*')
      .order('business_name', { ascending: true })
      .order('id', { ascending: true })
      .range(1, 2);
    expect(status).toBe(206);
    expect(last.headers.get('Content-Range')).toBe(`1-2/${count}`);
    expect(data?.map((row) => row.business_name)).toEqual(['Beta Salon', 'Delta Gym']);
  });

  it('the whole result counted: 200 and Content-Range 0-(n-1)/n; head: no body, */n when empty', async () => {
    const all = await supabase.from('custom_builder_leads').select('id', { count: 'exact' }).not('archived_at', 'is', null);
    expect(all.status).toBe(200);
    expect(last.headers.get('Content-Range')).toBe('*/0');
    const head = await supabase.from('custom_builder_leads').select('*', { count: 'exact', head: true });
    expect(head.count).toBeGreaterThanOrEqual(5);
    expect(await last.text()).toBe('');
  });

  it('in=(...), limit, and .maybeSingle() with none and with one row (get-task-records, get-contact)', async () => {
    const ids = (await supabase.from('custom_builder_leads').select('id').limit(2)).data?.map((row) => row.id) ?? [];
    expect(ids).toHaveLength(2);
    const listed = await supabase.from('custom_builder_leads').select('id').in('id', ids);
    expect(listed.data?.map((row) => row.id).sort()).toEqual([...ids].sort());
    const none = await supabase.from('custom_builder_leads').select('id').eq('id', crypto.randomUUID()).maybeSingle();
    expect({ data: none.data, error: none.error }).toEqual({ data: null, error: null });
    const one = await supabase.from('custom_builder_leads').select('id').eq('id', ids[0]!).maybeSingle();
    expect(one.data).toEqual({ id: ids[0] });
  });

  it('.single() with more than one row: 406 PGRST116', async () => {
    const { error, status } = await supabase.from('custom_builder_leads').select('id').single();
    expect(status).toBe(406);
    isPostgrestError(await last.json(), 'PGRST116');
    expect(error?.code).toBe('PGRST116');
  });

  it('update and delete with count=exact: 204 and Content-Range */n (pipeline-rows)', async () => {
    const row = lead('Foxtrot Bakery');
    await supabase.from('custom_builder_leads').insert(row);
    const moved = await supabase.from('custom_builder_leads').update({ status: 'contacted' }, { count: 'exact' }).in('id', [row.id]);
    expect({ status: moved.status, count: moved.count }).toEqual({ status: 204, count: 1 });
    expect(last.headers.get('Content-Range')).toBe('*/1');
    const removed = await supabase.from('custom_builder_leads').delete({ count: 'exact' }).eq('id', row.id);
    expect({ status: removed.status, count: removed.count }).toEqual({ status: 204, count: 1 });
  });

  it('update then .select(columns): 200 and the changed rows (save-widget)', async () => {
    const row = lead('Golf Club');
    await supabase.from('custom_builder_leads').insert(row);
    const { data, status } = await supabase.from('custom_builder_leads').update({ status: 'won' }).eq('id', row.id).select('id, status');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: row.id, status: 'won' }]);
  });

  it('rpc: a set-returning function as rows, a scalar one as a value, an unknown one 404 PGRST202', async () => {
    const stats = await supabase.rpc('lead_stats');
    expect(stats.status).toBe(200);
    expect(Array.isArray(stats.data)).toBe(true);
    expect((await supabase.rpc('am_i_staff')).data).toBe(true);
    const missing = await supabase.rpc('no_such_function' as 'am_i_staff');
    expect(missing.status).toBe(404);
    isPostgrestError(await last.json(), 'PGRST202');
  });

  it('rpc with a JSON array for a uuid[] argument and Prefer: return=minimal (widget-views)', async () => {
    const response = await handle(
      new Request(`${BASE}/rest/v1/rpc/record_widget_views`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({ view_host: 'bistro.example', widget_ids: [crypto.randomUUID()] }),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('upsert on the primary key and on on_conflict, merging or ignoring duplicates: 201', async () => {
    const probes = supabase as unknown as SupabaseClient;
    const merged = await probes.from('contract_probes').upsert({ id: 1, slug: 'first', label: 'Merged' }).select('label');
    expect({ status: merged.status, data: merged.data }).toEqual({ status: 201, data: [{ label: 'Merged' }] });
    expect(last.headers.get('Content-Type')).toContain('application/json');
    const ignored = await probes.from('contract_probes').upsert({ id: 7, slug: 'first', label: 'Ignored' }, { onConflict: 'slug', ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    const onSlug = await probes.from('contract_probes').upsert({ id: 1, slug: 'first', label: 'By slug' }, { onConflict: 'slug' }).select('id, label');
    expect(onSlug.data).toEqual([{ id: 1, label: 'By slug' }]);
    expect((await db.query('select id, label from public.contract_probes order by id')).rows).toEqual([{ id: 1, label: 'By slug' }]);
  });
});

/** Requests PostgREST answers (or refuses) that the stand-in does not implement, and what each gets. */
const UNIMPLEMENTED: { name: string; path: string; init?: RequestInit; status: number; code: string }[] = [
  { name: 'an embedded resource in select', path: 'custom_builder_leads?select=id,contacts(*)', status: 400, code: 'PGRST127' },
  { name: 'a renamed column', path: 'custom_builder_leads?select=name:business_name', status: 400, code: 'PGRST127' },
  { name: 'a cast', path: 'custom_builder_leads?select=id::text', status: 400, code: 'PGRST127' },
  { name: 'a JSON path filter', path: 'custom_builder_leads?goals->>0=eq.leads', status: 400, code: 'PGRST127' },
  { name: 'an embedded filter', path: 'custom_builder_leads?contacts.id=eq.1', status: 400, code: 'PGRST127' },
  { name: 'the contains operator', path: 'custom_builder_leads?goals=cs.{leads}', status: 400, code: 'PGRST127' },
  { name: 'full-text search', path: 'custom_builder_leads?business_name=fts.cafe', status: 400, code: 'PGRST127' },
  { name: 'an any() modifier', path: 'custom_builder_leads?business_name=like(any).{a*,b*}', status: 400, code: 'PGRST127' },
  { name: 'an operator PostgREST does not have', path: 'custom_builder_leads?business_name=zz.1', status: 400, code: 'PGRST100' },
  { name: 'a JSON path in order', path: 'custom_builder_leads?order=goals->0', status: 400, code: 'PGRST127' },
  { name: 'a limited update', path: 'custom_builder_leads?id=eq.1&limit=1', init: { method: 'PATCH', body: '{"status":"new"}' }, status: 400, code: 'PGRST127' },
  { name: 'an ordered delete', path: 'custom_builder_leads?id=eq.1&order=id', init: { method: 'DELETE' }, status: 400, code: 'PGRST127' },
  { name: 'PUT', path: 'custom_builder_leads?id=eq.1', init: { method: 'PUT', body: '{}' }, status: 400, code: 'PGRST127' },
  { name: 'a method PostgREST does not have', path: 'custom_builder_leads', init: { method: 'PROPFIND' }, status: 405, code: 'PGRST117' },
  { name: 'PATCH on a function', path: 'rpc/am_i_staff', init: { method: 'PATCH', body: '{}' }, status: 405, code: 'PGRST101' },
  { name: 'filters on a function result', path: 'rpc/lead_stats?total=gt.0', init: { method: 'POST', body: '{}' }, status: 400, code: 'PGRST127' },
  { name: 'Prefer: count on a function', path: 'rpc/lead_stats', init: { method: 'POST', body: '{}', headers: { Prefer: 'count=exact' } }, status: 400, code: 'PGRST127' },
  { name: 'Prefer: return=headers-only', path: 'contract_probes', init: { method: 'POST', body: '{"id":2,"slug":"b","label":"B"}', headers: { Prefer: 'return=headers-only' } }, status: 400, code: 'PGRST127' },
  { name: 'Prefer: missing=default', path: 'contract_probes', init: { method: 'POST', body: '{"id":3,"slug":"c","label":"C"}', headers: { Prefer: 'missing=default' } }, status: 400, code: 'PGRST127' },
  { name: 'Prefer: tx=rollback', path: 'contract_probes', init: { method: 'POST', body: '{"id":4,"slug":"d","label":"D"}', headers: { Prefer: 'tx=rollback' } }, status: 400, code: 'PGRST127' },
  { name: 'Prefer: count=planned', path: 'custom_builder_leads', init: { headers: { Prefer: 'count=planned' } }, status: 400, code: 'PGRST127' },
  { name: 'an unknown preference with handling=strict', path: 'custom_builder_leads', init: { headers: { Prefer: 'handling=strict, shout=loud' } }, status: 400, code: 'PGRST122' },
  { name: 'CSV output', path: 'custom_builder_leads', init: { headers: { Accept: 'text/csv' } }, status: 400, code: 'PGRST127' },
  { name: 'a media type PostgREST does not have', path: 'custom_builder_leads', init: { headers: { Accept: 'image/png' } }, status: 406, code: 'PGRST107' },
  { name: 'a body that is not JSON', path: 'contract_probes', init: { method: 'POST', body: 'x', headers: { 'Content-Type': 'application/xml' } }, status: 415, code: 'PGRST107' },
  { name: 'another schema', path: 'custom_builder_leads', init: { headers: { 'Accept-Profile': 'private' } }, status: 406, code: 'PGRST106' },
  { name: 'a Range header that is not items', path: 'custom_builder_leads', init: { headers: { Range: 'bytes=0-10' } }, status: 416, code: 'PGRST103' },
];

describe('the request shapes the stand-in does not implement', () => {
  it.each(UNIMPLEMENTED)('answers $name with $status $code in PostgREST’s error form', async ({ path, init, status, code }) => {
    const headers = new Headers(init?.headers);
    if (init?.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const response = await handle(new Request(`${BASE}/rest/v1/${path}`, { ...init, headers }));
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    isPostgrestError(await response.json(), code);
  });

  it('ignores an unknown preference without handling=strict, as PostgREST does, and changed nothing on a refusal', async () => {
    const response = await handle(new Request(`${BASE}/rest/v1/custom_builder_leads?select=id&limit=1`, { headers: { Prefer: 'shout=loud' } }));
    expect(response.status).toBe(200);
    expect((await db.query('select id from public.contract_probes where id in (2, 3, 4)')).rows).toEqual([]);
  });
});
