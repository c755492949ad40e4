import { headingLevelField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { reviewListField, type ReviewSettings } from '../../shared/reviews-settings';
import { formatReviewDate } from '../../shared/reviews';
import {
  TESTIMONIALS_MAX_REVIEWS,
  TESTIMONIALS_TEXT_MAX,
  testimonialsSettingsSchema,
  type TestimonialsSettings,
} from './settings';

const base = { headingLevel: '2', autoplay: false, intervalSeconds: 7, radius: 12 } as const;

const restaurant: TestimonialsSettings = {
  ...base,
  title: 'What our guests say',
  reviews: [
    {
      author: 'Giulia R.',
      rating: 5,
      text: 'The best carbonara we have had outside Rome. The staff remembered our daughter’s birthday and brought a candle in the tiramisu.',
      date: '2025-09-14',
      source: 'Google',
    },
    {
      author: 'Tom H.',
      rating: 5,
      text: 'Cosy room, quick service even on a busy Friday, and the house wine is a steal. We booked again before we left.',
      date: '2025-08-30',
      source: 'Tripadvisor',
    },
    {
      author: 'Amira K.',
      rating: 4,
      text: 'Lovely fresh pasta and a great vegan option. It gets loud after 8, so ask for the garden if you want a quiet dinner.',
      date: '2025-07-19',
      source: 'Google',
    },
  ],
  colors: { background: '#fff8f0', accent: '#b23a1d' },
};

const salon: TestimonialsSettings = {
  ...base,
  title: 'Loved by our clients',
  reviews: [
    {
      author: 'Sophie L.',
      rating: 5,
      text: 'Chloé listened to exactly what I wanted and my balayage looks natural, not brassy. The head massage alone is worth the visit.',
      date: '2025-10-02',
      source: 'Google',
    },
    {
      author: 'Hannah M.',
      rating: 5,
      text: 'Booked a last-minute gel manicure before a wedding and they fitted me in. Two weeks later, still no chips!',
      date: '2025-09-21',
      source: 'Facebook',
    },
    {
      author: 'Priya S.',
      rating: 4,
      text: 'Friendly team and a calm, spotless salon. My cut ran a little late, but the result was worth the wait.',
      date: '2025-08-11',
      source: 'Google',
    },
  ],
  colors: { background: '#fbf3f6', accent: '#a23b72' },
};

const clinic: TestimonialsSettings = {
  ...base,
  title: 'What our patients say',
  reviews: [
    {
      author: 'Robert D.',
      rating: 5,
      text: 'I was seen on time, and Dr. Patel took the time to explain my results in plain words. The front desk sorted my insurance paperwork for me.',
      date: '2025-10-08',
      source: 'Google',
    },
    {
      author: 'Elena V.',
      rating: 5,
      text: 'Easy online booking, a same-week appointment for my son, and a nurse who made him laugh during his vaccination.',
      date: '2025-09-03',
      source: 'Google',
    },
    {
      author: 'Marcus J.',
      rating: 4,
      text: 'Thorough and kind doctors. The waiting room was busy on a Monday morning, so book an early slot if you can.',
      date: '2025-07-27',
      source: 'Healthgrades',
    },
  ],
  colors: { background: '#f2f7fb', accent: '#1565a8' },
};

const plumber: TestimonialsSettings = {
  ...base,
  title: 'Trusted by homeowners',
  reviews: [
    {
      author: 'Dave W.',
      rating: 5,
      text: 'Burst pipe at 11 PM on a Sunday: they answered on the second ring and had it fixed within the hour. Fair price, clean work.',
      date: '2025-10-12',
      source: 'Google',
    },
    {
      author: 'Linda P.',
      rating: 5,
      text: 'Replaced our old water heater in one morning, explained the options without pushing the expensive one, and took the old tank away.',
      date: '2025-09-05',
      source: 'Yelp',
    },
    {
      author: 'Carlos M.',
      rating: 5,
      text: 'Quoted on the phone, arrived in the two-hour window they promised, and the quote was exactly what I paid.',
      date: '2025-08-18',
      source: 'Google',
    },
  ],
  colors: { background: '#ffffff', accent: '#0b6e4f' },
};

const gym: TestimonialsSettings = {
  ...base,
  title: 'Member stories',
  reviews: [
    {
      author: 'Jess T.',
      rating: 5,
      text: 'Small classes, coaches who actually correct your form, and nobody judges a beginner. I have not missed a Tuesday in six months.',
      date: '2025-10-01',
      source: 'Google',
    },
    {
      author: 'Omar B.',
      rating: 5,
      text: 'Clean changing rooms, kit that works, and open at 6 AM so I train before work.',
      date: '2025-09-12',
      source: 'ClassPass',
    },
    {
      author: 'Nina F.',
      rating: 4,
      text: 'Great community and the mobility class fixed my back. Parking is tight at peak hours.',
      date: '',
      source: '',
    },
  ],
  colors: { background: '#16181d', accent: '#f5c518' },
};

/** The review's text as paragraphs, one per non-empty line. */
const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

function reviewHtml(review: ReviewSettings): string {
  const date = formatReviewDate(review.date);
  const meta = [
    review.source ? `on ${escapeHtml(review.source)}` : '',
    date ? `<time datetime="${escapeHtml(review.date)}">${escapeHtml(date)}</time>` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return [
    '<figure>',
    `<p>Rated ${review.rating} out of 5</p>`,
    `<blockquote>${paragraphs(review.text)}</blockquote>`,
    `<figcaption>${escapeHtml(review.author)}${meta ? `, ${meta}` : ''}</figcaption>`,
    '</figure>',
  ].join('');
}

/**
 * Every review, as a figure with its rating, quote and author: the fallback is taller than the carousel,
 * which shows one review at a time in a stage sized to the longest.
 */
function fallbackHtml(settings: TestimonialsSettings): string {
  const level = settings.headingLevel;
  const title = settings.title ? `<h${level}>${escapeHtml(settings.title)}</h${level}>\n` : '';
  return `${title}${settings.reviews.map(reviewHtml).join('\n')}`;
}

export const testimonialsDefinition: WidgetKindDefinition<TestimonialsSettings> = {
  kind: 'testimonials',
  schema: testimonialsSettingsSchema,
  presets: [
    { id: 'restaurant', label: 'Restaurant', settings: restaurant },
    { id: 'salon', label: 'Salon and beauty', settings: salon },
    { id: 'clinic', label: 'Medical clinic', settings: clinic },
    { id: 'plumber', label: 'Plumber and home services', settings: plumber },
    { id: 'gym', label: 'Gym and fitness studio', settings: gym },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'title', label: 'Title', max: 120, hint: 'Leave empty for none' },
        reviewListField(TESTIMONIALS_MAX_REVIEWS, TESTIMONIALS_TEXT_MAX),
      ],
    },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Stars and buttons' },
        { type: 'number', key: 'radius', label: 'Corner radius (px)', min: 0, max: 24, step: 1 },
        headingLevelField('Title heading level'),
      ],
    },
    {
      title: 'Motion',
      fields: [
        {
          type: 'toggle',
          key: 'autoplay',
          label: 'Show the next review automatically',
          hint: 'Visitors get a Pause button; it never moves for visitors who ask their device for less motion.',
        },
        {
          type: 'group',
          label: 'Autoplay',
          when: 'autoplay',
          fields: [
            { type: 'number', key: 'intervalSeconds', label: 'Seconds per review', min: 5, max: 20, step: 1 },
          ],
        },
      ],
    },
  ],
  fallbackHtml,
  placement: () => 'inline',
  load: () => import('./widget'),
};
