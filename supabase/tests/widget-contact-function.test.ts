import type { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials';
import { contactFormDefinition } from '../../src/widgets/kinds/contact-form/definition';
import { serveFunction } from './support/deno-function';
import { servePostgrest } from './support/postgrest-server';

/**
 * supabase/functions/widget-contact on a real Deno, through public.submit_contact_form on a PostgREST (the
 * demo's stand-in, over PGlite with every migration) with the anon key: what the contact form widget posts,
 * what the function answers for each of the database's verdicts, and what is stored.
 */
const OWNER = '0b0e0000-0000-4000-8000-0000000000c1';

describe('the widget-contact Edge Function on Deno', () => {
  let db: PGlite;
  let api: Awaited<ReturnType<typeof servePostgrest>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;
  let form: string;

  beforeAll(async () => {
    db = await createMigratedPglite();
    await db.exec(`insert into auth.users (id, email) values ('${OWNER}', 'owner@bakery.example');`);
    const settings = JSON.stringify(contactFormDefinition.presets[0]!.settings);
    form = (
      await db.query<{ id: string }>(
        `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
           values ($1, 'contact-form', 'Website form', $2, $2, now()) returning id`,
        [OWNER, settings],
      )
    ).rows[0]!.id;
    api = await servePostgrest(db);
    fn = await serveFunction('widget-contact', { SUPABASE_URL: api.url, SUPABASE_ANON_KEY: DEMO_ANON_KEY });
  }, 180_000);
  afterAll(async () => {
    await fn?.stop();
    await api?.close();
    await db?.close();
  });
  beforeEach(() => db.exec('delete from public.contact_form_submissions'));

  /** What the widget sends: text/plain JSON, no key. */
  const post = (body: unknown) =>
    fetch(fn.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://bakery.example' },
      body: typeof body === 'string' ? body : JSON.stringify({ w: form, ...(body as object) }),
    });
  const message = { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Hello', hp: '', t: 5000 };
  const stored = async () =>
    (await db.query<{ sender_name: string }>('select sender_name from public.contact_form_submissions')).rows;

  it('stores a message and answers 200 to any origin', async () => {
    const response = await post({ ...message, w: form.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored()).toEqual([{ sender_name: 'Ana' }]);
  });

  it("answers each of the database's refusals with its own status, and stores nothing", async () => {
    const cases: Array<[unknown, number]> = [
      ['not json', 400],
      [{ ...message, t: '5000' }, 400],
      [{ ...message, w: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ ...message, t: 1200 }, 400],
      [{ ...message, name: '' }, 400],
      [{ ...message, message: 'x'.repeat(4001) }, 400],
    ];
    for (const [body, status] of cases) expect((await post(body)).status, JSON.stringify(body).slice(0, 60)).toBe(status);
    expect(await stored()).toEqual([]);
    // A bot's honeypot: the same answer as a success, and nothing kept.
    expect((await post({ ...message, hp: 'https://spam.example' })).status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('answers 429 over the hourly limit', async () => {
    for (const index of [1, 2, 3]) expect((await post({ ...message, name: `Ana ${index}` })).status).toBe(200);
    expect((await post(message)).status).toBe(429);
  });

  it('answers 413 to a body over 32 KB and 405 to anything but POST', async () => {
    expect((await post({ ...message, message: 'x'.repeat(40_000) })).status).toBe(413);
    expect((await fetch(fn.url, { method: 'GET' })).status).toBe(405);
  });
});
