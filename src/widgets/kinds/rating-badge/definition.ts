import { cornerField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { reviewListField, type ReviewSettings } from '../../shared/reviews-settings';
import { formatAverage, ratingSummary, reviewCountText } from '../../shared/reviews';
import {
  BUSINESS_TYPES,
  RATING_BADGE_MAX_REVIEWS,
  RATING_BADGE_TEXT_MAX,
  ratingBadgeSettingsSchema,
  type RatingBadgeSettings,
} from './settings';

const base = {
  showName: true,
  display: 'inline',
  corner: 'bottom-right',
  radius: 10,
  linkText: 'Read our reviews',
} as const;

/** [author, stars, text, date, source] */
type Row = [string, number, string, string, string];
const reviews = (rows: Row[]): ReviewSettings[] =>
  rows.map(([author, rating, text, date, source]) => ({ author, rating, text, date, source }));

const restaurant: RatingBadgeSettings = {
  ...base,
  businessName: 'Trattoria da Luigi',
  businessType: 'Restaurant',
  link: 'https://www.example.com/reviews',
  reviews: reviews([
    ['Giulia R.', 5, 'The best carbonara we have had outside Rome.', '2025-09-14', 'Google'],
    ['Tom H.', 5, 'Cosy room and quick service even on a busy Friday.', '2025-08-30', 'Tripadvisor'],
    ['Amira K.', 4, 'Lovely fresh pasta; it gets loud after 8.', '2025-07-19', 'Google'],
    ['Peter S.', 5, 'Friendly staff and the tiramisu is a must.', '2025-07-02', 'Google'],
    ['Lena W.', 5, 'Our go-to place for birthdays.', '2025-06-21', 'Facebook'],
    ['Marco B.', 4, 'Great food, slightly slow at lunch.', '2025-05-30', 'Google'],
  ]),
  colors: { background: '#fff8f0', accent: '#e0a100' },
};

const salon: RatingBadgeSettings = {
  ...base,
  businessName: 'Bloom Hair & Beauty',
  businessType: 'BeautySalon',
  link: 'https://www.example.com/reviews',
  display: 'floating',
  corner: 'bottom-left',
  reviews: reviews([
    ['Sophie L.', 5, 'My balayage looks natural, not brassy.', '2025-10-02', 'Google'],
    ['Hannah M.', 5, 'Fitted me in for a last-minute gel manicure.', '2025-09-21', 'Facebook'],
    ['Priya S.', 4, 'Calm, spotless salon; my cut ran a little late.', '2025-08-11', 'Google'],
    ['Chloe D.', 5, 'Best brow lamination I have had.', '2025-07-29', 'Google'],
    ['Jade P.', 5, 'Lovely team, great head massage.', '2025-07-03', 'Google'],
  ]),
  colors: { background: '#ffffff', accent: '#a23b72' },
};

const clinic: RatingBadgeSettings = {
  ...base,
  businessName: 'Riverside Family Clinic',
  businessType: 'MedicalClinic',
  link: 'https://www.example.com/patient-reviews',
  linkText: 'Read patient reviews',
  reviews: reviews([
    ['Robert D.', 5, 'Seen on time, and my results explained in plain words.', '2025-10-08', 'Google'],
    ['Elena V.', 5, 'Same-week appointment for my son.', '2025-09-03', 'Google'],
    ['Marcus J.', 4, 'Thorough doctors; busy on Monday mornings.', '2025-07-27', 'Healthgrades'],
    ['Ana T.', 5, 'The front desk sorted my insurance paperwork.', '2025-07-10', 'Google'],
    ['Grace O.', 4, 'Kind nurses, easy online booking.', '2025-06-15', 'Google'],
  ]),
  colors: { background: '#f2f7fb', accent: '#1565a8' },
};

const plumber: RatingBadgeSettings = {
  ...base,
  businessName: 'FlowRight Plumbing',
  businessType: 'Plumber',
  link: '',
  display: 'floating',
  reviews: reviews([
    ['Dave W.', 5, 'Fixed a burst pipe within the hour on a Sunday night.', '2025-10-12', 'Google'],
    ['Linda P.', 5, 'Honest advice on our new water heater.', '2025-09-05', 'Yelp'],
    ['Carlos M.', 5, 'Paid exactly what they quoted.', '2025-08-18', 'Google'],
    ['Beth A.', 4, 'Good work; arrived at the end of the window.', '2025-07-22', 'Google'],
  ]),
  colors: { background: '#0b6e4f', accent: '#ffd166' },
};

const dentist: RatingBadgeSettings = {
  ...base,
  businessName: 'Bright Smile Dental',
  businessType: 'Dentist',
  link: 'https://www.example.com/reviews',
  reviews: reviews([
    ['Kevin L.', 5, 'Painless filling and a dentist who explains everything.', '2025-09-30', 'Google'],
    ['Maya R.', 5, 'Great with nervous patients like me.', '2025-09-02', 'Google'],
    ['Sam G.', 5, 'My kids actually enjoy their check-ups.', '2025-08-14', 'Facebook'],
    ['Irene C.', 4, 'Professional team; parking is limited.', '2025-07-08', 'Google'],
  ]),
  colors: { background: '#ffffff', accent: '#0f766e' },
};

const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  LocalBusiness: 'Local business (other)',
  Restaurant: 'Restaurant',
  CafeOrCoffeeShop: 'Café or coffee shop',
  Bakery: 'Bakery',
  BeautySalon: 'Beauty salon',
  HairSalon: 'Hair salon',
  DaySpa: 'Day spa',
  MedicalClinic: 'Medical clinic',
  Dentist: 'Dentist',
  Physician: 'Doctor’s practice',
  Plumber: 'Plumber',
  Electrician: 'Electrician',
  AutoRepair: 'Car repair',
  ExerciseGym: 'Gym',
  LegalService: 'Legal service',
  RealEstateAgent: 'Real estate agent',
};

