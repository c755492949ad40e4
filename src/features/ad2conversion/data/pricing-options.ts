export type PricingOptionId = 'monthly' | 'one-time';

export interface PricingOption {
  id: PricingOptionId;
  label: string;
  price: number;
  /** Shown after the price: "/mo" or "one-time". */
  period: string;
  /** The checkout button's label. */
  cta: string;
  terms: readonly string[];
}

const INCLUDED = [
  'Video ad scripting and production',
  'Ads targeted to customers near you',
  'AI follow-up by text and email',
  'Appointment booking into your calendar',
];

/** Both options check out through the one shared premium link. */
export const PRICING_OPTIONS: Readonly<Record<PricingOptionId, PricingOption>> = {
  monthly: {
    id: 'monthly',
    label: 'Monthly',
    price: 249,
    period: '/mo',
    cta: 'Start Monthly Plan',
    terms: [
      '2-month minimum, then cancel anytime',
      'No setup fees',
      ...INCLUDED,
      'Fresh ad creative every month',
    ],
  },
  'one-time': {
    id: 'one-time',
    label: 'One-Time Campaign',
    price: 299,
    period: 'one-time',
    cta: 'Buy One-Time Campaign',
    terms: ['One-time payment', 'No recurring charges', ...INCLUDED, 'One complete campaign'],
  },
};
