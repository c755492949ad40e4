import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postEndlessBody, serveFunction, tcpToUnixSocket } from './support/deno-function';
import { runPsql } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';

/**
 * The payments-webhook Edge Function on real Deno against a throwaway PostgreSQL 15 database with every
 * migration, connecting as the payments_webhook role. Events are signed by the stripe library's own test
 * helper, so the signature scheme is Stripe's, not a copy of it.
 */
const SECRET = 'whsec_test_secret_for_the_payments_webhook';
const stripe = new Stripe('sk_test_unused');

describe('payments-webhook Edge Function on Deno and PostgreSQL 15', () => {
  const pg15 = inject('pg15');
  const database = `payments_${crypto.randomUUID().replace(/-/g, '')}`;
  let door: Awaited<ReturnType<typeof tcpToUnixSocket>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;

  const psql = (sql: string) => {
    if (!pg15) throw new Error('unreachable');
    return runPsql(pg15, database, sql);
  };
  const rows = async <T>(sql: string): Promise<T[]> =>
    JSON.parse((await psql(`select coalesce(json_agg(q), '[]') from (${sql}) q`)).trim());
  const counts = async () =>
    (await rows<{ purchases: number; outbox: number; events: number }>(
      `select (select count(*) from public.purchases)::int as purchases, (select count(*) from public.email_outbox)::int as outbox,
              (select count(*) from private.payment_events)::int as events`,
    ))[0]!;

  const completed = (reference: string | null, id = `evt_${crypto.randomUUID().replace(/-/g, '')}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_${crypto.randomUUID().replace(/-/g, '')}`,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          client_reference_id: reference,
          amount_total: 334800,
          currency: 'usd',
          customer: 'cus_test_1',
          subscription: `sub_test_${crypto.randomUUID().replace(/-/g, '')}`,
          customer_details: { email: 'maria@bellavista.example.com', name: 'Maria Rossi' },
          metadata: { plan: 'professional', billing_period: 'annual' },
        },
      },
    });
  const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  const post = (payload: string, signature?: string) =>
    fetch(fn.url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) }, body: payload });
  const newLead = async () => {
    const reference = crypto.randomUUID();
    const row = leadRow();
    await psql(`begin; set local role anon; ${insertLeadSql(row).replace(') values (', ', checkout_reference) values (').replace(/\)$/, `, '${reference}')`)}; commit;`);
    return { id: row.id, reference };
  };

  beforeAll(async () => {
    if (!pg15) throw new Error('These tests need PostgreSQL 15: run scripts/ensure-test-deps.sh (npm test does).');
    await runPsql(pg15, 'postgres', `create database ${database} template ${pg15.template};`);
    door = await tcpToUnixSocket(join(pg15.socketDir, `.s.PGSQL.${pg15.port}`));
    fn = await serveFunction('payments-webhook', {
      STRIPE_WEBHOOK_SECRET: SECRET,
      // Only the webhook's own role: the superuser URL Supabase also provides is deliberately absent.
      PAYMENTS_DB_URL: `postgres://payments_webhook@127.0.0.1:${door.port}/${database}`,
    });
  }, 180_000);

  afterAll(async () => {
    await fn?.stop();
    await door?.close();
    if (pg15) await runPsql(pg15, 'postgres', `drop database if exists ${database} with (force);`);
  });

  it('records a signed checkout: purchase, lead won, staff and welcome emails queued', async () => {
    const lead = await newLead();
    const payload = completed(lead.reference);
    const response = await post(payload, signed(payload));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: 'recorded' });
    expect(await rows(`select plan, billing_period, amount_minor, currency, status, lead_id, unknown_reference from public.purchases where lead_id = '${lead.id}'`)).toEqual([
      { plan: 'professional', billing_period: 'annual', amount_minor: 334800, currency: 'usd', status: 'active', lead_id: lead.id, unknown_reference: false },
    ]);
    expect(await rows(`select status from public.custom_builder_leads where id = '${lead.id}'`)).toEqual([{ status: 'won' }]);
    expect(
      await rows(`select kind, recipient from public.email_outbox where source_table = 'public.purchases' order by kind`),
    ).toEqual([
      { kind: 'staff_notification', recipient: 'team@localboost.example' },
      { kind: 'welcome', recipient: 'maria@bellavista.example.com' },
    ]);
  });

  it('refuses an unsigned event, a wrong signature and a stale one, and records nothing', async () => {
    const payload = completed((await newLead()).reference);
    const before = await counts();
    const stale = Math.floor(Date.now() / 1000) - 301;
    for (const signature of [undefined, signed(payload, { secret: 'whsec_someone_else' }), signed(payload, { timestamp: stale }), 't=1,v1=00']) {
      const response = await post(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: signature ? 'invalid signature' : 'unsigned' });
    }
    // A body changed after signing is a wrong signature too.
    const tampered = await post(payload.replace('334800', '1'), signed(payload));
    expect(tampered.status).toBe(400);
    await tampered.body?.cancel();
    expect(await counts()).toEqual(before);
  });

  it('refuses an oversized body as soon as it passes the limit, without waiting for its end (issue 43)', async () => {
    expect(await postEndlessBody(fn.url, 64 * 1024, 10)).toBe(413);
  }, 20_000);

  it('accepts an event signed 4 minutes ago (inside the 5-minute tolerance)', async () => {
    const payload = completed(null);
    const response = await post(payload, signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 240 }));
    expect(await response.json()).toEqual({ received: true, result: 'recorded' });
  });

  it('a replayed event changes nothing', async () => {
    const payload = completed((await newLead()).reference);
    const signature = signed(payload);
    await (await post(payload, signature)).body?.cancel();
    const before = await counts();
    const replay = await post(payload, signature);
    expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await counts()).toEqual(before);
  });

  it('records a purchase with an unknown reference and flags it for staff', async () => {
    const reference = crypto.randomUUID();
    const payload = completed(reference);
    expect(await (await post(payload, signed(payload))).json()).toEqual({ received: true, result: 'recorded' });
    expect(await rows(`select lead_id, unknown_reference from public.purchases where checkout_reference = '${reference}'`)).toEqual([
      { lead_id: null, unknown_reference: true },
    ]);
    expect(
      await rows(`select o.template ->> 'title' as title from public.email_outbox o join public.purchases p on p.id = o.source_id
                   where p.checkout_reference = '${reference}' and o.kind = 'staff_notification'`),
    ).toEqual([{ title: 'New purchase (unknown reference)' }]);
  });
});
