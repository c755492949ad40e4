import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials.ts';
import { OTP_LIMITS } from './email-otp.ts';
import { startTestBackend } from './testing/start-test-backend.ts';

/**
 * Widget owners sign in with an emailed one-time code (issue 42), as supabase-js's signInWithOtp and
 * verifyOtp talk to GoTrue; the code is read from the outbox, as /mailbox shows it. Then an owner's session
 * reads and writes only its own widgets through /rest/v1, and the browser suite's /__test/widgets stores
 * widgets through the same checks.
 */
const SCHEMA = { type: 'object', properties: { label: { type: 'string', maxLength: 40 } }, required: ['label'], additionalProperties: false };

describe('local backend: owner sign-in with an emailed code', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    t.backend.database.sql.query<T>(text, params).then((r) => r.rows);
  /** The newest code emailed to an address, as /mailbox shows it. */
  const codeFor = async (email: string) =>
    (
      await sql<{ code: string }>(
        `select template ->> 'code' as code from public.email_outbox where kind = 'sign_in_code' and recipient = $1 order by created_at desc limit 1`,
        [email],
      )
    )[0]?.code as string;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await startTestBackend({ testReset: true });
    await sql(`insert into private.widget_kind_schemas (kind, schema) values ('call-button', $1::jsonb)
                 on conflict (kind) do update set schema = excluded.schema`, [JSON.stringify(SCHEMA)]);
  }, 120_000);
  afterAll(() => t?.stop());
  beforeEach(() => sql(`delete from public.email_outbox where kind = 'sign_in_code'`));

  it('creates the owner, emails a 6-digit code, and signs in with it once, as a plain user', async () => {
    const owner = await t.client();
    const sent = await owner.auth.signInWithOtp({ email: 'Owner@Bistro.example', options: { shouldCreateUser: true } });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ user: null, session: null });

    const [job] = await sql<{ recipient: string; template: { code: string; expiresInMinutes: number }; status: string }>(
      `select recipient, template, status from public.email_outbox where kind = 'sign_in_code'`,
    );
    expect(job).toMatchObject({ recipient: 'owner@bistro.example', status: 'pending', template: { expiresInMinutes: 10 } });
    expect(job?.template.code).toMatch(/^[0-9]{6}$/);
    // Only a hash of the code is kept beside the email.
    const [stored] = await sql<{ code_hash: string }>(`select code_hash from auth.demo_otp_codes where email = 'owner@bistro.example'`);
    expect(stored?.code_hash).not.toContain(job?.template.code);

    const verified = await owner.auth.verifyOtp({ email: 'owner@bistro.example', token: job!.template.code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('owner@bistro.example');
    expect(verified.data.session?.access_token).toBeTruthy();
    expect((await owner.auth.getUser()).data.user?.id).toBe(verified.data.user?.id);
    expect((await owner.rpc('am_i_staff')).data).toBe(false);

    const reused = await (await t.client()).auth.verifyOtp({ email: 'owner@bistro.example', token: job!.template.code, type: 'email' });
    expect(reused.error).toMatchObject({ code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' });

    // A returning owner gets a new code for the same account.
    await sql(`delete from public.email_outbox where kind = 'sign_in_code'`);
    expect((await owner.auth.signInWithOtp({ email: 'owner@bistro.example' })).error).toBeNull();
    const again = await (await t.client()).auth.verifyOtp({ email: 'owner@bistro.example', token: await codeFor('owner@bistro.example'), type: 'email' });
    expect(again.data.user?.id).toBe(verified.data.user?.id);
  });

  it('sends one code per address a minute (429 over_email_send_rate_limit), and a bounded number an hour', async () => {
    const client = await t.client();
    expect((await client.auth.signInWithOtp({ email: 'busy@bistro.example' })).error).toBeNull();
    const second = await client.auth.signInWithOtp({ email: 'busy@bistro.example' });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await client.auth.signInWithOtp({ email: 'other@bistro.example' })).error).toBeNull();

    // The earlier sends, moved back beyond the minute but within the hour.
    for (let sent = 1; sent < OTP_LIMITS.perAddressPerHour; sent++) {
      await sql(`update public.email_outbox set created_at = created_at - interval '2 minutes' where kind = 'sign_in_code'`);
      expect((await client.auth.signInWithOtp({ email: 'busy@bistro.example' })).error, `send ${sent + 1}`).toBeNull();
    }
    await sql(`update public.email_outbox set created_at = created_at - interval '2 minutes' where kind = 'sign_in_code'`);
    const overHour = await client.auth.signInWithOtp({ email: 'busy@bistro.example' });
    expect(overHour.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
  });

  it('voids a code after five wrong tries, even for the right code after', async () => {
    const client = await t.client();
    await client.auth.signInWithOtp({ email: 'guess@bistro.example' });
    const code = await codeFor('guess@bistro.example');
    for (let attempt = 1; attempt <= OTP_LIMITS.maxAttempts; attempt++) {
      const wrong = await client.auth.verifyOtp({ email: 'guess@bistro.example', token: wrongCode(code), type: 'email' });
      expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await client.auth.verifyOtp({ email: 'guess@bistro.example', token: code, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(right.data.session).toBeNull();
  });

  it('accepts the right code after four wrong tries', async () => {
    const client = await t.client();
    await client.auth.signInWithOtp({ email: 'slow@bistro.example' });
    const code = await codeFor('slow@bistro.example');
    for (let attempt = 1; attempt < OTP_LIMITS.maxAttempts; attempt++) {
      await client.auth.verifyOtp({ email: 'slow@bistro.example', token: wrongCode(code), type: 'email' });
    }
    expect((await client.auth.verifyOtp({ email: 'slow@bistro.example', token: code, type: 'email' })).error).toBeNull();
  });

  it('refuses the right code once it has expired', async () => {
    const client = await t.client();
    await client.auth.signInWithOtp({ email: 'late@bistro.example' });
    const code = await codeFor('late@bistro.example');
    await sql(`update auth.demo_otp_codes set expires_at = now() - interval '1 second' where email = 'late@bistro.example'`);
    const expired = await client.auth.verifyOtp({ email: 'late@bistro.example', token: code, type: 'email' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect(expired.data.session).toBeNull();
  });

  it('refuses an unknown address when asked not to create users, and a malformed address', async () => {
    const client = await t.client();
    const unknown = await client.auth.signInWithOtp({ email: 'nobody@bistro.example', options: { shouldCreateUser: false } });
    expect(unknown.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    const malformed = await client.auth.signInWithOtp({ email: 'not an address' });
    expect(malformed.error).toMatchObject({ status: 400 });
    expect(await sql(`select 1 from public.email_outbox where kind = 'sign_in_code'`)).toEqual([]);
  });

  it("gives an owner's session its own widgets only, through /rest/v1", async () => {
    const signIn = async (email: string) => {
      const client = await t.client();
      await client.auth.signInWithOtp({ email });
      const { error } = await client.auth.verifyOtp({ email, token: await codeFor(email), type: 'email' });
      expect(error).toBeNull();
      return client;
    };
    const a = await signIn('a@owners.example');
    const b = await signIn('b@owners.example');
    const created = await a.from('widgets').insert({ kind: 'call-button', name: 'Call', draft: { label: 'Call us' } }).select('id').single();
    expect(created.error).toBeNull();
    const id = created.data!.id;
    expect((await b.from('widgets').insert({ kind: 'call-button', name: 'B', draft: { label: 'B' } })).error).toBeNull();

    expect((await a.from('widgets').select('id, name')).data).toEqual([{ id, name: 'Call' }]);
    expect((await b.from('widgets').select('id').eq('id', id)).data).toEqual([]);
    expect((await b.from('widgets').update({ name: 'taken' }).eq('id', id).select('id')).data).toEqual([]);
    expect((await b.rpc('publish_widget', { widget_id: id })).error).toMatchObject({ code: 'P0002' });

    const refused = await a.from('widgets').update({ draft: { label: 'x', onclick: 'alert(1)' } }).eq('id', id);
    expect(refused.error?.code).toBe('23514');
    expect((await a.rpc('publish_widget', { widget_id: id })).error).toBeNull();
    const anon = await t.client();
    expect((await anon.rpc('published_widget', { widget_id: id })).data).toMatchObject({ id, kind: 'call-button', settings: { label: 'Call us' } });
    expect((await anon.from('widgets').select('id')).error?.code).toBe('42501');
    expect((await a.rpc('unpublish_widget', { widget_id: id })).error).toBeNull();
    expect((await anon.rpc('published_widget', { widget_id: id })).data).toBeNull();
    expect((await a.from('widgets').delete().eq('id', id).select('id')).data).toEqual([{ id }]);
  });

  it('stores a widget for the browser suite through /__test/widgets, through the same schema check', async () => {
    const post = (body: unknown) =>
      fetch(`${t.url}/__test/widgets`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const stored = await post({ kind: 'call-button', settings: { label: 'Call now' }, ownerEmail: 'suite@owners.example' });
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    const anon = await t.client();
    expect((await anon.rpc('published_widget', { widget_id: id })).data).toMatchObject({ settings: { label: 'Call now' } });

    const draft = (await (await post({ kind: 'call-button', settings: { label: 'Draft' }, published: false })).json()) as { id: string };
    expect((await anon.rpc('published_widget', { widget_id: draft.id })).data).toBeNull();

    const refused = await post({ kind: 'call-button', settings: { label: 'x', href: 'javascript:alert(1)' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: '23514' });
    const [owner] = await sql<{ n: number }>(`select count(*)::integer as n from auth.users where email = 'suite@owners.example'`);
    expect(owner?.n).toBe(1);
  });

  it('has no /__test/widgets unless the test reset is on', async () => {
    const plain = await startTestBackend();
    try {
      const response = await fetch(`${plain.url}/__test/widgets`, { method: 'POST', body: '{}', headers: { apikey: DEMO_ANON_KEY } });
      expect(response.status).toBe(404);
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
