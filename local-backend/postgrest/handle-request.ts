import type { SqlDatabase, SqlTransaction } from '../sql-database.ts';
import { callFunction } from './call-function';
import { loadCatalogue, type Catalogue } from './catalogue';
import type { Context } from './context';
import { errorResponse, PostgrestApiError, statusForSqlState, toPostgrestError } from './postgrest-error';
import { readRows } from './read-rows';
import { checkRequestShape } from './request-shape';
import { deleteRows, insertRows, updateRows } from './write-rows';

/**
 * A small PostgREST: answers the requests supabase-js makes (insert and upsert, select with filters, order,
 * range and exact count, update, delete, rpc) from a Postgres database. Each request runs in its own transaction as
 * the given API role with its JWT claims, exactly as PostgREST does, so grants and row-level security
 * decide the outcome. Unsupported features answer with PostgREST's error codes instead of guessing.
 */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export type Actor = { role: ApiRole; claims: Record<string, unknown> };

export type PostgrestHandlerOptions = {
  database: SqlDatabase;
  /**
   * Who the request runs as: one actor for every request (the in-process fetch's local owner), or each
   * caller's own (the local backend).
   */
  actor: Actor | ((request: Request) => Actor);
  /**
   * The client's address, as the gateway in front of PostgREST appends it to x-forwarded-for (the
   * database's rate limit counts per address, from the right). Left out, nothing is appended.
   */
  clientAddress?: (request: Request) => string | undefined;
};

/**
 * The request settings PostgREST sets for each request besides role and claims: method, path and
 * headers (lower-case names, as JSON), with the address the gateway saw appended to x-forwarded-for, as
 * Kong and most proxies do: whatever the client wrote there stays in front, where the database's
 * private.client_address_settings (one trusted hop) does not look.
 */
function requestSettings(request: Request, clientAddress: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  if (clientAddress) {
    const forwarded = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${clientAddress}` : clientAddress;
  }
  return {
    'request.method': request.method,
    'request.path': new URL(request.url).pathname.replace(/^\/rest\/v1/, ''),
    'request.headers': JSON.stringify(headers),
  };
}

const ROLES: ReadonlySet<ApiRole> = new Set(['anon', 'authenticated', 'service_role']);

export function createPostgrestHandler(options: PostgrestHandlerOptions) {
  const { database } = options;
  let catalogue: Promise<Catalogue> | undefined;

  async function asActor<T>(
    actor: Actor,
    settings: Record<string, string>,
    work: (tx: SqlTransaction) => Promise<T>,
  ): Promise<T> {
    if (!ROLES.has(actor.role)) throw new Error(`Unknown API role ${actor.role}`);
    // One statement for every setting, as PostgREST does, instead of a round trip to the database for each.
    const values: Record<string, string> = {
      role: actor.role,
      'request.jwt.claims': JSON.stringify(actor.claims),
      ...settings,
    };
    const names = Object.keys(values);
    const calls = names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
    return database.transaction(async (tx) => {
      await tx.query(`select ${calls}`, names.flatMap((name) => [name, values[name] as string]));
      return work(tx);
    });
  }

  return async function handle(request: Request): Promise<Response> {
    const actor = typeof options.actor === 'function' ? options.actor(request) : options.actor;
    try {
      const url = new URL(request.url);
      const match = /\/rest\/v1\/(rpc\/)?([^/]+)$/.exec(url.pathname);
      if (!match) return errorResponse(toPostgrestError({ code: 'PGRST125', message: 'Invalid path' }), 404);
      catalogue ??= loadCatalogue(database).catch((error: unknown) => {
        catalogue = undefined;
        throw error;
      });
      const settings = requestSettings(request, options.clientAddress?.(request));
      const context: Context = {
        request,
        url,
        actor,
        catalogue: await catalogue,
        asActor: (who, work) => asActor(who, settings, work),
      };
      checkRequestShape(request, url, Boolean(match[1]));
      const name = decodeURIComponent(match[2] as string);
      if (match[1]) return await callFunction(context, name);
      switch (request.method) {
        case 'GET':
        case 'HEAD':
          return await readRows(context, name);
        case 'POST':
          return await insertRows(context, name);
        case 'PATCH':
          return await updateRows(context, name);
        case 'DELETE':
          return await deleteRows(context, name);
        default:
          throw new PostgrestApiError('PGRST117', `Unsupported HTTP method: ${request.method}`);
      }
    } catch (error) {
      const body = toPostgrestError(error);
      const status = error instanceof PostgrestApiError ? error.status : statusForSqlState(body.code, actor.role === 'anon');
      return errorResponse(body, status);
    }
  };
}
