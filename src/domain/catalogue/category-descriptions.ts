import type { NicheCategory } from './tool-types';

/**
 * The line shown under the filters when a niche is selected. Ten niches have one (spec section 2);
 * Hospitality & Travel, Local Retail and E-commerce are broad enough that the tools speak for themselves.
 */
export const CATEGORY_DESCRIPTIONS: Partial<Record<NicheCategory, string>> = {
  Restaurants: 'Fill more tables: online menus, reservations, review requests and social feeds for restaurants.',
  'Medical Practices':
    'Keep your schedule full and patients informed with booking, reminders, reviews and HIPAA-conscious forms.',
  'Real Estate': 'Capture buyer and seller leads with listing showcases, valuation forms and instant follow-up.',
  'Coaches & Consultants': 'Book discovery calls, collect testimonials and turn visitors into paying clients.',
  'Fitness & Wellness': 'Fill classes and keep members coming back with schedules, trackers and social proof.',
  'Beauty & Spa Services': 'Let clients book 24/7, show off your work and reduce no-shows with reminders.',
  'Legal Services': 'Qualify enquiries, book consultations and build trust with reviews and clear practice pages.',
  'Professional Services': 'Win more clients with credibility widgets, lead forms and easy scheduling.',
  'Coffee Shops': 'Share your menu, run loyalty promos and get found by people nearby looking for coffee.',
  'Home Service': 'Get more quote requests and calls with click-to-call, service areas and review showcases.',
};

export function categoryDescription(category: string): string | undefined {
  return CATEGORY_DESCRIPTIONS[category as NicheCategory];
}
