import type { FeatureCardItem } from '@/components/ui/feature-card';
import type { Testimonial } from '@/components/ui/testimonial-card';

/** In-page targets of the hero's scroll buttons. */
export const SECTION_IDS = { how: 'how-it-works', pricing: 'pricing' } as const;

export const AD2_DEMO_DESCRIPTION =
  'See a sample video ad and the AI follow-up in action for a business like yours. It takes about 20 minutes.';

export const PROCESS_STEPS = [
  {
    title: 'We script and produce your video ad',
    description:
      'A short, scroll-stopping video built around your best offer, shot on a phone or made from your photos.',
  },
  {
    title: 'Launch to local customers',
    description:
      'The ad runs on Facebook and Instagram to people near you who match your ideal customer. Live within days.',
  },
  {
    title: 'AI follows up in seconds',
    description:
      'Every lead gets a friendly text and email straight away, 15x faster than a callback, and the AI answers their questions.',
  },
  {
    title: 'Appointments land in your calendar',
    description:
      'Qualified leads pick a time and book themselves in. You get a summary of each one before they arrive.',
  },
] as const;

export const CONVERSION_GOALS: readonly FeatureCardItem[] = [
  {
    icon: '📅',
    title: 'Booked appointments',
    description: 'Consultations, treatments and estimates scheduled straight into your calendar.',
  },
  {
    icon: '📞',
    title: 'Phone calls',
    description: 'Leads primed by the AI call you ready to buy, not just to ask prices.',
  },
  {
    icon: '🎯',
    title: 'Qualified leads',
    description: 'Name, contact details and answers to your screening questions, ready for your team.',
  },
  {
    icon: '🎟️',
    title: 'Event and class sign-ups',
    description: 'Fill open houses, workshops, classes and launch nights.',
  },
  {
    icon: '🛍️',
    title: 'Store visits and orders',
    description: 'Offers that bring nearby customers through your door or to your online store.',
  },
  {
    icon: '🔁',
    title: 'Returning customers',
    description: 'Win back past clients with a video offer and an AI nudge to rebook.',
  },
];

export const WHY_IT_WORKS: readonly FeatureCardItem[] = [
  {
    icon: '🎬',
    title: 'Video stops the scroll',
    description: 'People watch before they read. A real face and a clear offer earn the click.',
  },
  {
    icon: '⚡',
    title: 'Speed wins the lead',
    description:
      'The first business to reply usually gets the customer. The AI replies in seconds, day or night.',
  },
  {
    icon: '💬',
    title: 'Follow-up never slips',
    description: 'Polite reminders continue until the lead books or says no, so no paid click is wasted.',
  },
  {
    icon: '📊',
    title: 'Every dollar is tracked',
    description: 'See clicks, leads, bookings and cost per lead in one simple monthly report.',
  },
];

export const AD2_TESTIMONIALS: readonly Testimonial[] = [
  {
    result: '130 appointments in 30 days',
    quote:
      'The video did the selling and the AI did the chasing. Our front desk just greeted people. It was our busiest month ever.',
    name: 'Priya S.',
    role: 'Owner, med spa',
  },
  {
    result: '$2.40 per lead',
    quote:
      'We used to pay agencies for leads nobody called back. Now every lead gets a text within a minute and we book three times as many jobs.',
    name: 'Jake M.',
    role: 'Founder, roofing and gutters company',
  },
  {
    result: '60% fewer no-shows',
    quote:
      'New patients book themselves and get reminders automatically. Our hygienists finally have full schedules.',
    name: 'Dr. Lena K.',
    role: 'Dentist, family dental practice',
  },
];
