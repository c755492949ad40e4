// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutReferenceFor, withBuyer } from './known-buyer';

const buyer = { reference: '3f2c8a1e-5b7d-4c9a-8e6f-1a2b3c4d5e6f', email: 'a&b@shop.example' };

describe('withBuyer', () => {
  it('adds the Payment Link parameters to an absolute link, encoded', () => {
    expect(withBuyer('https://buy.stripe.com/abc123', buyer)).toBe(
      'https://buy.stripe.com/abc123?client_reference_id=3f2c8a1e-5b7d-4c9a-8e6f-1a2b3c4d5e6f&prefilled_email=a%26b%40shop.example',
    );
  });

  it('keeps a site-relative link relative (the demo test checkout) and leaves links alone without a buyer', () => {
    expect(withBuyer('/test-checkout?link=premium', buyer)).toMatch(/^\/test-checkout\?link=premium&client_reference_id=/);
    expect(withBuyer('https://buy.stripe.com/abc123', undefined)).toBe('https://buy.stripe.com/abc123');
  });
});

describe('checkoutReferenceFor', () => {
  it('is a random v4 UUID, the same for a retried lead id and never the id itself', () => {
    const id = crypto.randomUUID();
    const reference = checkoutReferenceFor(id);
    expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(checkoutReferenceFor(id)).toBe(reference);
    expect(reference).not.toBe(id);
    expect(checkoutReferenceFor(crypto.randomUUID())).not.toBe(reference);
  });
});
