import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import { leadBody, startTestBackend } from './testing/start-test-backend.ts';

/**
 * The Edge Functions on real Deno against the backend's one database, over the wire protocol: the
 * schedule sends the outbox's emails through the stand-in without anyone calling the function.
 */
describe('local backend: Edge Functions and the email schedule', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  beforeAll(async () => {
    t = await startTestBackend({ functions: true, emailEveryMs: 300 });
  }, 180_000);
  afterAll(() => t?.stop());

  it('sends the emails of a lead sent as anon on its own, and /functions/v1 refuses calls without a key', async () => {
    const lead = leadBody({ email: 'scheduled@example.com' });
    expect((await (await t.client()).from('custom_builder_leads').insert(lead)).error).toBeNull();

    const staff = await t.client();
    await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    await expect
      .poll(
        async () => {
          const { data } = await staff.from('email_outbox').select('recipient, status').order('recipient');
          return data;
        },
        { timeout: 120_000, interval: 250 },
      )
      .toEqual(
        [
          { recipient: 'scheduled@example.com', status: 'sent' },
          { recipient: 'team@localboost.example', status: 'sent' },
          // The lead's owner, given it by the round robin (20261129000100_speed_to_lead.sql).
          { recipient: DEMO_STAFF.email, status: 'sent' },
        ].sort((a, b) => a.recipient.localeCompare(b.recipient)),
      );
    expect(t.backend.runtime?.mail.accepted()).toBe(3);

    const noKey = await fetch(`${t.url}/functions/v1/send-emails`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    const unknown = await fetch(`${t.url}/functions/v1/no-such-function`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY } });
    expect(unknown.status).toBe(404);
  }, 180_000);

  it('lets anyone reach the functions config.toml makes public (verify_jwt = false) without a key, as the gateway does', async () => {
    await t.backend.database.sql.query(
      `insert into private.widget_kind_schemas (kind, schema) values ('call-button', '{"type": "object"}')
         on conflict (kind) do update set schema = excluded.schema`,
    );
    const [owner] = (await t.backend.database.sql.query<{ id: string }>(`insert into auth.users (id, email) values (gen_random_uuid(), 'owner@functions.example') returning id`)).rows;
    const [widget] = (
      await t.backend.database.sql.query<{ id: string }>(
        `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
           values ($1, 'call-button', 'Call', '{"label": "Call"}', '{"label": "Call"}', now()) returning id`,
        [owner!.id],
      )
    ).rows;
    // The settings read, through the function's own PostgREST call with the anon key (SUPABASE_URL).
    const settings = await fetch(`${t.url}/functions/v1/widget-settings?id=${widget!.id}`);
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ id: widget!.id, kind: 'call-button', settings: { label: 'Call' } });
    expect(settings.headers.get('access-control-allow-origin')).toBe('*');
    // The one-click unsubscribe answers its page (the function's own, not the gateway's 401).
    const unsubscribe = await fetch(`${t.url}/functions/v1/unsubscribe?token=${'0'.repeat(64)}`);
    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.headers.get('content-type')).toMatch(/^text\/html/);
  }, 180_000);
});
