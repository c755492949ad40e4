import type { SqlDatabase, SqlTransaction } from '../sql-database.ts';
import { SqlBuilder, UnknownFunctionError } from './build-query';
import { loadCatalogue, quoteIdent, type Catalogue } from './catalogue';
import { parseColumnsParam, parseFilters, parseOrder, parseSelect, PostgrestParseError } from './parse-filter';
import { errorResponse, notImplemented, PostgrestApiError, statusForSqlState, toPostgrestError } from './postgrest-error';
import { checkRequestShape, parsePrefer, wantsObject, type Prefer } from './request-shape';

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
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * An insert's ON CONFLICT clause, as PostgREST builds it: with `Prefer: resolution=merge-duplicates` a row
 * that conflicts updates the existing one with every inserted column; with `ignore-duplicates` it is left
 * alone. The conflict target is `on_conflict` (unique columns) or else the table's primary key. Without a
 * resolution, `on_conflict` changes nothing and a conflict is a 409, as there.
 */
function onConflict(context: Context, b: SqlBuilder, table: string, names: string[], prefer: Prefer): string {
  const { resolution } = prefer;
  if (resolution === undefined) return '';
  const named = context.url.searchParams.get('on_conflict');
  const target = named ? named.split(',').map((name) => name.trim()) : context.catalogue.primaryKeys.get(table);
  if (!target || target.length === 0) throw new PostgrestParseError(`Table "${table}" has no primary key to upsert on`);
  const conflict = `on conflict (${target.map((name) => b.column(name)).join(', ')})`;
  if (resolution === 'ignore-duplicates') return ` ${conflict} do nothing`;
  return ` ${conflict} do update set ${names.map((name) => `${b.column(name)} = excluded.${b.column(name)}`).join(', ')}`;
}

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

type Context = {
  request: Request;
  url: URL;
  actor: Actor;
  catalogue: Catalogue;
  asActor: <T>(actor: Actor, work: (tx: SqlTransaction) => Promise<T>) => Promise<T>;
};

function requestedRange(context: Context): { offset: number; limit?: number } {
  const params = context.url.searchParams;
  const header = /^(\d+)-(\d*)$/.exec(context.request.headers.get('Range') ?? '');
  let offset = Number(params.get('offset') ?? header?.[1] ?? 0);
  let limit = params.has('limit') ? Number(params.get('limit')) : undefined;
  if (limit === undefined && header?.[2]) limit = Number(header[2]) - offset + 1;
  if (!Number.isInteger(offset) || offset < 0 || (limit !== undefined && (!Number.isInteger(limit) || limit < 0))) {
    throw new PostgrestParseError('Invalid range');
  }
  offset = Math.trunc(offset);
  return { offset, limit };
}

async function readRows(context: Context, table: string): Promise<Response> {
  const params = context.url.searchParams;
  const prefer = parsePrefer(context.request.headers);
  const b = new SqlBuilder(context.catalogue, table);
  const where = b.where(parseFilters(params));
  const whereParams = [...b.params];
  const columns = b.selectList(parseSelect(params.get('select')));
  const order = b.orderBy(parseOrder(params.get('order')));
  const { offset, limit } = requestedRange(context);
  const page = `${limit === undefined ? '' : ` limit ${b.param(limit)}`}${offset ? ` offset ${b.param(offset)}` : ''}`;
  const rowsSql = `select coalesce(json_agg(_r), '[]')::text as body from (select ${columns} from ${b.relation}${where}${order}${page}) _r`;

  const { body, total } = await context.asActor(context.actor, async (tx) => {
    const count =
      prefer.count === undefined
        ? undefined
        : (await tx.query<{ total: number }>(`select count(*)::integer as total from ${b.relation}${where}`, whereParams)).rows[0]?.total;
    if (count !== undefined && offset > 0 && offset >= count) return { body: undefined, total: count };
    const result = await tx.query<{ body: string }>(rowsSql, b.params);
    return { body: result.rows[0]?.body ?? '[]', total: count };
  });
  if (body === undefined) {
    throw Object.assign(new Error('Requested range not satisfiable'), {
      code: 'PGRST103',
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    });
  }

  const rows = JSON.parse(body) as unknown[];
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = rows.length === 0 ? `*/${totalText}` : `${offset}-${offset + rows.length - 1}/${totalText}`;
  const partial = total !== undefined && (offset > 0 || rows.length < total);
  const headers = { ...JSON_HEADERS, 'Content-Range': contentRange };
  if (wantsObject(context.request)) return singleObject(rows, 200, headers, context.request.method === 'HEAD');
  return new Response(context.request.method === 'HEAD' ? null : body, { status: partial ? 206 : 200, headers });
}

