import { createPostgrestHandler, type Actor } from './postgrest/handle-request.ts';
import type { SqlDatabase } from './sql-database.ts';
import { identifyCaller } from './callers.ts';

/**
 * /rest/v1: the PostgREST stand-in (local-backend/postgrest/) with the caller's own role and claims,
 * one transaction per request, and the client address the gateway recorded in x-forwarded-for.
 */
export function createRestHandler(database: SqlDatabase): (request: Request) => Promise<Response> {
  const actors = new WeakMap<Request, Actor>();
  const postgrest = createPostgrestHandler({
    database,
    actor: (request) => actors.get(request) as Actor,
    clientAddress: (request) => request.headers.get('x-forwarded-for') ?? undefined,
  });
  return async (request) => {
    const caller = await identifyCaller(request);
    if ('refused' in caller) return caller.refused;
    actors.set(request, caller.actor);
    return postgrest(request);
  };
}
