import { isInaccessible, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_LINKS } from '@/config/checkout-links';
import { renderRoute } from '@/testing/render-route';
import { PricingPage } from './pricing-page';

const card = (name: string) => screen.getByRole('article', { name });
/** The price a plan shows: each period's is in the page, the other one hidden by CSS (decision 044). */
const price = (name: string) => {
  const shown = within(card(name))
    .getAllByTestId('plan-price')
    .filter((element) => !isInaccessible(element));
  expect(shown).toHaveLength(1);
  return shown[0]!.textContent;
};

describe('Pricing page', () => {
  it('starts monthly and switches every price and checkout link to annual, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<PricingPage />, { path: '/pricing' });
    expect(['Starter', 'Professional', 'Enterprise', 'Enterprise Elite'].map(price)).toEqual([
      '$99',
      '$349',
      '$749',
      '$10,000',
    ]);

    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    expect(router.state.location.search).toBe('?billing=annual');
    expect(['Starter', 'Professional', 'Enterprise', 'Enterprise Elite'].map(price)).toEqual([
      '$79',
      '$279',
      '$599',
      '$8,000',
    ]);
    expect(within(card('Professional')).getByRole('link', { name: /Start Free Trial/ })).toHaveAttribute(
      'href',
      CHECKOUT_LINKS.plans.professional.annual,
    );

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(router.state.location.search).toBe('');
    expect(price('Starter')).toBe('$99');
  });

  it('reads ?billing=annual from a shared link', () => {
    renderRoute(<PricingPage />, { path: '/pricing', url: '/pricing?billing=annual' });
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(price('Enterprise')).toBe('$599');
  });

  it('treats an unknown billing value as monthly', () => {
    renderRoute(<PricingPage />, { path: '/pricing', url: '/pricing?billing=weekly' });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(price('Enterprise')).toBe('$749');
  });
});
