import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_LINKS } from '@/config/checkout-links';
import { KNOWN_BUYER_KEY, rememberBuyer } from '@/lib/checkout/known-buyer';
import { renderRoute } from '@/testing/render-route';
import { PricingPage } from './pricing-page';

const REFERENCE = '3f2c8a1e-5b7d-4c9a-8e6f-1a2b3c4d5e6f';
const professionalLink = () =>
  within(screen.getByRole('article', { name: 'Professional' })).getByRole('link', {
    name: /Start Free Trial/,
  });

afterEach(() => localStorage.removeItem(KNOWN_BUYER_KEY));

describe('checkout links for a known buyer (issue 27)', () => {
  it('are the plain links for a visitor who sent nothing', () => {
    renderRoute(<PricingPage />, { path: '/pricing', url: '/pricing?billing=annual' });
    expect(professionalLink()).toHaveAttribute('href', CHECKOUT_LINKS.plans.professional.annual);
  });

  it('carry the reference and email once this browser has sent a lead, also when it happens on the page', () => {
    renderRoute(<PricingPage />, { path: '/pricing', url: '/pricing?billing=annual' });
    act(() => rememberBuyer({ reference: REFERENCE, email: 'maria+shop@bistro.example.com' }));
    const href = new URL(professionalLink().getAttribute('href') ?? '', 'http://site.test');
    expect(`${href.pathname}?link=${href.searchParams.get('link')}`).toBe(
      CHECKOUT_LINKS.plans.professional.annual,
    );
    expect(href.searchParams.get('client_reference_id')).toBe(REFERENCE);
    expect(href.searchParams.get('prefilled_email')).toBe('maria+shop@bistro.example.com');
  });

  it('ignore a stored value that is not a buyer (edited storage never reaches the link)', () => {
    localStorage.setItem(KNOWN_BUYER_KEY, JSON.stringify({ reference: '42', email: 'x@y.example' }));
    renderRoute(<PricingPage />, { path: '/pricing', url: '/pricing?billing=annual' });
    expect(professionalLink()).toHaveAttribute('href', CHECKOUT_LINKS.plans.professional.annual);
  });
});
