import type { BillingPeriod, PlanId } from '@/config/checkout-settings';

export type { BillingPeriod, PlanId };

/** Spec section 3 "Plan": the price shown is derived from `monthlyPrice` and the billing period. */
export type Plan = {
  id: PlanId;
  name: string;
  monthlyPrice: number;
  description: string;
  features: readonly string[];
  popular: boolean;
  cta: string;
};

export type ElitePlan = Omit<Plan, 'id' | 'popular'>;

/** The billing periods, in the toggle's order (monthly is the default). */
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/** The billing toggle's name on the page: what differs per period is marked for it (decision 043). */
export const BILLING_CHOICE = 'billing';

/** Annual billing is 20% off: the monthly price times 0.8, rounded to whole dollars. */
export const ANNUAL_DISCOUNT_PERCENT = 20;
const ANNUAL_FACTOR = 1 - ANNUAL_DISCOUNT_PERCENT / 100;

export const TRIAL_DAYS = 14;

/** The per-month price for a billing period; annual prices are never typed, only computed. */
export function monthlyRate(monthlyPrice: number, billing: BillingPeriod) {
  return billing === 'annual' ? Math.round(monthlyPrice * ANNUAL_FACTOR) : monthlyPrice;
}

/** What an annual subscriber pays up front for twelve months, and what that saves over monthly billing. */
export function annualTotals(monthlyPrice: number) {
  const perMonth = monthlyRate(monthlyPrice, 'annual');
  return { total: perMonth * 12, savings: (monthlyPrice - perMonth) * 12 };
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 99,
    description: 'Everything a single location needs to start winning more local customers.',
    features: [
      'Up to 5 ready-made tools',
      'Basic automation',
      'Email support',
      'Monthly analytics',
      'Marketing expert analysis',
    ],
    popular: false,
    cta: 'Start Free Trial',
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 349,
    description: 'For growing businesses that want automation, testing and premium AI working for them.',
    features: [
      'Up to 10 ready-made tools',
      'Up to 2 premium tools',
      'Advanced automation',
      'Priority support',
      'Real-time analytics',
      'Custom integrations',
      'A/B testing',
      'Team collaboration',
      'Expert analysis',
    ],
    popular: true,
    cta: 'Start Free Trial',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 749,
    description:
      'For multi-location brands that need custom tools, a dedicated manager and round-the-clock support.',
    features: [
      'Up to 15 ready-made tools',
      'Up to 3 premium tools',
      'Custom tool development',
      'Dedicated account manager',
      'Advanced analytics',
      'White-label options',
      'API access',
      'Custom training',
      '24/7 support',
      'Expert analysis',
    ],
    popular: false,
    cta: 'Start Free Trial',
  },
];

export const ENTERPRISE_ELITE: ElitePlan = {
  name: 'Enterprise Elite',
  monthlyPrice: 10_000,
  description:
    'A dedicated growth team: unlimited tools, custom builds every month, and web apps made for you.',
  features: [
    'Unlimited ready-made tools',
    'Unlimited premium tools',
    '5 custom tool builds per month',
    'Web app development',
    'Dedicated success manager',
    'Priority support',
    'Early access to experimental tools',
  ],
  cta: 'Book Consultation',
};

export function findPlan(id: PlanId) {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}
