// The one provider-specific part of payments-webhook: Stripe's signed events, verified with Stripe's own
// library on Web Crypto (Deno has no Node crypto HMAC in the edge runtime's fast path). Another provider
// is another module with the same verifyEvent shape.
import Stripe from 'npm:stripe@23.1.0';

/** A verified event, in the shape private.record_payment_event takes. */
export type VerifiedEvent = { id: string; type: string; created: number; object: unknown };
export type Verification = { event: VerifiedEvent } | { refused: string };

/** Stripe's own default: an event signed more than 5 minutes ago is refused (a replayed capture). */
export const TOLERANCE_SECONDS = 300;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

export async function verifyEvent(body: string, signature: string | null, secret: string): Promise<Verification> {
  if (!signature) return { refused: 'unsigned' };
  try {
    const event = await Stripe.webhooks.constructEventAsync(body, signature, secret, TOLERANCE_SECONDS, cryptoProvider);
    return { event: { id: event.id, type: event.type, created: event.created, object: event.data.object } };
  } catch (error) {
    // The library says why (no signature with the expected scheme, a mismatch, a timestamp outside the
    // tolerance); the answer to the caller stays generic.
    console.warn('payments-webhook: refused event:', error instanceof Error ? error.message : error);
    return { refused: 'invalid signature' };
  }
}
