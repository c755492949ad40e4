import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSupabaseClient, setSupabaseClient } from '@/lib/supabase';

/** Base URL of the PostgREST API the contract tests' Supabase client talks to. */
export const POSTGREST_API = 'http://supabase.test/rest/v1';

/**
 * For contract tests of the Supabase adapter: an MSW server standing in for PostgREST (unhandled
 * requests fail the test), a real supabase-js client pointed at it, and the requests it received.
 */
export function setupPostgrestServer() {
  const server = setupServer();
  const seen: Request[] = [];
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => seen.push(request.clone()));
    setSupabaseClient(await createSupabaseClient('http://supabase.test', 'anon-key', { persistSession: false }));
  });
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => {
    server.close();
    setSupabaseClient(undefined);
  });
  return { server, seen };
}
