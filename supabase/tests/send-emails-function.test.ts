import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { serveFunction, serveSendEmails, startResendStandIn, tcpToUnixSocket } from './support/deno-function';
import { runPsql } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';

/**
 * The send-emails Edge Function on real Deno (the `deno` npm package's binary) against a throwaway
 * PostgreSQL 15 database with every migration, sending through a local stand-in for the Resend API.
 */
const SERVICE_ROLE_KEY = 'service-role-key-for-tests';
const ANON_KEY = 'anon-key-for-tests';

describe('send-emails Edge Function on Deno and PostgreSQL 15', () => {
  const pg15 = inject('pg15');
  const database = `send_emails_${crypto.randomUUID().replace(/-/g, '')}`;
  let resend: Awaited<ReturnType<typeof startResendStandIn>>;
  let door: Awaited<ReturnType<typeof tcpToUnixSocket>>;
  let fn: Awaited<ReturnType<typeof serveSendEmails>>;
  let unsubscribe: Awaited<ReturnType<typeof serveFunction>>;

  const psql = (sql: string) => {
    if (!pg15) throw new Error('unreachable');
    return runPsql(pg15, database, sql);
  };
  /** What a visitor's submit does: the insert as anon, in its own transaction. */
  const asVisitor = (sql: string) => psql(`begin;\nset local role anon;\n${sql};\ncommit;`);
  const rows = async <T>(sql: string): Promise<T[]> =>
    JSON.parse((await psql(`select coalesce(json_agg(q), '[]') from (${sql}) q`)).trim());
  type Job = { id: string; kind: string; recipient: string; status: string; attempts: number; last_error: string | null; provider_id: string | null; sent_at: string | null; backoff_s: number };
  const jobs = (where = 'true') =>
    rows<Job>(`select *, round(extract(epoch from next_attempt_at - now()))::int as backoff_s
                 from public.email_outbox where ${where} order by created_at, (kind = 'toolkit') desc`);
  const unsuppressed = () => jobs(`status <> 'suppressed'`);

  beforeAll(async () => {
    if (!pg15) throw new Error('These tests need PostgreSQL 15: run scripts/ensure-test-deps.sh (npm test does).');
    await runPsql(pg15, 'postgres', `create database ${database} template ${pg15.template};`);
    door = await tcpToUnixSocket(join(pg15.socketDir, `.s.PGSQL.${pg15.port}`));
    resend = await startResendStandIn();
    fn = await serveSendEmails({
      // The superuser URL Supabase provides every function; the sender must not use it (issue 29).
      SUPABASE_DB_URL: `postgres://${pg15.user}@127.0.0.1:${door.port}/${database}`,
      EMAIL_SENDER_DB_URL: `postgres://email_sender@127.0.0.1:${door.port}/${database}`,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_ANON_KEY: ANON_KEY,
      RESEND_API_KEY: 're_test_key',
      EMAIL_FROM: 'LocalBoost <hello@mail.localboost.example>',
      RESEND_API_URL: resend.url,
      // Small batches, so overlapping runs each claim some of the jobs.
      EMAIL_BATCH_SIZE: '2',
    });
    unsubscribe = await serveFunction('unsubscribe', {
      EMAIL_SENDER_DB_URL: `postgres://email_sender@127.0.0.1:${door.port}/${database}`,
    });
  }, 180_000);

  afterAll(async () => {
    await fn?.stop();
    await unsubscribe?.stop();
    await resend?.close();
    await door?.close();
    if (pg15) await runPsql(pg15, 'postgres', `drop database if exists ${database} with (force);`);
  });

  beforeEach(async () => {
    resend.reset();
    await psql(`delete from public.email_outbox; delete from private.email_suppressions;
      update private.email_settings set toolkit_daily_cap = 3, max_attempts = 5;`);
  });

  // Issue 29 section 4: the public anon key is in every browser; with it, anyone could make the function
  // run (as the superuser). Only the service role key (or the function's own secret) may.
  it('answers 401 to the anon key, a wrong key or none, and claims no job; the service role key gets 200', async () => {
    await asVisitor(insertLeadSql(leadRow()));
    for (const key of [ANON_KEY, null, `${SERVICE_ROLE_KEY}x`, SERVICE_ROLE_KEY.slice(0, -1)]) {
      const response = await fn.post(key);
      expect(response.status).toBe(401);
      await response.body?.cancel();
    }
    expect((await jobs()).map((j) => [j.status, j.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(resend.requests).toEqual([]);
    const response = await fn.post(SERVICE_ROLE_KEY);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('works the queue as email_sender, not as the superuser', async () => {
    await psql(`update private.email_settings set toolkit_daily_cap = 0`);
    await asVisitor(insertLeadSql(leadRow()));
    await psql('create table public.sender_probe (who text);');
    try {
      // The probe records who runs the claim: a trigger can see the session user.
      await psql(`create function private.probe() returns trigger language plpgsql security definer set search_path = '' as $$
        begin insert into public.sender_probe values (session_user); return new; end $$;
        create trigger probe after update on public.email_outbox for each row execute function private.probe();`);
      expect(await fn.invoke()).toMatchObject({ sent: 1 });
      expect(await rows<{ who: string }>('select distinct who from public.sender_probe')).toEqual([{ who: 'email_sender' }]);
    } finally {
      await psql('drop trigger probe on public.email_outbox; drop function private.probe(); drop table public.sender_probe;');
    }
  });

  it("delivers a lead's toolkit email to the visitor and the notification to the agency", async () => {
    const lead = leadRow({ email: 'owner@bistro.example', business_name: 'Bistro <Uno>' });
    await asVisitor(insertLeadSql(lead));

    expect(await fn.invoke()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });

    const toolkit = resend.accepted.find((e) => e.body.to[0] === 'owner@bistro.example');
    const notification = resend.accepted.find((e) => e.body.to[0] === 'team@localboost.example');
    expect(toolkit?.body).toMatchObject({
      from: 'LocalBoost <hello@mail.localboost.example>',
      to: ['owner@bistro.example'],
      subject: 'Your LocalBoost marketing toolkit',
    });
    expect(toolkit?.body.html).toContain('Bistro &lt;Uno&gt;');
    expect(toolkit?.body.html).not.toContain('<Uno>');
    expect(toolkit?.body.text).toContain('Bistro <Uno>');
    expect(toolkit?.body.html).toMatch(/<a href="http:\/\/localhost:5173\//);
    expect(toolkit?.headers.authorization).toBe('Bearer re_test_key');

    expect(notification?.body).toMatchObject({ to: ['team@localboost.example'], subject: 'New lead: Bistro <Uno>' });
    expect(notification?.body.html).toContain('href="http://localhost:5173/leads-admin?q=owner%40bistro.example"');
    expect(notification?.body.text).toContain('Email: owner@bistro.example');

    const state = await jobs();
    const keys = resend.accepted.map((e) => e.headers['idempotency-key']).sort();
    expect(keys).toEqual(state.map((j) => `email-outbox/${j.id}`).sort());
    expect(state.map((j) => [j.status, j.attempts, j.last_error])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    // Each job records the id the email API gave its message.
    const sentIds = Object.fromEntries(resend.accepted.map((e, i) => [e.headers['idempotency-key'], `re_${i + 1}`]));
    expect(state.map((j) => j.provider_id)).toEqual(state.map((j) => sentIds[`email-outbox/${j.id}`]));
    expect(state.every((j) => j.sent_at)).toBe(true);
    // Nothing is due any more.
    expect(await fn.invoke()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(resend.requests).toHaveLength(2);
  });

  it('notifies the agency of an onboarding submission', async () => {
    await asVisitor(insertOnboardingSql(onboardingRow({ full_name: 'Maria Lopez' })));
    expect(await fn.invoke()).toMatchObject({ sent: 1 });
    expect(resend.accepted[0]?.body).toMatchObject({ to: ['team@localboost.example'], subject: 'New onboarding submission: Maria Lopez' });
  });

  it('also posts staff notifications to the chat webhook when one is configured, with visitor text inert', async () => {
    await psql(`update private.email_settings set webhook_url = '${resend.url}/webhook', toolkit_daily_cap = 0`);
    try {
      await asVisitor(insertLeadSql(leadRow({ business_name: 'Evil <https://evil.example|click me>' })));
      expect(await fn.invoke()).toMatchObject({ sent: 1 });
      expect(resend.webhooks).toEqual([
        {
          text:
            'New lead: Evil &lt;https://evil.example|click me&gt;\n' +
            '<http://localhost:5173/leads-admin?q=maria%40bellavista.example.com|Open it in the dashboard>',
        },
      ]);
    } finally {
      await psql('update private.email_settings set webhook_url = null');
    }
  });

  it('retries after a failure with backoff recorded, then sends', async () => {
    await psql('update private.email_settings set toolkit_daily_cap = 0');
    await asVisitor(insertLeadSql(leadRow()));
    resend.failNext(503);

    expect(await fn.invoke()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    let [job] = await unsuppressed();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('HTTP 503') });
    expect(job?.backoff_s).toBeGreaterThanOrEqual(50);
    expect(job?.backoff_s).toBeLessThanOrEqual(60);

    // Not due yet: a run now sends nothing.
    expect(await fn.invoke()).toMatchObject({ claimed: 0 });

    await psql(`update public.email_outbox set next_attempt_at = now()`);
    expect(await fn.invoke()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    [job] = await unsuppressed();
    expect(job).toMatchObject({ status: 'sent', attempts: 2 });
    expect(resend.requests).toHaveLength(2);
    expect(resend.accepted).toHaveLength(1);
    // Both attempts carried the same Idempotency-Key.
    expect(new Set(resend.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('marks a job failed when the email API refuses the message, and after the last attempt', async () => {
    await psql('update private.email_settings set toolkit_daily_cap = 0, max_attempts = 2');
    await asVisitor(insertLeadSql(leadRow()));
    await asVisitor(insertLeadSql(leadRow()));
    resend.failNext(422, 500);
    expect(await fn.invoke()).toEqual({ claimed: 2, sent: 0, retrying: 1, failed: 1 });
    await psql(`update public.email_outbox set next_attempt_at = now()`);
    resend.failNext(500);
    expect(await fn.invoke()).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 1 });
    const outcomes = (await unsuppressed()).map((j) => [j.status, j.attempts, j.last_error?.slice(0, 8)]);
    expect(outcomes.sort()).toEqual([
      ['failed', 1, 'HTTP 422'],
      ['failed', 2, 'HTTP 500'],
    ]);
  });

  it('sends each job once when two runs overlap', async () => {
    for (let i = 0; i < 4; i++) await asVisitor(insertLeadSql(leadRow({ email: `owner${i}@example.com` })));
    resend.state.delayMs = 300;
    const [a, b] = await Promise.all([fn.invoke(), fn.invoke()]);
    // Both runs really worked the queue at the same time...
    expect(a.claimed).toBeGreaterThan(0);
    expect(b.claimed).toBeGreaterThan(0);
    // ...and between them claimed and sent each job once.
    expect(a.claimed + b.claimed).toBe(8);
    expect(a.sent + b.sent).toBe(8);
    expect(resend.requests).toHaveLength(8);
    expect(new Set(resend.requests.map((r) => r.headers['idempotency-key'])).size).toBe(8);
    expect((await jobs()).every((j) => j.status === 'sent' && j.attempts === 1)).toBe(true);
  });

  it('sends an address at most 3 toolkit emails a day, however many leads name it', async () => {
    for (const email of ['target@victim.example', 'TARGET@victim.example', 'Target@Victim.Example', 'target@VICTIM.example', 'target@victim.example'])
      await asVisitor(insertLeadSql(leadRow({ email })));
    expect(await fn.invoke()).toMatchObject({ sent: 8 });
    const toVictim = resend.accepted.filter((e) => e.body.to[0]?.toLowerCase() === 'target@victim.example');
    expect(toVictim).toHaveLength(3);
    expect(resend.accepted.filter((e) => e.body.to[0] === 'team@localboost.example')).toHaveLength(5);
    const suppressed = (await jobs()).filter((j) => j.status === 'suppressed');
    expect(suppressed).toHaveLength(2);
    expect(suppressed.every((j) => j.attempts === 0)).toBe(true);
  });

  // Issue 29 section 2: every visitor email offers a one-click unsubscribe (RFC 8058), which the database
  // honours before queueing anything for that mailbox again.
  it('sends visitor emails with List-Unsubscribe headers and the link; one POST to it stops further emails', async () => {
    await psql(`update private.email_settings set unsubscribe_url = '${unsubscribe.url}/unsubscribe'`);
    await asVisitor(insertLeadSql(leadRow({ email: 'owner@bistro.example' })));
    expect(await fn.invoke()).toMatchObject({ sent: 2 });
    const toolkit = resend.accepted.find((e) => e.body.to[0] === 'owner@bistro.example')!;
    const link = /^<(http:\/\/[^>]+\/unsubscribe\?token=[0-9a-f]{64})>$/.exec(toolkit.body.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(link).toBeDefined();
    expect(toolkit.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(toolkit.body.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(toolkit.body.text).toContain(link);
    // Staff notifications go to the agency itself: no unsubscribe.
    expect(resend.accepted.find((e) => e.body.to[0] === 'team@localboost.example')?.body.headers).toBeUndefined();

    const target = link!.replace(/^http:\/\/[^/]+\/unsubscribe/, unsubscribe.url);
    // Opening the link (or a scanner following it) only shows the button.
    const shown = await fetch(target);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post">');
    await asVisitor(insertLeadSql(leadRow({ email: 'owner@bistro.example' })));
    expect((await jobs(`kind = 'toolkit'`)).map((j) => j.status)).toEqual(['sent', 'pending']);

    // The mail provider's one-click POST (RFC 8058): no key, just the form body.
    const done = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect((await jobs(`kind = 'toolkit'`)).map((j) => j.status)).toEqual(['sent', 'suppressed']);
    await asVisitor(insertLeadSql(leadRow({ email: 'Owner+again@bistro.example' })));
    resend.reset();
    expect(await fn.invoke()).toMatchObject({ sent: 2 });
    expect(resend.accepted.map((e) => e.body.to[0])).toEqual(['team@localboost.example', 'team@localboost.example']);

    for (const bad of [`${unsubscribe.url}?token=${'0'.repeat(64)}`, `${unsubscribe.url}?token=x'--`]) {
      const refused = await fetch(bad, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(refused.status).toBe(404);
      await refused.body?.cancel();
    }
  });

  it('does not send a toolkit email that lacks an unsubscribe link (queued before it existed)', async () => {
    await psql('update private.email_settings set toolkit_daily_cap = 3');
    await asVisitor(insertLeadSql(leadRow({ email: 'old@bistro.example' })));
    await psql(`update public.email_outbox set template = template - 'unsubscribeUrl' where kind = 'toolkit'`);
    expect(await fn.invoke()).toMatchObject({ sent: 1, failed: 1 });
    expect(resend.accepted.map((e) => e.body.to[0])).toEqual(['team@localboost.example']);
    expect((await jobs(`kind = 'toolkit'`))[0]?.last_error).toContain('without an unsubscribe link');
  });
});
