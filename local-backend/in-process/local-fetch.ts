import { simulatedClientAddress } from './client-address';
import { isOutageSimulated } from './outage';
import { createPostgrestHandler } from '../postgrest/handle-request.ts';
import { errorResponse } from '../postgrest/postgrest-error.ts';
import type { SqlDatabase } from '../sql-database.ts';
import { STAFF_CLAIMS } from '../staff-seed.ts';

/** Where supabase-js points in unit tests that use createLocalFetch. `.invalid` can never resolve. */
export const LOCAL_SUPABASE_URL = 'http://local-database.invalid';

/**
 * A fetch for supabase-js in unit and component tests (src/testing/local-supabase.ts): its REST requests
 * are answered by an in-process PGlite with every migration, as the seeded staff member (local-backend/staff-seed.ts), so data
 * functions and screens run against real SQL without a server. The browser never uses it: the demo talks
 * to the local backend (local-backend/) over HTTP like any Supabase project.
 */
export function createLocalFetch(getDatabase: () => Promise<SqlDatabase>): typeof fetch {
  let handler: Promise<(request: Request) => Promise<Response>> | undefined;

  return async (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith('/rest/v1/')) {
      return errorResponse({ code: 'PGRST125', message: 'Only the REST API exists in local mode', details: null, hint: null }, 404);
    }
    if (isOutageSimulated()) return unavailable('Simulated outage (localboost:simulate-db-outage)');
    try {
      handler ??= getDatabase().then((database) =>
        createPostgrestHandler({
          database,
          actor: { role: 'authenticated', claims: STAFF_CLAIMS },
          clientAddress: simulatedClientAddress,
        }),
      );
      const handle = await handler;
      return await handle(request);
    } catch (error) {
      handler = undefined;
      return unavailable(error instanceof Error ? error.message : String(error));
    }
  };
}

/** As PostgREST answers when it cannot reach the database; Retry-After 0 keeps supabase-js's retries instant. */
function unavailable(details: string): Response {
  return errorResponse(
    { code: 'PGRST000', message: 'Could not connect to the local database', details, hint: null },
    503,
    { 'Retry-After': '0' },
  );
}
