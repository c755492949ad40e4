import { groupCheckoutLinks, resolveCheckoutLinks } from './checkout-settings';
import { env } from './env';

export type { BillingPeriod, PlanId } from './checkout-settings';

/**
 * Every hosted-checkout link in the product, from the deployment's settings (src/config/checkout-settings.ts;
 * one VITE_CHECKOUT_* name per link, .env.example). The demo opens its own test checkout instead. A
 * production build without real links refuses to build; here the same rule fails a dev server at once.
 */
export const CHECKOUT_LINKS = groupCheckoutLinks(resolveCheckoutLinks(import.meta.env, env.dataMode));

/** Attributes for any link that leaves the site for a checkout. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
