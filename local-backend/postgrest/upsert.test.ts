// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemaSources } from '../schema-sources';
import { createPostgrestHandler } from './handle-request';

/*
 * supabase-js's .upsert() against the demo's PostgREST, on a table of the test's own (the roles of the
 * Supabase bootstrap, no migrations): merge and ignore duplicates, on the primary key or on named unique
 * columns, as PostgREST answers them; row-level security still decides.
 */
let db: PGlite;
let client: SupabaseClient;
const URL_BASE = 'http://postgrest.invalid';

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(readSchemaSources().bootstrap);
  await db.exec(`
    create table public.probes (
      id integer primary key,
      slug text not null unique,
      label text not null,
      hits integer not null default 0
    );
    alter table public.probes enable row level security;
    create policy probes_all on public.probes for all to authenticated using (slug <> 'locked') with check (slug <> 'locked');
    grant select, insert, update on public.probes to authenticated;
    insert into public.probes (id, slug, label, hits) values (1, 'first', 'First', 5), (9, 'locked', 'Locked', 0);
  `);
  const handle = createPostgrestHandler({ database: db, actor: { role: 'authenticated', claims: { sub: 'probe' } } });
  client = createClient(URL_BASE, 'key', {
    global: { fetch: (input, init) => handle(new Request(input, init)) },
    auth: { persistSession: false, autoRefreshToken: false },
  });
});
afterAll(() => db.close());

const rows = async () =>
  (await db.query<{ id: number; slug: string; label: string; hits: number }>('select * from public.probes order by id')).rows;

describe("the demo PostgREST's upsert", () => {
  it('merges a row whose primary key exists and inserts one that does not', async () => {
    const result = await client
      .from('probes')
      .upsert([
        { id: 1, slug: 'first', label: 'First, renamed' },
        { id: 2, slug: 'second', label: 'Second' },
      ])
      .select('id, label, hits');
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(result.data).toEqual([
      { id: 1, label: 'First, renamed', hits: 5 },
      { id: 2, label: 'Second', hits: 0 },
    ]);
    expect((await rows()).find((row) => row.id === 1)).toEqual({ id: 1, slug: 'first', label: 'First, renamed', hits: 5 });
  });

  it('merges on the unique columns named by onConflict', async () => {
    const result = await client.from('probes').upsert({ id: 3, slug: 'second', label: 'Second, again' }, { onConflict: 'slug' });
    expect(result.error).toBeNull();
    // The conflicting row takes every column sent, its key included.
    expect((await rows()).filter((row) => row.slug === 'second')).toEqual([
      { id: 3, slug: 'second', label: 'Second, again', hits: 0 },
    ]);
  });

  it('leaves duplicates alone with ignoreDuplicates, and inserts the rest', async () => {
    const result = await client.from('probes').upsert(
      [
        { id: 1, slug: 'first', label: 'Ignored' },
        { id: 4, slug: 'fourth', label: 'Fourth' },
      ],
      { ignoreDuplicates: true },
    );
    expect(result.error).toBeNull();
    const all = await rows();
    expect(all.find((row) => row.id === 1)?.label).toBe('First, renamed');
    expect(all.find((row) => row.id === 4)?.label).toBe('Fourth');
  });

  it('is a 409 on a plain insert of a duplicate, and row-level security refuses a merge into a row it hides', async () => {
    const duplicate = await client.from('probes').insert({ id: 1, slug: 'first', label: 'Again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const locked = await client.from('probes').upsert({ id: 9, slug: 'locked', label: 'Taken over' });
    expect(locked.error).not.toBeNull();
    expect((await rows()).find((row) => row.id === 9)?.label).toBe('Locked');
  });

  it('refuses a column that is not in the table as a conflict target, with PostgREST’s error form', async () => {
    const result = await client.from('probes').upsert({ id: 5, slug: 'fifth', label: 'Fifth' }, { onConflict: 'nope' });
    expect(result.error?.code).toMatch(/^PGRST/);
    expect((await rows()).some((row) => row.id === 5)).toBe(false);
  });
});
