import { z } from 'zod';
import { resolveDataMode } from './data-mode';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().optional().or(z.literal('')),
  VITE_SUPABASE_ANON_KEY: z.string().optional(),
  VITE_DEMO_MODE: z.string().optional(),
});

const parsed = envSchema.parse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_DEMO_MODE: import.meta.env.VITE_DEMO_MODE,
});

/**
 * The same rule the build applies (src/config/data-mode.ts), checked again at runtime so a dev server or
 * test run with contradictory settings fails at once instead of writing to the wrong database.
 */
const dataMode = resolveDataMode(parsed);

export const env = {
  supabaseUrl: parsed.VITE_SUPABASE_URL || undefined,
  supabaseAnonKey: parsed.VITE_SUPABASE_ANON_KEY || undefined,
  dataMode,
  /** True in demo mode (VITE_DEMO_MODE=true): data lives in this browser's embedded Postgres. */
  isLocalMode: dataMode === 'demo',
} as const;
