import { z } from 'zod';
import { e164, hexColor, line, optionalEmail, requiredLine, text } from '../../settings-common';
import { openingHoursSchema } from '../../shared/opening-hours-settings';

/** The appointment lengths an owner may choose, minutes. */
export const BOOKING_SLOT_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;

/**
 * Quick Appointment Booking: the visitor picks a day and a free slot inside the business's hours and leaves
 * a name and a phone number or an email address. The request is stored for the owner (My tools), who
 * confirms or declines it; the visitor is told either way. The slots are worked out by the database in the
 * business's time zone (public.booking_slots), so the page needs no Intl and no clock of its own.
 */
export const bookingSettingsSchema = z.strictObject({
  heading: line(120),
  headingLevel: z.enum(['2', '3', '4']),
  /** A line under the heading ("Pick a time; we confirm within the hour"), or ''. */
  intro: text(300),
  /** When appointments can start: the business's hours, time zone and closures. */
  hours: openingHoursSchema,
  /** How long one appointment is, minutes; slots start this far apart. */
  slotMinutes: z.union(BOOKING_SLOT_MINUTES.map((minutes) => z.literal(minutes))),
  /** The shortest time between asking and the appointment, hours. */
  noticeHours: z.number().int().min(0).max(168),
  /** How many days ahead a visitor may book, today included. */
  daysAhead: z.number().int().min(1).max(60),
  /** Whether the request also asks "Anything we should know?" (a free text, never required). */
  note: z.strictObject({ enabled: z.boolean(), label: requiredLine(40) }),
  button: requiredLine(40),
  /** Shown once the request is sent: it is a request until the owner confirms. */
  thanks: requiredLine(300),
  /** Without scripts: how else to book, with these as links (either may be ''). */
  reach: z.strictObject({
    text: requiredLine(200),
    email: optionalEmail(),
    phone: z.union([z.literal(''), e164()]),
    display: line(32),
  }),
  colors: z.strictObject({ background: hexColor(), accent: hexColor() }),
  /** Corner radius of the card, px. */
  radius: z.number().int().min(0).max(24),
});

export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
