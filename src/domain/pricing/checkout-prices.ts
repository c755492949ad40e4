import type { CheckoutLinkId } from '@/config/checkout-settings';
import { annualTotals, PLANS, type Plan } from './plans';
import { PREMIUM_MONTHLY_PRICE } from './premium-price';

/**
 * What each checkout link sells and for how much, in minor units (cents): the site's own pages price it
 * so, the demo's test checkout charges exactly this and nothing else (local-backend/test-checkout.ts),
 * and the purchases migration's `private.plan_prices` holds the same figures to flag a paid amount that
 * differs (a test keeps the two in step).
 */
export type CheckoutPrice = {
  plan: 'starter' | 'professional' | 'enterprise' | 'premium' | 'migration';
  billingPeriod: 'monthly' | 'annual';
  amountMinor: number;
  currency: 'usd';
};

const cents = (dollars: number) => dollars * 100;
const planById = (id: Plan['id']) => PLANS.find((p) => p.id === id) as Plan;
const monthly = (id: Plan['id']): CheckoutPrice => ({
  plan: id,
  billingPeriod: 'monthly',
  amountMinor: cents(planById(id).monthlyPrice),
  currency: 'usd',
});
const annual = (id: Plan['id']): CheckoutPrice => ({
  plan: id,
  billingPeriod: 'annual',
  amountMinor: cents(annualTotals(planById(id).monthlyPrice).total),
  currency: 'usd',
});
// The migration notices move a site onto the Starter plan (their FAQ), filed as a migration.
const migration: CheckoutPrice = { ...monthly('starter'), plan: 'migration' };

export const CHECKOUT_PRICES: Record<CheckoutLinkId, CheckoutPrice> = {
  'starter-monthly': monthly('starter'),
  'starter-annual': annual('starter'),
  'professional-monthly': monthly('professional'),
  'professional-annual': annual('professional'),
  'enterprise-monthly': monthly('enterprise'),
  'enterprise-annual': annual('enterprise'),
  premium: { plan: 'premium', billingPeriod: 'monthly', amountMinor: cents(PREMIUM_MONTHLY_PRICE), currency: 'usd' },
  'captivaite-transition': migration,
  'transition-captivaite': migration,
};
