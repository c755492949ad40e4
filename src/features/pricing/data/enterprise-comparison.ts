import type { Testimonial } from '@/components/ui/testimonial-card';

export type TierId = 'enterprise' | 'elite';

/** Spec section 9 "Enterprise vs Elite": one row per feature. */
export const ENTERPRISE_COMPARISON_ROWS: readonly { feature: string; values: Record<TierId, string> }[] = [
  { feature: 'Ready-made tools', values: { enterprise: '15', elite: 'Unlimited' } },
  { feature: 'Premium tools', values: { enterprise: '3', elite: 'Unlimited' } },
  { feature: 'Custom builds per month', values: { enterprise: 'Limited', elite: '5 guaranteed' } },
  { feature: 'Web app development', values: { enterprise: 'Not included', elite: 'Included' } },
  { feature: 'Success manager', values: { enterprise: 'Shared', elite: 'Dedicated' } },
  { feature: 'Support response time', values: { enterprise: 'Under 4 hours', elite: 'Under 1 hour' } },
];

export const ELITE_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Moving up to Elite was the best decision we made this year. Our success manager shipped a custom catering portal in the first month, and online orders across our four locations are up by more than a third.',
    name: 'Maria Delgado',
    role: 'Owner, Casa Delgado Restaurant Group',
  },
  {
    quote:
      'We used to juggle three agencies. Now one team builds our tools, runs our AI receptionist and reports on every lead. Response times under an hour mean problems are fixed before patients notice.',
    name: 'Dr. Kevin Osei',
    role: 'Managing Partner, Brightside Dental Partners',
  },
];
