import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import { leadBody, startTestBackend } from './testing/start-test-backend.ts';

/**
 * The demo pays too (issue 27): the test checkout's "Pay (test)" posts to /demo/v1/test-checkout, which
 * signs a checkout.session.completed event server-side and delivers it to payments-webhook on Deno. The
 * whole loop runs: purchase, won lead, the staff email and the buyer's welcome sent by the schedule.
 */
describe('local backend: the test checkout', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  beforeAll(async () => {
    t = await startTestBackend({ functions: true, emailEveryMs: 300 });
  }, 180_000);
  afterAll(() => t?.stop());

  const pay = (body: unknown) =>
    fetch(`${t.url}/demo/v1/test-checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('records a signed test purchase for a known lead, wins it and sends both emails', async () => {
    const reference = crypto.randomUUID();
    const lead = leadBody({ email: 'buyer@bellavista.example.com', checkout_reference: reference });
    expect((await (await t.client()).from('custom_builder_leads').insert(lead)).error).toBeNull();

    const response = await pay({
      link: 'professional-annual', amountMinor: 334800, currency: 'usd',
      email: 'buyer@bellavista.example.com', name: 'Maria Rossi', reference,
    });
    expect(await response.json()).toEqual({ delivered: true, webhook: { received: true, result: 'recorded' } });

    const staff = await t.client();
    await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    const { data: purchases } = await staff.from('purchases').select('plan, billing_period, amount_minor, lead_id, unknown_reference');
    expect(purchases).toEqual([{ plan: 'professional', billing_period: 'annual', amount_minor: 334800, lead_id: lead.id, unknown_reference: false }]);
    const { data: leads } = await staff.from('custom_builder_leads').select('status').eq('id', lead.id);
    expect(leads).toEqual([{ status: 'won' }]);
    await expect
      .poll(
        async () => {
          const { data } = await staff.from('email_outbox').select('kind, status').eq('source_table', 'public.purchases').order('kind');
          return data;
        },
        { timeout: 120_000, interval: 250 },
      )
      .toEqual([
        { kind: 'staff_notification', status: 'sent' },
        { kind: 'welcome', status: 'sent' },
      ]);
  }, 180_000);

  it('charges only the link price and a reference the site issued (issue 43)', async () => {
    const reference = crypto.randomUUID();
    const buyer = { link: 'enterprise-annual', currency: 'usd', email: 'buyer@bellavista.example.com' };
    expect(await pay({ ...buyer, amountMinor: 0 })).toMatchObject({ status: 400 });
    expect(await pay({ ...buyer, amountMinor: 718800, reference })).toMatchObject({ status: 400 });
    expect(await pay({ ...buyer, amountMinor: 718800, reference: 'not-a-reference' })).toMatchObject({ status: 400 });
    const staff = await t.client();
    await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    const { data } = await staff.from('purchases').select('id').eq('plan', 'enterprise');
    expect(data).toEqual([]);
  }, 60_000);

  it('refuses what is not a test purchase, and the webhook itself refuses an unsigned event', async () => {
    expect((await pay({ link: 'no-such-plan', amountMinor: 1, currency: 'usd', email: 'a@b.example' })).status).toBe(400);
    const unsigned = await fetch(`${t.url}/functions/v1/payments-webhook`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: 'unsigned' });
  }, 60_000);
});
