import type { NicheSlug } from '@/config/paths';

/** Opening hours Monday to Sunday, as shown; `null` is a closed day. */
export type WeekHours = readonly [
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

const OFFICE: WeekHours = [
  '9 am – 5 pm',
  '9 am – 5 pm',
  '9 am – 5 pm',
  '9 am – 5 pm',
  '9 am – 4 pm',
  null,
  null,
];

/*
 * Each niche keeps the hours its kind of business really keeps (a trattoria opens for dinner, a coffee shop
 * at seven), so the hours preview reads true whichever niche is picked. The type makes a missing niche a
 * compile error.
 */
export const NICHE_HOURS: Record<NicheSlug, WeekHours> = {
  restaurants: [
    null,
    '5 pm – 10 pm',
    '5 pm – 10 pm',
    '5 pm – 10 pm',
    '5 pm – 11 pm',
    '12 pm – 11 pm',
    '12 pm – 9 pm',
  ],
  'medical-practices': [
    '8 am – 6 pm',
    '8 am – 6 pm',
    '8 am – 6 pm',
    '8 am – 6 pm',
    '8 am – 5 pm',
    '9 am – 12 pm',
    null,
  ],
  'real-estate': [
    '9 am – 6 pm',
    '9 am – 6 pm',
    '9 am – 6 pm',
    '9 am – 6 pm',
    '9 am – 6 pm',
    '10 am – 4 pm',
    '11 am – 2 pm',
  ],
  'coaches-consultants': [
    '8 am – 7 pm',
    '8 am – 7 pm',
    '8 am – 7 pm',
    '8 am – 7 pm',
    '8 am – 3 pm',
    null,
    null,
  ],
  'fitness-wellness': [
    '6 am – 9 pm',
    '6 am – 9 pm',
    '6 am – 9 pm',
    '6 am – 9 pm',
    '6 am – 8 pm',
    '8 am – 4 pm',
    '8 am – 2 pm',
  ],
  'beauty-spa': [null, '10 am – 7 pm', '10 am – 7 pm', '10 am – 8 pm', '10 am – 8 pm', '9 am – 5 pm', null],
  'legal-services': OFFICE,
  'hospitality-travel': [
    'Open 24 hours',
    'Open 24 hours',
    'Open 24 hours',
    'Open 24 hours',
    'Open 24 hours',
    'Open 24 hours',
    'Open 24 hours',
  ],
  'professional-services': OFFICE,
  'local-retail': [
    '10 am – 6 pm',
    '10 am – 6 pm',
    '10 am – 6 pm',
    '10 am – 6 pm',
    '10 am – 7 pm',
    '9 am – 7 pm',
    '11 am – 5 pm',
  ],
  'coffee-shops': [
    '7 am – 6 pm',
    '7 am – 6 pm',
    '7 am – 6 pm',
    '7 am – 6 pm',
    '7 am – 6 pm',
    '8 am – 5 pm',
    '8 am – 3 pm',
  ],
  'home-service': [
    '7 am – 7 pm',
    '7 am – 7 pm',
    '7 am – 7 pm',
    '7 am – 7 pm',
    '7 am – 7 pm',
    '8 am – 2 pm',
    'Emergencies only',
  ],
  ecommerce: [
    'Orders ship 9 am – 3 pm',
    'Orders ship 9 am – 3 pm',
    'Orders ship 9 am – 3 pm',
    'Orders ship 9 am – 3 pm',
    'Orders ship 9 am – 1 pm',
    null,
    null,
  ],
};
