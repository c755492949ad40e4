// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemaSources } from '../schema-sources';
import { createPostgrestHandler } from './handle-request';

/*
 * supabase-js's .rpc() with array arguments against the demo's PostgREST: a JSON array reaches a uuid[] or
 * text[] parameter as that array (PostgREST converts arguments by their declared types), and other
 * arguments are passed as before.
 */
let db: PGlite;
let client: SupabaseClient;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(readSchemaSources().bootstrap);
  await db.exec(`
    create function public.describe_ids(label text, ids uuid[], tags text[] default '{}', extra jsonb default null)
      returns jsonb language sql as $$
        select jsonb_build_object('label', label, 'count', cardinality(ids), 'first', ids[1], 'tags', to_jsonb(tags), 'extra', extra)
      $$;
    grant execute on function public.describe_ids(text, uuid[], text[], jsonb) to anon;
  `);
  const handle = createPostgrestHandler({ database: db, actor: { role: 'anon', claims: { role: 'anon' } } });
  client = createClient('http://postgrest.invalid', 'key', {
    global: { fetch: (input, init) => handle(new Request(input, init)) },
    auth: { persistSession: false, autoRefreshToken: false },
  });
});
afterAll(() => db.close());

const ID = '0b0e0000-0000-4000-8000-000000000001';

describe("the demo PostgREST's rpc with array arguments", () => {
  it('passes JSON arrays to array parameters, with quotes and commas kept inside elements', async () => {
    const { data, error } = await client.rpc('describe_ids', {
      label: 'page',
      ids: [ID, '0b0e0000-0000-4000-8000-000000000002'],
      tags: ['a,b', 'say "hi"', '{x}'],
      extra: [1, 2],
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      label: 'page',
      count: 2,
      first: ID,
      tags: ['a,b', 'say "hi"', '{x}'],
      extra: [1, 2],
    });
  });

  it('takes an empty array, and an array literal string as before', async () => {
    expect((await client.rpc('describe_ids', { label: 'none', ids: [] })).data).toMatchObject({
      count: 0,
      tags: [],
    });
    expect((await client.rpc('describe_ids', { label: 'literal', ids: `{${ID}}` })).data).toMatchObject({
      count: 1,
      first: ID,
    });
  });

  it('refuses an element that is not of the declared type, as PostgREST does (22P02, 400)', async () => {
    const { error, status } = await client.rpc('describe_ids', { label: 'bad', ids: ['not-a-uuid'] });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
