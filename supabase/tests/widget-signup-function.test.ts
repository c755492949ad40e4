import type { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials';
import { emailSignupDefinition } from '../../src/widgets/kinds/email-signup/definition';
import { serveFunction } from './support/deno-function';
import { servePostgrest } from './support/postgrest-server';

/**
 * supabase/functions/widget-signup on a real Deno, through the database's sign-up functions on a PostgREST
 * (the demo's stand-in, over PGlite with every migration) with the anon key: what the widget posts and
 * what the function answers, then the confirmation link's page (asks, then confirms on its button) and the
 * unsubscribe link's one-click POST.
 */
const OWNER = '0b0e0000-0000-4000-8000-0000000000e1';

describe('the widget-signup Edge Function on Deno', () => {
  let db: PGlite;
  let api: Awaited<ReturnType<typeof servePostgrest>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;
  let form: string;

  beforeAll(async () => {
    db = await createMigratedPglite();
    await db.exec(`insert into auth.users (id, email) values ('${OWNER}', 'owner@bakery.example');`);
    const settings = JSON.stringify(emailSignupDefinition.presets[0]!.settings);
    form = (
      await db.query<{ id: string }>(
        `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
           values ($1, 'email-signup', 'Bakery news', $2, $2, now()) returning id`,
        [OWNER, settings],
      )
    ).rows[0]!.id;
    api = await servePostgrest(db);
    fn = await serveFunction('widget-signup', { SUPABASE_URL: api.url, SUPABASE_ANON_KEY: DEMO_ANON_KEY });
  }, 180_000);
  afterAll(async () => {
    await fn?.stop();
    await api?.close();
    await db?.close();
  });
  beforeEach(() => db.exec('delete from public.email_signup_subscribers'));

  const post = (body: unknown) =>
    fetch(fn.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://bakery.example' },
      body: typeof body === 'string' ? body : JSON.stringify({ w: form, ...(body as object) }),
    });
  const signUp = { email: 'ana@example.com', hp: '', t: 5000 };
  const statuses = async () =>
    (await db.query<{ status: string }>('select status from public.email_signup_subscribers')).rows.map(
      (r) => r.status,
    );
  /** The token of the newest confirmation email's link. */
  const link = async (name: 'confirm' | 'unsubscribe') => {
    const { rows } = await db.query<{ url: string }>(
      `select template ->> '${name}Url' as url from public.email_outbox where kind = 'email_signup_confirm' order by created_at desc limit 1`,
    );
    return `${fn.url}?${name}=${new URL(rows[0]!.url).searchParams.get(name)}`;
  };

  it('stores a sign-up as pending and answers 200 to any origin; refusals get their own status', async () => {
    const response = await post(signUp);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await statuses()).toEqual(['pending']);
    const cases: Array<[unknown, number]> = [
      ['not json', 400],
      [{ ...signUp, email: 'nope' }, 400],
      [{ ...signUp, t: 1000 }, 400],
      [{ ...signUp, name: 'Ana' }, 400],
      [{ ...signUp, w: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ ...signUp, email: `${'x'.repeat(5000)}@example.com` }, 413],
    ];
    for (const [body, status] of cases)
      expect((await post(body)).status, JSON.stringify(body).slice(0, 60)).toBe(status);
    expect((await fetch(fn.url, { method: 'GET' })).status).toBe(405);
  });

  it('confirms only when the page’s button is pressed, and says so', async () => {
    await post(signUp);
    const confirm = await link('confirm');
    const page = await fetch(confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<form method="post"><button type="submit"');
    expect(await statuses()).toEqual(['pending']);
    const done = await fetch(confirm, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are subscribed');
    expect(await statuses()).toEqual(['confirmed']);
    expect((await fetch(`${fn.url}?confirm=${'0'.repeat(64)}`, { method: 'POST' })).status).toBe(404);
  });

  it('unsubscribes on the one-click POST of the unsubscribe link', async () => {
    await post(signUp);
    const response = await fetch(await link('unsubscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    expect(await statuses()).toEqual(['unsubscribed']);
    expect((await fetch(`${fn.url}?unsubscribe=not-a-token`)).status).toBe(404);
  });
});
