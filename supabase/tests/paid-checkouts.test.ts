import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PRICES } from '@/domain/pricing/checkout-prices';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { literal } from './support/sql-literal';

/**
 * Only a paid checkout is a sale (issue 43, item 3; 20261201000500_paid_checkouts.sql): an unpaid
 * session is recorded as waiting, and wins nothing until its delayed payment succeeds; a failed one tells
 * staff; an amount that is not the plan's price is flagged. On each real engine.
 */
const session = (overrides: Record<string, unknown> = {}) => ({
  id: `cs_test_${crypto.randomUUID().replace(/-/g, '')}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  amount_total: 718800,
  currency: 'usd',
  customer: 'cus_test_9',
  subscription: `sub_test_${crypto.randomUUID().replace(/-/g, '')}`,
  customer_details: { email: 'owner@bellavista.example.com', name: 'Maria Rossi' },
  metadata: { plan: 'enterprise', billing_period: 'annual' },
  ...overrides,
});

describe.each(engineFactories())('paid checkouts on $name', (factory) => {
  let db: DbEngine;
  const record = async (type: string, object: unknown) =>
    (await db.rows<{ result: string }>(ACTORS.payments,
      `select private.record_payment_event(${literal(`evt_${crypto.randomUUID()}`)}, ${literal(type)}, ${Math.floor(Date.now() / 1000)}, ${literal(JSON.stringify(object))}::jsonb) as result`))[0]!.result;
  const purchase = async (sessionId: string) =>
    (await db.rows<{ id: string; status: string; price_mismatch: boolean }>(
      ACTORS.staff, `select id, status, price_mismatch from public.purchases where provider_session_id = ${literal(sessionId)}`))[0]!;
  const outbox = (purchaseId: string) =>
    db.rows<{ kind: string; template: { title?: string; fields?: { name: string; value: string }[] } }>(
      ACTORS.staff, `select kind, template from public.email_outbox where source_id = '${purchaseId}' order by kind`);
  const leadStatus = async (id: string) =>
    (await db.rows<{ status: string }>(ACTORS.staff, `select status from public.custom_builder_leads where id = '${id}'`))[0]!.status;
  const newLead = async () => {
    const reference = crypto.randomUUID();
    const row = leadRow({ email: `owner-${reference.slice(0, 8)}@bellavista.example.com` });
    await db.exec(ACTORS.service, insertLeadSql(row).replace(') values (', ', checkout_reference) values (').replace(/\)$/, `, '${reference}')`));
    return { id: row.id, reference };
  };

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  it('an unpaid checkout for nothing is recorded as waiting: no won lead, no staff email, no welcome', async () => {
    const lead = await newLead();
    const checkout = session({ payment_status: 'unpaid', amount_total: 0, client_reference_id: lead.reference });
    expect(await record('checkout.session.completed', checkout)).toBe('recorded');
    const row = await purchase(checkout.id);
    expect(row.status).toBe('incomplete');
    expect(await leadStatus(lead.id)).toBe('new');
    expect(await outbox(row.id)).toEqual([]);
  });

  it('the delayed payment succeeding makes the sale, once', async () => {
    const lead = await newLead();
    const checkout = session({ payment_status: 'unpaid', client_reference_id: lead.reference });
    await record('checkout.session.completed', checkout);
    expect(await record('checkout.session.async_payment_succeeded', { ...checkout, payment_status: 'paid' })).toBe('recorded');
    await record('checkout.session.async_payment_succeeded', { ...checkout, payment_status: 'paid' });
    const row = await purchase(checkout.id);
    expect(row).toMatchObject({ status: 'active', price_mismatch: false });
    expect(await leadStatus(lead.id)).toBe('won');
    expect((await outbox(row.id)).map((e) => [e.kind, e.template.title])).toEqual([
      ['staff_notification', 'New purchase'],
      ['welcome', undefined],
    ]);
  });

  it('a settlement before its completed event makes the sale, and the late completed event changes nothing', async () => {
    const lead = await newLead();
    const checkout = session({ client_reference_id: lead.reference });
    await record('checkout.session.async_payment_succeeded', checkout);
    await record('checkout.session.completed', { ...checkout, payment_status: 'unpaid' });
    const row = await purchase(checkout.id);
    expect(row.status).toBe('active');
    expect((await outbox(row.id)).map((e) => e.kind)).toEqual(['staff_notification', 'welcome']);
  });

  it('the delayed payment failing marks the purchase unpaid and tells staff, without a welcome', async () => {
    const lead = await newLead();
    const checkout = session({ mode: 'payment', subscription: null, payment_status: 'unpaid', client_reference_id: lead.reference,
      metadata: { plan: 'premium', billing_period: 'monthly' }, amount_total: 24900 });
    await record('checkout.session.completed', checkout);
    await record('checkout.session.async_payment_failed', checkout);
    const row = await purchase(checkout.id);
    expect(row.status).toBe('unpaid');
    expect(await leadStatus(lead.id)).toBe('new');
    expect((await outbox(row.id)).map((e) => [e.kind, e.template.title])).toEqual([['staff_notification', 'Checkout payment failed']]);
  });

  it('a paid amount or currency that is not the plan price is flagged for staff', async () => {
    const cheap = session({ amount_total: 100 });
    await record('checkout.session.completed', cheap);
    const flagged = await purchase(cheap.id);
    expect(flagged.price_mismatch).toBe(true);
    const [staff] = await outbox(flagged.id);
    expect(staff!.template.title).toBe('New purchase (amount differs from the price)');
    expect(staff!.template.fields).toContainEqual({ name: 'price', value: 'Expected 7188.00 USD' });

    const euros = session({ currency: 'eur' });
    await record('checkout.session.completed', euros);
    expect((await purchase(euros.id)).price_mismatch).toBe(true);

    const right = session();
    await record('checkout.session.completed', right);
    expect(await purchase(right.id)).toMatchObject({ status: 'active', price_mismatch: false });
  });

  it('a trial needs no payment now: trialing, not flagged, and a sale', async () => {
    const trial = session({ payment_status: 'no_payment_required', amount_total: 0 });
    await record('checkout.session.completed', trial);
    const row = await purchase(trial.id);
    expect(row).toMatchObject({ status: 'trialing', price_mismatch: false });
    expect((await outbox(row.id)).map((e) => e.kind)).toEqual(['staff_notification', 'welcome']);
  });

  it('the database prices are the site prices', async () => {
    const site = [...new Set(Object.values(CHECKOUT_PRICES).map((p) => `('${p.plan}', '${p.billingPeriod}', ${p.amountMinor}, '${p.currency}')`))];
    await db.admin(`do $$ begin
      if exists ((select * from private.plan_prices except values ${site.join(', ')})
                 union all (values ${site.join(', ')} except select * from private.plan_prices)) then
        raise exception 'private.plan_prices differs from src/domain/pricing/checkout-prices.ts';
      end if;
    end $$;`);
  });
});