/** One row as an object (Accept: application/vnd.pgrst.object+json), or PGRST116 when there is not exactly one. */
function singleObject(rows: unknown[], status: number, headers: Record<string, string>, head = false): Response {
  if (rows.length !== 1) {
    return errorResponse(
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: `The result contains ${rows.length} rows`, hint: null },
      406,
    );
  }
  return new Response(head ? null : JSON.stringify(rows[0]), { status, headers });
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw Object.assign(new Error('Empty or invalid json'), { code: 'PGRST102' });
  }
}

function mutationResponse(request: Request, prefer: Prefer, created: boolean, affected: number, body: string | undefined): Response {
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if (prefer.count) headers['Content-Range'] = `*/${affected}`;
  // .single() after .insert().select() asks for one object, as it does on a read.
  if (body !== undefined && wantsObject(request)) {
    return singleObject(JSON.parse(body) as unknown[], created ? 201 : 200, headers);
  }
  if (body !== undefined) return new Response(body, { status: created ? 201 : 200, headers });
  return new Response(null, { status: created ? 201 : 204, headers });
}

async function insertRows(context: Context, table: string): Promise<Response> {
  const params = context.url.searchParams;
  const prefer = parsePrefer(context.request.headers);
  const payload = await readJsonBody(context.request);
  const rows = (Array.isArray(payload) ? payload : [payload]) as unknown[];
  if (rows.length === 0 || rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw Object.assign(new Error('Insert a JSON object or an array of objects'), { code: 'PGRST102' });
  }
  const b = new SqlBuilder(context.catalogue, table);
  const names = parseColumnsParam(params.get('columns')) ?? [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
  if (names.length === 0) throw Object.assign(new Error('No columns to insert'), { code: 'PGRST102' });
  const columns = names.map((n) => b.column(n)).join(', ');
  // As PostgREST does: the whole body is one json parameter, expanded into typed rows by Postgres.
  const source = `json_populate_recordset(null::${b.relation}, ${b.param(JSON.stringify(rows))}::json)`;
  const insert = `insert into ${b.relation} (${columns}) select ${columns} from ${source}${onConflict(context, b, table, names, prefer)}`;
  const representation = prefer.return === 'representation';
  const select = representation ? b.selectList(parseSelect(params.get('select'))) : '';

  const { affected, body } = await context.asActor(context.actor, async (tx) => {
    if (!representation) return { affected: (await tx.query(insert, b.params)).affectedRows ?? 0, body: undefined };
    const result = await tx.query<{ body: string; n: number }>(
      `with _i as (${insert} returning ${select}) select coalesce(json_agg(_i), '[]')::text as body, count(*)::integer as n from _i`,
      b.params,
    );
    return { affected: result.rows[0]?.n ?? 0, body: result.rows[0]?.body };
  });
  return mutationResponse(context.request, prefer, true, affected, body);
}

async function deleteRows(context: Context, table: string): Promise<Response> {
  const params = context.url.searchParams;
  const prefer = parsePrefer(context.request.headers);
  const b = new SqlBuilder(context.catalogue, table);
  const remove = `delete from ${b.relation}${b.where(parseFilters(params))}`;
  const representation = prefer.return === 'representation';
  const select = representation ? b.selectList(parseSelect(params.get('select'))) : '';

  const { affected, body } = await context.asActor(context.actor, async (tx) => {
    if (!representation) return { affected: (await tx.query(remove, b.params)).affectedRows ?? 0, body: undefined };
    const result = await tx.query<{ body: string; n: number }>(
      `with _d as (${remove} returning ${select}) select coalesce(json_agg(_d), '[]')::text as body, count(*)::integer as n from _d`,
      b.params,
    );
    return { affected: result.rows[0]?.n ?? 0, body: result.rows[0]?.body };
  });
  return mutationResponse(context.request, prefer, false, affected, body);
}

async function updateRows(context: Context, table: string): Promise<Response> {
  const params = context.url.searchParams;
  const prefer = parsePrefer(context.request.headers);
  const payload = await readJsonBody(context.request);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw Object.assign(new Error('Update with one JSON object'), { code: 'PGRST102' });
  }
  const b = new SqlBuilder(context.catalogue, table);
  const names = Object.keys(payload);
  if (names.length === 0) throw Object.assign(new Error('No columns to update'), { code: 'PGRST102' });
  // As PostgREST does: the body is one json parameter, read into the table's row type so values are typed.
  // Each column reads from its own sub-select so the filters' bare column names mean the table's.
  const source = `json_populate_record(null::${b.relation}, ${b.param(JSON.stringify(payload))}::json)`;
  const set = names.map((n) => b.column(n)).map((c) => `${c} = (select _u.${c} from ${source} _u)`);
  const update = `update ${b.relation} set ${set.join(', ')}${b.where(parseFilters(params))}`;
  const representation = prefer.return === 'representation';
  const select = representation ? b.selectList(parseSelect(params.get('select'))) : '';

  const { affected, body } = await context.asActor(context.actor, async (tx) => {
    if (!representation) return { affected: (await tx.query(update, b.params)).affectedRows ?? 0, body: undefined };
    const result = await tx.query<{ body: string; n: number }>(
      `with _u as (${update} returning ${select}) select coalesce(json_agg(_u), '[]')::text as body, count(*)::integer as n from _u`,
      b.params,
    );
    return { affected: result.rows[0]?.n ?? 0, body: result.rows[0]?.body };
  });
  return mutationResponse(context.request, prefer, false, affected, body);
}

