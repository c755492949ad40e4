import { SqlBuilder } from './build-query';
import { JSON_HEADERS, singleObject, type Context } from './context';
import { parseFilters, parseOrder, parseSelect, PostgrestParseError } from './parse-filter';
import { parsePrefer, wantsObject } from './request-shape';

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

export async function readRows(context: Context, table: string): Promise<Response> {
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
