/**
 * Every external hosted-checkout link in the product, in one place.
 *
 * OPERATOR: these are PLACEHOLDERS. Replace each URL with the real payment link from your payment
 * provider (for example Stripe Payment Links) before going live. Links open in a new tab with
 * rel="noopener noreferrer".
 */
export type PlanId = 'starter' | 'professional' | 'enterprise';
export type BillingPeriod = 'monthly' | 'annual';

const PLACEHOLDER = 'https://checkout.example.com/REPLACE-ME';

export const CHECKOUT_LINKS = {
  /** One link per subscription plan and billing period (pricing page). */
  plans: {
    starter: { monthly: `${PLACEHOLDER}/starter-monthly`, annual: `${PLACEHOLDER}/starter-annual` },
    professional: { monthly: `${PLACEHOLDER}/professional-monthly`, annual: `${PLACEHOLDER}/professional-annual` },
    enterprise: { monthly: `${PLACEHOLDER}/enterprise-monthly`, annual: `${PLACEHOLDER}/enterprise-annual` },
  } satisfies Record<PlanId, Record<BillingPeriod, string>>,
  /**
   * One shared payment link for every premium tool (249 dollars/month), the voice agent landing,
   * and both Ad2Conversion pricing options.
   */
  premium: `${PLACEHOLDER}/premium-tool`,
  /** Card-payment checkout for each previous-provider migration notice page (different link per page). */
  migration: {
    captivaiteTransition: `${PLACEHOLDER}/migration-a`,
    transitionCaptivaite: `${PLACEHOLDER}/migration-b`,
  },
} as const;

/** Attributes for any link that leaves the site for a checkout. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