/**
 * The rating as text, on three lines as the badge is (name, rating, count and link), so the badge that
 * replaces it is not taller.
 */
function fallbackHtml(settings: RatingBadgeSettings): string {
  const { average, count } = ratingSummary(settings.reviews);
  const lines = [
    settings.showName ? `<strong>${escapeHtml(settings.businessName)}</strong>` : '',
    `Rated ${formatAverage(average)} out of 5 from ${reviewCountText(count)}`,
    settings.link ? `<a href="${escapeHtml(settings.link)}">${escapeHtml(settings.linkText)}</a>` : '',
  ].filter(Boolean);
  return `<p>${lines.join('<br>\n')}</p>`;
}

export const ratingBadgeDefinition: WidgetKindDefinition<RatingBadgeSettings> = {
  kind: 'rating-badge',
  schema: ratingBadgeSettingsSchema,
  presets: [
    { id: 'restaurant', label: 'Restaurant', settings: restaurant },
    { id: 'salon', label: 'Salon and beauty', settings: salon },
    { id: 'clinic', label: 'Medical clinic', settings: clinic },
    { id: 'dentist', label: 'Dentist', settings: dentist },
    { id: 'plumber', label: 'Plumber and home services', settings: plumber },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'businessName', label: 'Business name', max: 80 },
        { type: 'toggle', key: 'showName', label: 'Show the name on the badge' },
        {
          type: 'select',
          key: 'businessType',
          label: 'Kind of business',
          options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] })),
        },
        {
          ...reviewListField(RATING_BADGE_MAX_REVIEWS, RATING_BADGE_TEXT_MAX),
          label: 'Reviews the rating is computed from',
        },
        {
          type: 'link',
          key: 'link',
          label: 'Link to your reviews page',
          hint: 'Optional, https:// only. Leave empty for a badge that is not a link.',
          placeholder: 'https://',
        },
        { type: 'text', key: 'linkText', label: 'Link text', max: 40 },
      ],
    },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Stars' },
        { type: 'number', key: 'radius', label: 'Corner radius (px)', min: 0, max: 24, step: 1 },
      ],
    },
    {
      title: 'Position',
      fields: [
        {
          type: 'select',
          key: 'display',
          label: 'Where it shows',
          options: [
            { value: 'inline', label: 'Where the code is pasted' },
            { value: 'floating', label: 'Floating in a corner' },
          ],
        },
        cornerField('corner', 'Corner (floating)'),
      ],
    },
  ],
  fallbackHtml,
  placement: (settings) => settings.display,
  load: () => import('./widget'),
};
