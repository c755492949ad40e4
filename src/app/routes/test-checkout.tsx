import type { CheckoutLinkId } from '@/config/checkout-settings';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import { annualTotals, PLANS, type Plan } from '@/domain/pricing/plans';
import { TestCheckoutPage, type CheckoutOffer } from '@/features/test-checkout/components/test-checkout-page';

const cents = (dollars: number) => dollars * 100;
const monthly = (plan: Plan, title = `${plan.name} plan, monthly`): CheckoutOffer => ({
  title,
  amountMinor: cents(plan.monthlyPrice),
  period: 'per month',
});
const annual = (plan: Plan): CheckoutOffer => ({
  title: `${plan.name} plan, annual`,
  amountMinor: cents(annualTotals(plan.monthlyPrice).total),
  period: 'per year',
});
const plan = (id: Plan['id']) => PLANS.find((p) => p.id === id) as Plan;

/** What each checkout link sells, priced as the site's own pages price it. */
const OFFERS: Record<CheckoutLinkId, CheckoutOffer> = {
  'starter-monthly': monthly(plan('starter')),
  'starter-annual': annual(plan('starter')),
  'professional-monthly': monthly(plan('professional')),
  'professional-annual': annual(plan('professional')),
  'enterprise-monthly': monthly(plan('enterprise')),
  'enterprise-annual': annual(plan('enterprise')),
  premium: { title: 'Premium tool', amountMinor: cents(PREMIUM_MONTHLY_PRICE), period: 'per month' },
  // The migration notices move a site onto the Starter plan (their FAQ).
  'captivaite-transition': monthly(plan('starter'), 'Starter plan (site migration), monthly'),
  'transition-captivaite': monthly(plan('starter'), 'Starter plan (site migration), monthly'),
};

export default function Route() {
  return <TestCheckoutPage offers={OFFERS} />;
}
