import type { Tool } from './tool-types';

/** Tools built for one business type; their category is the niche itself. */
export const NICHE_TOOLS: readonly Tool[] = [
  {
    id: 1,
    name: 'Restaurant Menu Display',
    category: 'Restaurants',
    description:
      'Publish your full menu with photos, prices and dietary labels, and mark dishes as sold out or add specials in seconds without calling a web designer.',
    features: [
      'Dietary and allergen icons (V, VG, GF)',
      'Sold-out and daily specials toggles',
      'Mobile-first layout with category tabs',
      'Printable QR menu link',
    ],
    rating: 4.9,
    thumbnail: '🍔',
    niches: ['Restaurants', 'Coffee Shops', 'Hospitality & Travel'],
  },
  {
    id: 2,
    name: 'Fitness Client Tracker',
    category: 'Fitness & Wellness',
    description:
      'Let trainers log client workouts, body measurements and progress photos, and share a private progress page that keeps members motivated between sessions.',
    features: [
      'Workout and measurement logs',
      'Progress charts and photo timeline',
      'Private client login',
      'Session package tracking',
    ],
    rating: 4.7,
    thumbnail: '💪',
    niches: ['Fitness & Wellness', 'Coaches & Consultants'],
  },
  {
    id: 3,
    name: 'Quick Appointment Booking',
    category: 'Beauty & Spa Services',
    description:
      'Let clients pick a service, staff member and open time slot straight from your website, with automatic confirmations and reminders that cut no-shows.',
    features: [
      'Syncs with Google Calendar and Outlook',
      'SMS and email reminders',
      'Per-staff availability and buffer times',
      'Deposits taken at booking',
    ],
    rating: 4.8,
    thumbnail: '📅',
    niches: [
      'Beauty & Spa Services',
      'Medical Practices',
      'Fitness & Wellness',
      'Home Service',
      'Professional Services',
    ],
  },
  {
    id: 4,
    name: 'Property Listing Showcase',
    category: 'Real Estate',
    description:
      'Display your active, pending and sold homes in a searchable grid with photos, price, beds and baths, so buyers browse your listings on your site instead of a portal.',
    features: [
      'Filter by price, beds and neighborhood',
      'Sold and pending ribbons',
      'Photo lightbox and floor plans',
      'Inquiry button on every listing',
    ],
    rating: 4.8,
    thumbnail: '🏡',
    niches: ['Real Estate'],
  },
  {
    id: 5,
    name: 'Legal Intake Form',
    category: 'Legal Services',
    description:
      'Screen prospective clients with a practice-area intake form that captures the matter, opposing parties and deadlines, and routes each inquiry to the right attorney.',
    features: [
      'Conflict-check fields for opposing parties',
      'Practice-area routing',
      'Encrypted file attachments',
      'Consultation booking after submit',
    ],
    rating: 4.7,
    thumbnail: '⚖️',
    niches: ['Legal Services', 'Professional Services', 'Coaches & Consultants'],
  },
  {
    id: 6,
    name: 'Patient Intake Form',
    category: 'Medical Practices',
    description:
      'Collect new-patient history, insurance cards and consent signatures online before the visit, so the front desk spends less time on clipboards.',
    features: [
      'Insurance card photo upload',
      'E-signature consent forms',
      'Medical history and medication lists',
      'HIPAA-conscious encrypted storage',
    ],
    rating: 4.8,
    thumbnail: '🩺',
    niches: ['Medical Practices', 'Fitness & Wellness', 'Beauty & Spa Services'],
  },
  {
    id: 114,
    name: 'Coffee Stamp Card',
    category: 'Coffee Shops',
    description:
      'Replace paper punch cards with a digital stamp card customers save to their phone; baristas add stamps with a quick scan and the free drink unlocks automatically.',
    features: [
      'Apple Wallet and Google Wallet passes',
      'Scan-to-stamp at the counter',
      'Custom reward thresholds',
      'Birthday bonus stamps',
    ],
    rating: 4.8,
    thumbnail: '☕',
    niches: ['Coffee Shops', 'Restaurants', 'Local Retail', 'Beauty & Spa Services'],
  },
];
