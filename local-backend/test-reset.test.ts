import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import { leadBody, startTestBackend } from './testing/start-test-backend.ts';

/** The browser suite's reset (LOCAL_BACKEND_TEST_RESET=1 only): empties what was written, keeps the staff. */
describe('local backend: the test-only reset', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  let plain: Awaited<ReturnType<typeof startTestBackend>>;
  beforeAll(async () => {
    [t, plain] = await Promise.all([startTestBackend({ testReset: true }), startTestBackend()]);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    await plain?.stop();
  });

  const staffLeadCount = async (backend: typeof t) => {
    const staff = await backend.client();
    const { error } = await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(error).toBeNull();
    const { count } = await staff.from('custom_builder_leads').select('id', { count: 'exact', head: true });
    return count;
  };

  it('links the emails to the address the demo is served on (not supabase start’s), and keeps it through a reset', async () => {
    const linked = async () =>
      (await t.backend.database.sql.query<{ url: string }>('select unsubscribe_url as url from private.email_settings')).rows[0]?.url;
    await fetch(`${t.url}/rest/v1/`);
    expect(await linked()).toBe(`${t.url}/functions/v1/unsubscribe`);
    expect((await fetch(`${t.url}/__test/reset`, { method: 'POST', body: '{}' })).status).toBe(204);
    expect(await linked()).toBe(`${t.url}/functions/v1/unsubscribe`);
  });

  it('empties the leads (and their emails), keeps the demo staff account, and sets the limits asked for', async () => {
    expect((await (await t.client()).from('custom_builder_leads').insert(leadBody())).error).toBeNull();
    expect(await staffLeadCount(t)).toBe(1);

    const reset = await fetch(`${t.url}/__test/reset`, { method: 'POST', body: JSON.stringify({ limits: { insertsPerWindow: 1 } }) });
    expect(reset.status).toBe(204);
    expect(await staffLeadCount(t)).toBe(0);
    const { rows } = await t.backend.database.sql.query<{ n: number }>('select count(*)::int as n from public.email_outbox');
    expect(rows[0]?.n).toBe(0);

    // The number asked for applies at once: one insert, then 429.
    const anon = await t.client();
    expect((await anon.from('custom_builder_leads').insert(leadBody())).error).toBeNull();
    expect((await anon.from('custom_builder_leads').insert(leadBody())).status).toBe(429);
  });

  it('does not exist unless the backend was started with it', async () => {
    const reset = await fetch(`${plain.url}/__test/reset`, { method: 'POST' });
    expect(reset.status).toBe(404);
  });
});
