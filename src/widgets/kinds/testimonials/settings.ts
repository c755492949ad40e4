import { z } from 'zod';
import { hexColor, line } from '../../settings-common';
import { reviewSchema } from '../../shared/reviews-settings';

/** At most this many reviews, each at most this long: settings stay under the database's 32 KB. */
export const TESTIMONIALS_MAX_REVIEWS = 20;
export const TESTIMONIALS_TEXT_MAX = 400;

export const testimonialsSettingsSchema = z.object({
  /** Shown above the reviews; '' for none. Also the carousel's accessible name. */
  title: line(120),
  /** The title's heading level. */
  headingLevel: z.enum(['2', '3', '4']),
  reviews: z.array(reviewSchema(TESTIMONIALS_TEXT_MAX)).min(1).max(TESTIMONIALS_MAX_REVIEWS),
  /**
   * Off by default. On: the next review every `intervalSeconds`, with a Pause control, paused while the
   * pointer is over it or focus is in it, and never for visitors who prefer reduced motion.
   */
  autoplay: z.boolean(),
  intervalSeconds: z.number().int().min(5).max(20),
  colors: z.object({
    background: hexColor(),
    /** The stars' fill and the buttons; text colours follow from the background and the accent. */
    accent: hexColor(),
  }),
  /** Corner radius of the box, px. */
  radius: z.number().int().min(0).max(24),
});

export type TestimonialsSettings = z.infer<typeof testimonialsSettingsSchema>;
