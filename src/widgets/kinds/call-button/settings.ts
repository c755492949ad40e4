import { z } from 'zod';
import { corner, e164, hexColor, requiredLine } from '../../settings-common';
import { openingHoursSchema } from '../../shared/opening-hours-settings';

/** A click-to-call button: a tel: link, floating in a corner or inline, optionally only while open. */
export const callButtonSettingsSchema = z.strictObject({
  /** The number dialled, E.164 (the editor checks and formats it with libphonenumber-js). */
  phone: e164(),
  /** The number as visitors read it ("(555) 010-0123"), filled in by the editor from `phone`. */
  display: requiredLine(32),
  /** The button's text ("Call us"); its accessible name is this and the number. */
  label: requiredLine(40),
  /** Show the number on the button (always part of its accessible name). */
  showNumber: z.boolean(),
  placement: z.enum(['floating', 'inline']),
  corner: corner(),
  /** The button's colour; the text on it is black or white, whichever reads (runtime/contrast.ts). */
  background: hexColor(),
  /**
   * Outside the hours, a floating button is not shown and an inline one gives way to "Closed, opens
   * Tuesday 9 AM".
   */
  onlyWhileOpen: z.boolean(),
  /** Read only when onlyWhileOpen is on (always present, so the editor and the database see one shape). */
  hours: openingHoursSchema,
});

export type CallButtonSettings = z.infer<typeof callButtonSettingsSchema>;
