import { UnknownFunctionError } from './build-query';
import { quoteIdent } from './catalogue';
import { JSON_HEADERS, readJsonBody, singleObject, type Context } from './context';
import { notImplemented } from './postgrest-error';
import { parsePrefer, wantsObject } from './request-shape';

export async function callFunction(context: Context, name: string): Promise<Response> {
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
