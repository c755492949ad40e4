import Stripe from 'stripe';
import { z } from 'zod';
import { CHECKOUT_LINK_IDS, type CheckoutLinkId } from '../src/config/checkout-settings.ts';
import { CHECKOUT_PRICES } from '../src/domain/pricing/checkout-prices.ts';
import type { SqlDatabase } from './sql-database.ts';
import { json } from './http-bridge.ts';

/*
 * POST /demo/v1/test-checkout: the demo's stand-in for the payment provider's "charge" step. The site's
 * test checkout page (/test-checkout) posts what is being bought; this turns it into a Stripe
 * checkout.session.completed event, signs it with the demo's own webhook secret using the stripe library
 * (the same scheme Stripe uses), and delivers it to the payments-webhook function, which verifies it like
 * any real event. The secret lives here, server-side: it never ships in the browser bundle. Demo only:
 * a Supabase project has no such route.
 */
export const DEMO_STRIPE_WEBHOOK_SECRET = 'whsec_localboost_demo_only_not_a_real_secret';

/**
 * Where each link's purchase is filed (the same metadata an operator gives each Payment Link, README,
 * "Payments") and what it costs: the site's own price (src/domain/pricing/checkout-prices.ts).
 */
function metadataFor(link: CheckoutLinkId): { plan: string; billing_period: string } {
  const price = CHECKOUT_PRICES[link];
  return { plan: price.plan, billing_period: price.billingPeriod };
}

const purchaseSchema = z.object({
  link: z.enum(CHECKOUT_LINK_IDS as [CheckoutLinkId, ...CheckoutLinkId[]]),
  amountMinor: z.number().int().min(0).max(100_000_000),
  currency: z.literal('usd'),
  email: z.string().trim().min(3).max(254),
  name: z.string().trim().max(200).optional(),
  reference: z.uuid().optional(),
});

/** A reference the site issued: one a builder lead or an enquiry in this database carries. */
async function isIssuedReference(sql: SqlDatabase, reference: string): Promise<boolean> {
  const { rows } = await sql.query(
    `select 1 from public.custom_builder_leads where checkout_reference = $1
     union all select 1 from public.visitor_inquiries where checkout_reference = $1 limit 1`,
    [reference],
  );
  return rows.length > 0;
}

export type DeliverEvent = (body: string, signature: string) => Promise<Response>;

/**
 * The test checkout charges only what the site sells: the link's own price (not an amount the caller
 * chose) and, when a reference comes, one the site issued (issue 43, item 9).
 */
export function createTestCheckoutHandler(deliver: DeliverEvent, sql: SqlDatabase) {
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return json(405, { message: 'Use POST' });
    const parsed = purchaseSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return json(400, { message: 'Not a test purchase', details: parsed.error.issues.map((i) => i.message) });
    const purchase = parsed.data;
    const price = CHECKOUT_PRICES[purchase.link];
    if (purchase.amountMinor !== price.amountMinor || purchase.currency !== price.currency) {
      return json(400, { message: 'Not this link\'s price', details: [`${purchase.link} costs ${price.amountMinor} ${price.currency}`] });
    }
    if (purchase.reference !== undefined && !(await isIssuedReference(sql, purchase.reference))) {
      return json(400, { message: 'Unknown checkout reference', details: ['The reference is not one this site issued'] });
    }
    const metadata = metadataFor(purchase.link);
    const suffix = crypto.randomUUID().replace(/-/g, '');
    const body = JSON.stringify({
      id: `evt_test_${suffix}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: `cs_test_${suffix}`,
          object: 'checkout.session',
          mode: metadata.billing_period === 'one_time' ? 'payment' : 'subscription',
          payment_status: 'paid',
          client_reference_id: purchase.reference || null,
          amount_total: purchase.amountMinor,
          currency: purchase.currency,
          customer: `cus_test_${suffix.slice(0, 14)}`,
          subscription: `sub_test_${suffix}`,
          customer_details: { email: purchase.email, name: purchase.name || null },
          metadata,
        },
      },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: DEMO_STRIPE_WEBHOOK_SECRET });
    const answer = await deliver(body, signature);
    return json(answer.ok ? 200 : 502, { delivered: answer.ok, webhook: await answer.json().catch(() => null) });
  };
}
