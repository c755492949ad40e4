import type { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials';
import { serveFunction } from './support/deno-function';
import { servePostgrest } from './support/postgrest-server';

/**
 * supabase/functions/widget-settings on a real Deno, reading public.published_widget through a PostgREST
 * (the demo's stand-in, over PGlite with every migration) with the anon key, as on Supabase: the answer an
 * installed widget's loader gets, its caching headers and its cross-origin headers.
 */
const OWNER = '0b0e0000-0000-4000-8000-000000000001';
const SETTINGS = { label: 'Call us', href: 'tel:+15550100123' };

describe('the widget-settings Edge Function on Deno', () => {
  let db: PGlite;
  let api: Awaited<ReturnType<typeof servePostgrest>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;
  let published: string;
  let draftOnly: string;
  let withHours: string;

  beforeAll(async () => {
    db = await createMigratedPglite();
    await db.exec(`
      insert into auth.users (id, email) values ('${OWNER}', 'owner@bistro.example');
      insert into private.widget_kind_schemas (kind, schema) values ('call-button', '{"type": "object"}')
        on conflict (kind) do update set schema = excluded.schema;
    `);
    const insert = async (publish: boolean, settings: object = SETTINGS) =>
      (
        await db.query<{ id: string }>(
          `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
             values ($1, 'call-button', 'Call', $2::jsonb, case when $3 then $2::jsonb end, case when $3 then now() end) returning id`,
          [OWNER, JSON.stringify(settings), publish],
        )
      ).rows[0]!.id;
    published = await insert(true);
    draftOnly = await insert(false);
    withHours = await insert(true, {
      ...SETTINGS,
      hours: { timeZone: 'America/New_York', intervals: [] },
      other: [{ timeZone: 'Not/AZone' }],
    });

    api = await servePostgrest(db);
    fn = await serveFunction('widget-settings', {
      SUPABASE_URL: api.url,
      SUPABASE_ANON_KEY: DEMO_ANON_KEY,
    });
  }, 180_000);
  afterAll(async () => {
    await fn?.stop();
    await api?.close();
    await db?.close();
  });

  const get = (query: string, init: RequestInit = {}) => fetch(`${fn.url}/?${query}`, init);

  it("answers a published widget's settings, cacheable for 60 s at a CDN and revalidated by browsers", async () => {
    const response = await get(`id=${published}`, { headers: { Origin: 'https://bistro.example' } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ id: published, kind: 'call-button', settings: SETTINGS, updatedAt: expect.stringMatching(/Z$/) });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('adds the UTC offsets, for the year ahead, of each time zone the settings name, so widgets never call Intl', async () => {
    const body = await (await get(`id=${withHours}`)).json();
    expect(Object.keys(body.zones)).toEqual(['America/New_York']);
    const { from, until, changes } = body.zones['America/New_York'];
    const day = 86_400_000;
    expect(from).toBe((Math.floor(Date.now() / day) - 1) * day);
    expect(until - from).toBe(400 * day);
    // New York is 5 or 4 hours behind UTC, and changes twice a year: 2 or 3 times in 400 days.
    const minutes = changes.map(([, offset]: [number, number]) => offset);
    expect([3, 4]).toContain(changes.length);
    minutes.forEach((offset: number, index: number) => {
      expect([-300, -240]).toContain(offset);
      if (index > 0) expect(offset).not.toBe(minutes[index - 1]);
    });
    expect(changes[0][0]).toBe(from);
  });

  it('answers 304 to a matching If-None-Match, and 200 with a new ETag once the widget is published again', async () => {
    const first = await get(`id=${published}`);
    const etag = first.headers.get('etag') as string;
    await first.body?.cancel();
    const again = await get(`id=${published}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    await db.query(`update public.widgets set published = $2::jsonb, published_at = now() where id = $1`, [
      published,
      JSON.stringify({ ...SETTINGS, label: 'Ring us' }),
    ]);
    const changed = await get(`id=${published}`, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json()).settings.label).toBe('Ring us');
  });

  it('answers 404 for a draft-only or unknown widget, 400 for a malformed id, 405 for other methods', async () => {
    for (const id of [draftOnly, '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(`id=${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'not_found' });
      expect(missing.headers.get('access-control-allow-origin')).toBe('*');
      expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    }
    for (const query of ['id=not-a-uuid', '', `id=${published}'--`]) {
      expect((await get(query)).status).toBe(400);
    }
    const post = await fetch(`${fn.url}/?id=${published}`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers a cross-origin preflight and HEAD', async () => {
    const preflight = await fetch(`${fn.url}/?id=${published}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://bistro.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    const head = await fetch(`${fn.url}/?id=${published}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^"/);
  });
});
