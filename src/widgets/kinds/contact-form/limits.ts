/**
 * What one submission may hold, in characters. The widget's inputs (maxlength), the RPC and the table's
 * CHECK constraints (supabase/migrations/20261201001100_contact_form.sql) read the same numbers. No zod
 * here: the widget's chunk imports this file.
 */
export const SUBMISSION_LIMITS = { name: 100, email: 254, phone: 40, message: 4000, custom: 500 } as const;
/** The owner's own fields, beyond name, email, phone and message. */
export const CONTACT_FORM_MAX_CUSTOM = 3;
/** A submission sent sooner after the form showed is a bot's: the widget waits, the database refuses. */
export const MIN_FILL_MS = 3000;
