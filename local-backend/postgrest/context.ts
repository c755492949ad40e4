import type { SqlTransaction } from '../sql-database.ts';
import type { Catalogue } from './catalogue';
import type { Actor } from './handle-request';
import { errorResponse } from './postgrest-error';

/** What each operation of the handler (handle-request.ts) is given about its request. */
export type Context = {
  request: Request;
  url: URL;
  actor: Actor;
  catalogue: Catalogue;
  asActor: <T>(actor: Actor, work: (tx: SqlTransaction) => Promise<T>) => Promise<T>;
};

export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** One row as an object (Accept: application/vnd.pgrst.object+json), or PGRST116 when there is not exactly one. */
export function singleObject(rows: unknown[], status: number, headers: Record<string, string>, head = false): Response {
  if (rows.length !== 1) {
    return errorResponse(
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: `The result contains ${rows.length} rows`, hint: null },
      406,
    );
  }
  return new Response(head ? null : JSON.stringify(rows[0]), { status, headers });
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw Object.assign(new Error('Empty or invalid json'), { code: 'PGRST102' });
  }
}
