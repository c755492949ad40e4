/**
 * What one sign-up may hold, in characters. The widget's inputs (maxlength), the RPC and the table's CHECK
 * constraints (supabase/migrations/20261201001500_email_signup.sql) read the same numbers. No zod here: the
 * widget's chunk imports this file.
 */
export const SIGNUP_LIMITS = { name: 100, email: 254 } as const;
/** A sign-up sent sooner after the form showed is a bot's: the widget waits, the database refuses. */
export const SIGNUP_MIN_FILL_MS = 3000;
