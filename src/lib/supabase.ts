import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { DEMO_ANON_KEY } from '@/lib/demo/demo-credentials';
import type { Database } from '@/types/database';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * The only place a Supabase client is created. supabase-js is imported on demand so that public pages,
 * which never touch data, do not download it.
 */
export async function createSupabaseClient(
  url: string,
  anonKey: string,
  options: { fetch?: typeof fetch; persistSession?: boolean } = {},
): Promise<AppSupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  const persistSession = options.persistSession ?? true;
  return createClient<Database>(url, anonKey, {
    global: options.fetch ? { fetch: options.fetch } : {},
    // No realtime options: the app never subscribes, and its build gives supabase-js a stand-in realtime
    // client that needs no WebSocket (src/lib/supabase-omitted/).
    auth: { persistSession, autoRefreshToken: persistSession, detectSessionInUrl: false },
  });
}

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The app's client: the configured Supabase project or, in demo mode, the local backend that stands in
 * for one on the page's own origin (docs/decisions/018-demo-on-local-backend.md). The same supabase-js
 * calls either way; only the address and the public key differ.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= (
    env.isLocalMode
      ? createSupabaseClient(window.location.origin, DEMO_ANON_KEY)
      : createSupabaseClient(env.supabaseUrl as string, env.supabaseAnonKey as string)
  ).catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Call when a screen that will need data mounts (the builder's first step): loads supabase-js. Never throws. */
export function preloadDataLayer(): void {
  getSupabase().catch(() => undefined);
}

/** Tests (and tools such as the bench) swap in their own client; pass undefined to go back to the default. */
export function setSupabaseClient(next: AppSupabaseClient | undefined): void {
  client = next ? Promise.resolve(next) : undefined;
}