async function callFunction(context: Context, name: string): Promise<Response> {
  const fn = context.catalogue.functions.get(name);
  if (!fn) throw new UnknownFunctionError(name);
  if (parsePrefer(context.request.headers).count) throw notImplemented('Prefer: count on a function call');
  const payload =
    context.request.method === 'GET' ? Object.fromEntries(context.url.searchParams) : await readJsonBody(context.request);
  const args = (payload ?? {}) as Record<string, unknown>;
  const params: unknown[] = [];
  const argSql = Object.entries(args).map(([key, value]) => {
    if (!fn.argNames.includes(key)) throw new UnknownFunctionError(`${name}(${key})`);
    const arrayType = fn.arrayArgs.get(key);
    if (arrayType && Array.isArray(value)) {
      // A JSON array for an array argument (uuid[], text[]): converted by its declared type, as PostgREST
      // converts every argument (json_to_record), since a JSON array is not an array literal.
      params.push(JSON.stringify({ a: value }));
      return `${quoteIdent(key)} => (select _j.a from json_to_record($${params.length}::json) as _j(a ${arrayType}))`;
    }
    params.push(value === null || typeof value === 'string' ? value : JSON.stringify(value));
    return `${quoteIdent(key)} => $${params.length}`;
  });
  const call = `public.${quoteIdent(name)}(${argSql.join(', ')})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} _r`
    : `select to_json(${call})::text as body`;
  const body = (await context.asActor(context.actor, async (tx) => (await tx.query<{ body: string }>(sql, params)).rows[0]?.body)) ?? 'null';
  // .single() on a set-returning function: one row as an object, as from a table.
  if (fn.returnsSet && wantsObject(context.request)) return singleObject(JSON.parse(body) as unknown[], 200, JSON_HEADERS);
  return new Response(body, { status: 200, headers: JSON_HEADERS });
}
