import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/types/database';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * Where supabase-js points in local mode. Nothing is ever requested from it: the client's fetch is
 * replaced by the embedded database (src/lib/local-db/local-fetch.ts). `.invalid` can never resolve.
 */
export const LOCAL_SUPABASE_URL = 'http://local-database.invalid';
const LOCAL_ANON_KEY = 'local-mode';

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
    auth: { persistSession, autoRefreshToken: persistSession, detectSessionInUrl: false },
    // The app never subscribes to realtime. Node 20 (tests, the bench) has no WebSocket, and supabase-js
    // refuses to start without one, so it gets a transport that would only fail if something connected.
    ...(typeof globalThis.WebSocket === 'undefined' ? { realtime: { transport: NoRealtime as never } } : {}),
  });
}

class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by this app');
  }
}

async function createLocalClient(): Promise<AppSupabaseClient> {
  const [{ createLocalFetch }, { getBrowserDatabase }] = await Promise.all([
    import('./local-db/local-fetch'),
    import('./local-db/browser-database'),
  ]);
  // Start the database now rather than on the first request: its first start (download, initdb,
  // migrations) takes seconds, which a form can hide while the visitor types.
  getBrowserDatabase().catch(() => undefined);
  return createSupabaseClient(LOCAL_SUPABASE_URL, LOCAL_ANON_KEY, {
    fetch: createLocalFetch(getBrowserDatabase),
    persistSession: false,
  });
}

let client: Promise<AppSupabaseClient> | undefined;

/** The app's client: the configured Supabase project, or the embedded database in local mode. */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= (
    env.isLocalMode
      ? createLocalClient()
      : createSupabaseClient(env.supabaseUrl as string, env.supabaseAnonKey as string)
  ).catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * Call when a screen that will need data mounts (the builder's first step): loads supabase-js and, in
 * local mode, starts the embedded database in the background. Never throws; the data call will.
 */
export function preloadDataLayer(): void {
  getSupabase().catch(() => undefined);
}

/** Tests (and tools such as the bench) swap in their own client; pass undefined to go back to the default. */
export function setSupabaseClient(next: AppSupabaseClient | undefined): void {
  client = next ? Promise.resolve(next) : undefined;
}
