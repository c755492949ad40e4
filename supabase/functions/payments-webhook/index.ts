// Supabase Edge Function: records purchases from the payment provider's signed webhook events (issue 27;
// docs/decisions/023-checkout-and-payments.md). Public (verify_jwt = false in supabase/config.toml): the
// provider sends no Supabase key, so every event is verified by its signature instead, and unsigned,
// wrongly signed or stale events are refused. The database does the rest in one transaction
// (private.record_payment_event: idempotent by event id, so a replay changes nothing).
// Secrets: STRIPE_WEBHOOK_SECRET (the endpoint's signing secret, whsec_...), PAYMENTS_DB_URL (a login as
// the payments_webhook role, which may execute that one function and nothing else).
import postgres from 'npm:postgres@3.4.7';
import { readBoundedText } from '../_shared/bounded-body.ts';
import { verifyEvent } from './stripe-provider.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing secret ${name}`);
  return value;
}

const secret = required('STRIPE_WEBHOOK_SECRET');
// prepare: false so the same code works through Supabase's transaction pooler.
const sql = postgres(required('PAYMENTS_DB_URL'), { max: 2, prepare: false });

/** Events are a few KB; anything far larger is not one. */
const MAX_BODY_BYTES = 512 * 1024;

Deno.serve(async (request) => {
  if (request.method !== 'POST') return new Response('Use POST', { status: 405 });
  const body = await readBoundedText(request, MAX_BODY_BYTES);
  if (body === null) return Response.json({ error: 'too large' }, { status: 413 });
  const verified = await verifyEvent(body, request.headers.get('Stripe-Signature'), secret);
  if ('refused' in verified) return Response.json({ error: verified.refused }, { status: 400 });
  const { event } = verified;
  try {
    const [row] = await sql<{ result: string }[]>`
      select private.record_payment_event(${event.id}, ${event.type}, ${event.created}::bigint, ${sql.json(event.object as never)}::jsonb) as result`;
    return Response.json({ received: true, result: row?.result });
  } catch (error) {
    // A 500 makes the provider retry later; the event id keeps the retry from counting twice.
    console.error('payments-webhook: recording failed', error);
    return Response.json({ error: 'recording failed' }, { status: 500 });
  }
});
