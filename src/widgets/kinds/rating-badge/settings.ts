import { z } from 'zod';
import { corner, hexColor, httpsLink, requiredLine } from '../../settings-common';
import { reviewSchema } from '../../shared/reviews-settings';

/**
 * The badge's rating is computed from the reviews the owner enters (the same shape as the testimonials'),
 * never typed as a total: what it claims is what the owner holds. Shorter texts than the testimonials'
 * (a quote to recognise the review by) leave room for more reviews in the database's 32 KB.
 */
export const RATING_BADGE_MAX_REVIEWS = 40;
export const RATING_BADGE_TEXT_MAX = 120;

/** schema.org types a badge's business may be (LocalBusiness or a subtype), for its structured data. */
export const BUSINESS_TYPES = [
  'LocalBusiness',
  'Restaurant',
  'CafeOrCoffeeShop',
  'Bakery',
  'BeautySalon',
  'HairSalon',
  'DaySpa',
  'MedicalClinic',
  'Dentist',
  'Physician',
  'Plumber',
  'Electrician',
  'AutoRepair',
  'ExerciseGym',
  'LegalService',
  'RealEstateAgent',
] as const;

export const ratingBadgeSettingsSchema = z.object({
  businessName: requiredLine(80),
  businessType: z.enum(BUSINESS_TYPES),
  /** Show the business name on the badge (it is in the structured data either way). */
  showName: z.boolean(),
  reviews: z.array(reviewSchema(RATING_BADGE_TEXT_MAX)).min(1).max(RATING_BADGE_MAX_REVIEWS),
  /** Where "Read the reviews" leads (https), or '' for a badge that is not a link. */
  link: z.union([z.literal(''), httpsLink()]),
  linkText: requiredLine(40),
  /** Inline where the snippet is pasted, or floating in a bottom corner. */
  display: z.enum(['inline', 'floating']),
  corner: corner(),
  colors: z.object({
    background: hexColor(),
    /** The stars' fill; text colours follow from the background. */
    accent: hexColor(),
  }),
  /** Corner radius, px. */
  radius: z.number().int().min(0).max(24),
});

export type RatingBadgeSettings = z.infer<typeof ratingBadgeSettingsSchema>;
