import { SqlBuilder } from './build-query';
import { JSON_HEADERS, readJsonBody, singleObject, type Context } from './context';
import { parseColumnsParam, parseFilters, parseSelect, PostgrestParseError } from './parse-filter';
import { parsePrefer, wantsObject, type Prefer } from './request-shape';

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

/** Runs a write as the caller; with return=representation, the rows it wrote are read back through select. */
async function runWrite(context: Context, b: SqlBuilder, statement: string, prefer: Prefer): Promise<{ affected: number; body?: string }> {
  if (prefer.return !== 'representation') {
    return context.asActor(context.actor, async (tx) => ({ affected: (await tx.query(statement, b.params)).affectedRows ?? 0 }));
  }
  const select = b.selectList(parseSelect(context.url.searchParams.get('select')));
  return context.asActor(context.actor, async (tx) => {
    const result = await tx.query<{ body: string; n: number }>(
      `with _w as (${statement} returning ${select}) select coalesce(json_agg(_w), '[]')::text as body, count(*)::integer as n from _w`,
      b.params,
    );
    return { affected: result.rows[0]?.n ?? 0, body: result.rows[0]?.body };
  });
}

export async function insertRows(context: Context, table: string): Promise<Response> {
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
  const { affected, body } = await runWrite(context, b, insert, prefer);
  return mutationResponse(context.request, prefer, true, affected, body);
}

export async function deleteRows(context: Context, table: string): Promise<Response> {
  const params = context.url.searchParams;
  const prefer = parsePrefer(context.request.headers);
  const b = new SqlBuilder(context.catalogue, table);
  const remove = `delete from ${b.relation}${b.where(parseFilters(params))}`;
  const { affected, body } = await runWrite(context, b, remove, prefer);
  return mutationResponse(context.request, prefer, false, affected, body);
}

export async function updateRows(context: Context, table: string): Promise<Response> {
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
  const { affected, body } = await runWrite(context, b, update, prefer);
  return mutationResponse(context.request, prefer, false, affected, body);
}
