import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { demoRow, insertInquirySql } from './support/inquiry-rows';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';
import { literal } from './support/sql-literal';

/**
 * Purchases (20261127000200_purchases.sql) on each real engine: who may read and write them, what a
 * recorded checkout does (purchase, won lead, log entry, staff email, welcome email with a one-time
 * onboarding link), idempotency by event id, the unknown-reference flag, subscription events, and the
 * onboarding token (prefill, single use, expiry). The checkout reference's shape
 * (20261127000100_checkout_reference.sql) too.
 */
type Purchase = {
  id: string; plan: string | null; billing_period: string | null; amount_minor: number | null; currency: string | null;
  buyer_email: string | null; status: string; lead_table: string | null; lead_id: string | null; unknown_reference: boolean;
  provider_subscription_id: string | null;
};

const session = (overrides: Record<string, unknown> = {}) => ({
  id: `cs_test_${crypto.randomUUID().replace(/-/g, '')}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  amount_total: 334800,
  currency: 'usd',
  customer: 'cus_test_1',
  subscription: `sub_test_${crypto.randomUUID().replace(/-/g, '')}`,
  customer_details: { email: 'maria@bellavista.example.com', name: 'Maria Rossi' },
  metadata: { plan: 'professional', billing_period: 'annual' },
  ...overrides,
});

const recordSql = (eventId: string, type: string, object: unknown, created = Math.floor(Date.now() / 1000)) =>
  `select private.record_payment_event(${literal(eventId)}, ${literal(type)}, ${created}, ${literal(JSON.stringify(object))}::jsonb) as result`;

describe.each(engineFactories())('purchases on $name', (factory) => {
  let db: DbEngine;
  const record = async (eventId: string, type: string, object: unknown, created?: number) =>
    (await db.rows<{ result: string }>(ACTORS.payments, recordSql(eventId, type, object, created)))[0]!.result;
  const purchases = (where = 'true') =>
    db.rows<Purchase>(ACTORS.staff, `select * from public.purchases where ${where} order by created_at`);
  const outbox = (purchaseId: string) =>
    db.rows<{ kind: string; recipient: string; template: Record<string, string> }>(
      ACTORS.staff, `select kind, recipient, template from public.email_outbox where source_id = '${purchaseId}' order by kind`);
  const newLead = async (reference = crypto.randomUUID()) => {
    const row = leadRow({ email: `owner-${reference.slice(0, 8)}@bellavista.example.com` });
    await db.exec(ACTORS.service, insertLeadSql(row).replace(') values (', ', checkout_reference) values (').replace(/\)$/, `, '${reference}')`));
    return { id: row.id, reference };
  };
  const tokenOf = (template: Record<string, string>) => new URL(template.onboardingUrl!).searchParams.get('token')!;
  const prefill = async (actor: TestActor, token: string) =>
    (await db.rows<{ state: string; full_name: string | null; email: string | null; domain_name: string | null }>(
      actor, `select * from public.onboarding_prefill(${literal(token)})`))[0]!;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  describe('checkout reference on leads and enquiries', () => {
    it('a visitor stores a random reference with a lead or an enquiry', async () => {
      const lead = leadRow();
      const withReference = (sql: string, ref: string) => sql.replace(') values (', ', checkout_reference) values (').replace(/\)$/, `, '${ref}')`);
      await db.exec(ACTORS.anon, withReference(insertLeadSql(lead), crypto.randomUUID()));
      await db.exec(ACTORS.anon, withReference(insertInquirySql(demoRow()), crypto.randomUUID()));
    });

    it('refuses a reference that is not a random UUID, that is the row id, or that another lead holds', async () => {
      const withReference = (row: ReturnType<typeof leadRow>, ref: string) =>
        insertLeadSql(row).replace(') values (', ', checkout_reference) values (').replace(/\)$/, `, '${ref}')`);
      await expect(db.exec(ACTORS.service, withReference(leadRow(), '00000000-0000-1000-8000-000000000001'))).rejects.toMatchObject({ code: '23514' });
      const row = leadRow();
      await expect(db.exec(ACTORS.service, withReference(row, row.id))).rejects.toMatchObject({ code: '23514' });
      const { reference } = await newLead();
      await expect(db.exec(ACTORS.service, withReference(leadRow(), reference))).rejects.toMatchObject({ code: '23505' });
    });
  });

  describe('who may touch purchases', () => {
    it('anon, a non-staff user and the service role read nothing; staff read', async () => {
      await record(`evt_${crypto.randomUUID()}`, 'checkout.session.completed', session({ client_reference_id: null }));
      await expect(db.rows(ACTORS.anon, 'select * from public.purchases')).rejects.toMatchObject({ code: '42501' });
      expect(await db.rows(ACTORS.member, 'select * from public.purchases')).toEqual([]);
      await expect(db.rows(ACTORS.service, 'select * from public.purchases')).rejects.toMatchObject({ code: '42501' });
      expect((await db.rows(ACTORS.staff, 'select * from public.purchases')).length).toBeGreaterThan(0);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in user', ACTORS.member],
      ['staff', ACTORS.staff],
      ['the sender role', ACTORS.sender],
    ] as const)('%s can neither write purchases nor call the recording function', async (_, actor) => {
      await expect(db.exec(actor, `insert into public.purchases (status) values ('paid')`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(actor, `update public.purchases set status = 'canceled'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(actor, `delete from public.purchases`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(actor, recordSql('evt_forged', 'checkout.session.completed', session()))).rejects.toMatchObject({ code: '42501' });
    });

    it('the webhook role may only record events: no table, no other function', async () => {
      await expect(db.rows(ACTORS.payments, 'select * from public.purchases')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.payments, 'select * from private.onboarding_tokens')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.payments, 'select * from public.custom_builder_leads')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.payments, 'select * from private.claim_email_jobs(1)')).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('a completed checkout', () => {
    it('records the purchase, wins the lead, logs it, emails staff and the buyer', async () => {
      const lead = await newLead();
      const checkout = session({ client_reference_id: lead.reference });
      expect(await record('evt_good_1', 'checkout.session.completed', checkout)).toBe('recorded');

      const [purchase] = await purchases(`provider_session_id = '${checkout.id}'`);
      expect(purchase).toMatchObject({
        plan: 'professional', billing_period: 'annual', amount_minor: 334800, currency: 'usd', status: 'active',
        buyer_email: 'maria@bellavista.example.com', lead_table: 'custom_builder_leads', lead_id: lead.id, unknown_reference: false,
      });
      const [won] = await db.rows<{ status: string }>(ACTORS.staff, `select status from public.custom_builder_leads where id = '${lead.id}'`);
      expect(won!.status).toBe('won');
      const log = await db.rows<{ action: string; details: Record<string, unknown> }>(
        ACTORS.staff, `select action, details from public.activity_log where row_id = '${lead.id}' and action <> 'owner_changed' order by action`);
      expect(log).toEqual([
        { action: 'purchase_recorded', details: { purchase_id: purchase!.id, plan: 'professional', billing_period: 'annual', amount: '3348.00 USD' } },
        { action: 'status_changed', details: { from: 'new', to: 'won' } },
      ]);
      const emails = await outbox(purchase!.id);
      expect(emails.map((e) => [e.kind, e.recipient])).toEqual([
        ['staff_notification', 'team@localboost.example'],
        ['welcome', 'maria@bellavista.example.com'],
      ]);
      expect(emails[0]!.template).toMatchObject({ event: 'purchase', title: 'New purchase' });
      expect(emails[1]!.template.onboardingUrl).toMatch(/^http:\/\/localhost:5173\/onboarding\?token=[0-9a-f]{64}$/);
    });

    it('a replayed event changes nothing', async () => {
      const lead = await newLead();
      const checkout = session({ client_reference_id: lead.reference });
      await record('evt_replay', 'checkout.session.completed', checkout);
      const before = await db.rows(ACTORS.staff, `select count(*)::int as n from public.email_outbox`);
      expect(await record('evt_replay', 'checkout.session.completed', { ...checkout, amount_total: 1 })).toBe('duplicate');
      // The same checkout under a new event id (the provider retried with another id) is not recorded twice either.
      expect(await record('evt_replay_2', 'checkout.session.completed', checkout)).toBe('recorded');
      expect(await db.rows(ACTORS.staff, `select count(*)::int as n from public.email_outbox`)).toEqual(before);
      expect((await purchases(`provider_session_id = '${checkout.id}'`)).map((p) => p.amount_minor)).toEqual([334800]);
    });

    it('an unknown reference is still recorded, flagged for staff', async () => {
      const checkout = session({ client_reference_id: crypto.randomUUID() });
      await record('evt_unknown', 'checkout.session.completed', checkout);
      const [purchase] = await purchases(`provider_session_id = '${checkout.id}'`);
      expect(purchase).toMatchObject({ lead_id: null, unknown_reference: true });
      const [staff] = await outbox(purchase!.id);
      expect(staff!.template).toMatchObject({ title: 'New purchase (unknown reference)' });
    });

    it('a one-time payment without a reference is paid, not flagged', async () => {
      const checkout = session({ mode: 'payment', subscription: null, metadata: { plan: 'premium' }, amount_total: 24900 });
      await record('evt_one_time', 'checkout.session.completed', checkout);
      expect((await purchases(`provider_session_id = '${checkout.id}'`))[0]).toMatchObject({
        status: 'paid', plan: 'premium', billing_period: 'one_time', unknown_reference: false, lead_id: null,
      });
    });
  });

  describe('subscription events', () => {
    it('follow the subscription, ignore an older event arriving late, and tell staff of a cancellation', async () => {
      const checkout = session();
      const now = Math.floor(Date.now() / 1000);
      await record('evt_sub_checkout', 'checkout.session.completed', checkout, now);
      const sub = checkout.subscription;
      expect(await record('evt_sub_paid', 'invoice.paid', { id: 'in_1', subscription: sub, amount_paid: 334800, currency: 'usd' }, now + 10)).toBe('recorded');
      await record('evt_sub_past_due', 'customer.subscription.updated', { id: sub, status: 'past_due' }, now + 20);
      await record('evt_sub_old', 'customer.subscription.updated', { id: sub, status: 'active' }, now + 15);
      expect((await purchases(`provider_subscription_id = '${sub}'`))[0]!.status).toBe('past_due');
      await record('evt_sub_deleted', 'customer.subscription.deleted', { id: sub, status: 'canceled' }, now + 30);
      const [purchase] = await purchases(`provider_subscription_id = '${sub}'`);
      expect(purchase!.status).toBe('canceled');
      expect((await outbox(purchase!.id)).map((e) => e.template.title)).toContain('Subscription cancelled');
    });

    it('an invoice before its checkout makes the row, and the checkout completes it', async () => {
      const lead = await newLead();
      const checkout = session({ client_reference_id: lead.reference });
      await record('evt_early_invoice', 'invoice.paid', {
        id: 'in_2', parent: { subscription_details: { subscription: checkout.subscription } }, amount_paid: 334800, currency: 'usd',
      });
      await record('evt_late_checkout', 'checkout.session.completed', checkout);
      expect(await purchases(`provider_subscription_id = '${checkout.subscription}'`)).toEqual([
        expect.objectContaining({ plan: 'professional', lead_id: lead.id, status: 'active' }),
      ]);
    });

    it('ignores other event types', async () => {
      expect(await record('evt_other', 'payment_intent.created', { id: 'pi_1' })).toBe('ignored');
    });
  });

  describe('the onboarding link', () => {
    const welcomeToken = async (overrides: Record<string, unknown> = {}) => {
      const lead = await newLead();
      const checkout = session({ client_reference_id: lead.reference, ...overrides });
      await record(`evt_${crypto.randomUUID()}`, 'checkout.session.completed', checkout);
      const [purchase] = await purchases(`provider_session_id = '${checkout.id}'`);
      const welcome = (await outbox(purchase!.id)).find((e) => e.kind === 'welcome')!;
      return { token: tokenOf(welcome.template), purchaseId: purchase!.id };
    };
    const submitSql = (token: string) =>
      insertOnboardingSql(onboardingRow()).replace(') values (', ', onboarding_token) values (').replace(/\)$/, `, ${literal(token)})`);

    it('prefills name, email and the lead website domain for anyone holding the token', async () => {
      const { token } = await welcomeToken();
      expect(await prefill(ACTORS.anon, token)).toEqual({
        state: 'valid', full_name: 'Maria Rossi', email: 'maria@bellavista.example.com', domain_name: 'bellavista.example.com',
      });
      expect(await prefill(ACTORS.anon, 'f'.repeat(64))).toEqual({ state: 'unknown', full_name: null, email: null, domain_name: null });
    });

    it('ties the submission to the purchase, once; the token is never stored', async () => {
      const { token, purchaseId } = await welcomeToken();
      await db.exec(ACTORS.anon, submitSql(token));
      await db.exec(ACTORS.anon, submitSql(token));
      const rows = await db.rows<{ purchase_id: string | null; onboarding_token: string | null }>(
        ACTORS.staff, `select purchase_id, onboarding_token from public.onboarding_submissions order by created_at desc limit 2`);
      expect(rows.map((r) => r.purchase_id).sort()).toEqual([purchaseId, null].sort());
      expect(rows.every((r) => r.onboarding_token === null)).toBe(true);
      expect(await prefill(ACTORS.anon, token)).toEqual({ state: 'used', full_name: null, email: null, domain_name: null });
    });

    it('a visitor cannot name a purchase directly', async () => {
      const { purchaseId } = await welcomeToken();
      const named = insertOnboardingSql(onboardingRow()).replace(') values (', ', purchase_id) values (').replace(/\)$/, `, '${purchaseId}')`);
      await expect(db.exec(ACTORS.anon, named)).rejects.toMatchObject({ code: '42501' });
    });

    it('expires after 14 days', async () => {
      const { token } = await welcomeToken();
      const tokenRow = `private.onboarding_tokens where token_hash = private.token_hash(${literal(token)})`;
      // The superuser's check: no API role may read the token table.
      await db.admin(`do $$ begin
        if (select expires_at - created_at from ${tokenRow}) <> interval '14 days' then raise exception 'not 14 days'; end if;
      end $$;`);
      await db.admin(`update ${tokenRow.replace(' where ', ' set expires_at = now() - interval \'1 second\' where ')};`);
      expect((await prefill(ACTORS.anon, token)).state).toBe('expired');
      await db.exec(ACTORS.anon, submitSql(token));
      const [latest] = await db.rows<{ purchase_id: string | null }>(
        ACTORS.staff, `select purchase_id from public.onboarding_submissions order by created_at desc limit 1`);
      expect(latest!.purchase_id).toBeNull();
    });
  });
});
