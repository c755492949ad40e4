import type { CheckoutLinkId } from '@/config/checkout-settings';
import { CHECKOUT_PRICES } from '@/domain/pricing/checkout-prices';
import { PLANS } from '@/domain/pricing/plans';
import { TestCheckoutPage, type CheckoutOffer } from '@/features/test-checkout/components/test-checkout-page';

const planName = (id: string) => PLANS.find((p) => p.id === id)?.name ?? id;
const offer = (link: CheckoutLinkId, title: string): CheckoutOffer => ({
  title,
  amountMinor: CHECKOUT_PRICES[link].amountMinor,
  period: CHECKOUT_PRICES[link].billingPeriod === 'annual' ? 'per year' : 'per month',
});
const planOffer = (link: CheckoutLinkId) =>
  offer(link, `${planName(CHECKOUT_PRICES[link].plan)} plan, ${CHECKOUT_PRICES[link].billingPeriod}`);

/** What each checkout link sells, priced as the site's own pages price it (and the test checkout charges). */
const OFFERS: Record<CheckoutLinkId, CheckoutOffer> = {
  'starter-monthly': planOffer('starter-monthly'),
  'starter-annual': planOffer('starter-annual'),
  'professional-monthly': planOffer('professional-monthly'),
  'professional-annual': planOffer('professional-annual'),
  'enterprise-monthly': planOffer('enterprise-monthly'),
  'enterprise-annual': planOffer('enterprise-annual'),
  premium: offer('premium', 'Premium tool'),
  'captivaite-transition': offer('captivaite-transition', 'Starter plan (site migration), monthly'),
  'transition-captivaite': offer('transition-captivaite', 'Starter plan (site migration), monthly'),
};

export default function Route() {
  return <TestCheckoutPage offers={OFFERS} />;
}
