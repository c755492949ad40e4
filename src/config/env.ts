import { resolveDataMode } from './data-mode';

const parsed = {
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  VITE_DEMO_MODE: import.meta.env.VITE_DEMO_MODE as string | undefined,
};
// Checked by hand, not with zod: every page reads this as it starts, and zod is loaded only by forms.
if (parsed.VITE_SUPABASE_URL) {
  try {
    new URL(parsed.VITE_SUPABASE_URL);
  } catch {
    throw new Error(`VITE_SUPABASE_URL must be a URL, not "${parsed.VITE_SUPABASE_URL}".`);
  }
}

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
