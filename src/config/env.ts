import { z } from 'zod';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().optional().or(z.literal('')),
  VITE_SUPABASE_ANON_KEY: z.string().optional(),
});

const parsed = envSchema.parse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});

const supabaseUrl = parsed.VITE_SUPABASE_URL || undefined;
const supabaseAnonKey = parsed.VITE_SUPABASE_ANON_KEY || undefined;

/**
 * With both Supabase settings the app talks to that project; with neither it runs on the embedded
 * database (PGlite in the browser). Setting only one is a configuration mistake we refuse early.
 */
if (Boolean(supabaseUrl) !== Boolean(supabaseAnonKey)) {
  throw new Error('Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (embedded database).');
}

export const env = {
  supabaseUrl,
  supabaseAnonKey,
  /** True when no Supabase project is configured: data lives in this browser's embedded Postgres. */
  isLocalMode: !supabaseUrl,
} as const;
