import type { CheckoutLinkId } from '@/config/checkout-settings';

/** The demo local backend's stand-in for the provider's charge step (local-backend/test-checkout.ts). */
export const TEST_CHECKOUT_ENDPOINT = '/demo/v1/test-checkout';

export type TestPurchase = {
  link: CheckoutLinkId;
  amountMinor: number;
  currency: 'usd';
  email: string;
  name?: string;
  reference?: string;
};

export class TestCheckoutUnavailableError extends Error {
  override name = 'TestCheckoutUnavailableError';
}

/**
 * "Pay (test)": the backend signs the event with the demo's webhook secret and delivers it to the
 * payments webhook, so the browser never holds the secret. Resolves once the webhook has recorded it.
 */
export async function payTestCheckout(purchase: TestPurchase): Promise<void> {
  let response: Response;
  try {
    response = await fetch(TEST_CHECKOUT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(purchase),
    });
  } catch {
    throw new TestCheckoutUnavailableError('The demo backend did not answer.');
  }
  const answer = (await response.json().catch(() => null)) as { delivered?: boolean } | null;
  if (!response.ok || !answer?.delivered) throw new TestCheckoutUnavailableError(`The demo backend answered ${response.status}.`);
}
