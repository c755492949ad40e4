import type { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials';
import { serveFunction } from './support/deno-function';
import { servePostgrest } from './support/postgrest-server';

/**
 * supabase/functions/widget-views on a real Deno, counting through public.record_widget_views on a PostgREST
 * (the demo's stand-in, over PGlite with every migration) with the anon key, as on Supabase: the beacon the
 * loader sends once per page view, what it answers, what it counts, and what it passes on (never the
 * visitor's address).
 */
const OWNER = '0b0e0000-0000-4000-8000-000000000001';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the widget-views Edge Function on Deno', () => {
  let db: PGlite;
  let api: Awaited<ReturnType<typeof servePostgrest>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;
  let published: string;
  let another: string;
  let draftOnly: string;
  /** The headers of every request that reached PostgREST. */
  const forwarded: Record<string, string>[] = [];

  beforeAll(async () => {
    db = await createMigratedPglite();
    await db.exec(`
      insert into auth.users (id, email) values ('${OWNER}', 'owner@bistro.example');
      insert into private.widget_kind_schemas (kind, schema) values ('call-button', '{"type": "object"}')
        on conflict (kind) do update set schema = excluded.schema;
    `);
    const insert = async (publish: boolean) =>
      (
        await db.query<{ id: string }>(
          `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
             values ($1, 'call-button', 'Call', '{}', case when $2 then '{}'::jsonb end, case when $2 then now() end) returning id`,
          [OWNER, publish],
        )
      ).rows[0]!.id;
    published = await insert(true);
    another = await insert(true);
    draftOnly = await insert(false);

    api = await servePostgrest(db, (headers) =>
      forwarded.push(
        Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
      ),
    );
    fn = await serveFunction('widget-views', {
      SUPABASE_URL: api.url,
      SUPABASE_ANON_KEY: DEMO_ANON_KEY,
    });
  }, 180_000);
  afterAll(async () => {
    await fn?.stop();
    await api?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec('delete from public.widget_views');
    forwarded.length = 0;
  });

  /** A beacon as navigator.sendBeacon sends a string: a POST of text/plain. */
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(fn.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': BROWSER,
        Origin: 'https://bistro.example',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  /** Today's views per widget and host, summed over shards. */
  const counts = async () =>
    Object.fromEntries(
      (
        await db.query<{ widget_id: string; host: string; views: string }>(
          `select widget_id, host, sum(views)::text as views from public.widget_views
            where day = (now() at time zone 'UTC')::date group by widget_id, host`,
        )
      ).rows.map((row) => [`${row.widget_id} ${row.host}`, Number(row.views)]),
    );

  it('answers 204 to a page view and counts each published widget on it once, on its host', async () => {
    const response = await beacon({
      h: 'Bistro.Example.',
      w: [published, another, published.toUpperCase(), draftOnly, UNKNOWN],
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await beacon({ h: 'bistro.example', w: [published] })).status).toBe(204);
    expect(await counts()).toEqual({ [`${published} bistro.example`]: 2, [`${another} bistro.example`]: 1 });
  });

  it('answers unknown and unpublished ids exactly as it answers published ones', async () => {
    const answers = await Promise.all(
      [[published], [draftOnly], [UNKNOWN], []].map((w) => beacon({ h: 'bistro.example', w })),
    );
    const shapes = await Promise.all(
      answers.map(async (r) => ({
        status: r.status,
        body: await r.text(),
        type: r.headers.get('content-type'),
      })),
    );
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    expect(await counts()).toEqual({ [`${published} bistro.example`]: 1 });
  });

  it("never passes the visitor's address, cookies or user agent on to the database", async () => {
    await beacon(
      { h: 'bistro.example', w: [published] },
      { 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.7', Cookie: 'visitor=abc123' },
    );
    expect(forwarded).toHaveLength(1);
    const sent = JSON.stringify(forwarded[0]);
    for (const secret of ['203.0.113.7', 'visitor=abc123', 'Chrome/131']) expect(sent).not.toContain(secret);
  });

  it("leaves crawlers' views out, with the same 204, but counts headless Chrome (browser tests)", async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    ]) {
      expect(
        (await beacon({ h: 'bistro.example', w: [published] }, { 'User-Agent': agent })).status,
        agent,
      ).toBe(204);
    }
    expect(await counts()).toEqual({});
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
    expect((await beacon({ h: 'bistro.example', w: [published] }, { 'User-Agent': headless })).status).toBe(
      204,
    );
    expect(await counts()).toEqual({ [`${published} bistro.example`]: 1 });
  });

  it('answers 400 to a malformed beacon and 413 to an oversized one, counting nothing', async () => {
    const malformed: unknown[] = [
      'not json',
      '',
      'null',
      [published],
      { w: [published] },
      { h: 'bistro.example' },
      { h: 'bistro.example', w: published },
      { h: 'bistro.example', w: ['not-a-uuid'] },
      { h: 'bistro.example', w: [42] },
      { h: 'bistro.example', w: Array.from({ length: 21 }, () => published) },
      { h: '', w: [published] },
      { h: 'bistro example', w: [published] },
      { h: 'bistro.example:8080', w: [published] },
      { h: `${'a'.repeat(64)}.example`, w: [published] },
      { h: `${'abc.'.repeat(64)}com`, w: [published] },
      { h: 42, w: [published] },
    ];
    for (const body of malformed) {
      const response = await beacon(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_beacon' });
    }
    const large = await beacon({ h: 'bistro.example', w: [published], pad: 'x'.repeat(5000) });
    expect(large.status).toBe(413);
    await large.body?.cancel();
    expect(await counts()).toEqual({});
    expect(forwarded).toHaveLength(0);
  });

  it('takes 20 ids and a 253-character host, and answers a preflight', async () => {
    const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(host).toHaveLength(253);
    const ids = [
      published,
      ...Array.from({ length: 19 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
    ];
    expect((await beacon({ h: host, w: ids })).status).toBe(204);
    expect(await counts()).toEqual({ [`${published} ${host}`]: 1 });
    const preflight = await fetch(fn.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://bistro.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers 405 to any method but POST and OPTIONS', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(fn.url, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      await response.body?.cancel();
    }
  });
});
