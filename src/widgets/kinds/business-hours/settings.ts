import { z } from 'zod';
import { hexColor, line, requiredLine } from '../../settings-common';
import { openingHoursSchema } from '../../shared/opening-hours-settings';

/** The business's hours: today's status line, the week (today marked) and the closures to come. */
export const businessHoursSettingsSchema = z.strictObject({
  /** The business's name: the LocalBusiness of the structured data. */
  businessName: requiredLine(80),
  /** Shown above the hours ("Opening hours"); '' for none. */
  title: line(80),
  /** The title's heading level in the host page. */
  headingLevel: z.enum(['2', '3', '4']),
  hours: openingHoursSchema,
  /** Off: only the status line ("Open now, closes at 6 PM"). */
  showWeek: z.boolean(),
  colors: z.strictObject({
    background: hexColor(),
    /** The status badge and today's mark; text colours follow from the colours (runtime/contrast.ts). */
    accent: hexColor(),
  }),
  /** Corner radius of the card, px. */
  radius: z.number().int().min(0).max(24),
});

export type BusinessHoursSettings = z.infer<typeof businessHoursSettingsSchema>;
