/**
 * What one booking request may hold, in characters (the widget's inputs' maxlength; the same figures as the
 * contact form's, whose database checks bound the same kinds of text). No zod here: the widget's chunk
 * imports this file.
 */
export const BOOKING_LIMITS = { name: 100, email: 254, phone: 40, note: 1000 } as const;
/** A request sent sooner after the form showed is a bot's: the widget waits, the database refuses. */
export const BOOKING_MIN_FILL_MS = 3000;
