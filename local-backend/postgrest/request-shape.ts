import { notImplemented, PostgrestApiError } from './postgrest-error';

/**
 * The shape of a request, checked before anything runs: what the stand-in implements passes, what
 * PostgREST itself refuses gets PostgREST's error, and what PostgREST would answer but the stand-in does
 * not implement gets PGRST127, never an answer to some other request (an ignored header or parameter).
 */

/** The Prefer values the stand-in honours. */
export type Prefer = { return?: 'minimal' | 'representation'; count?: 'exact'; resolution?: 'merge-duplicates' | 'ignore-duplicates' };

/** Every preference PostgREST knows, with the values it takes (undefined: any value). */
const KNOWN_PREFERENCES: Record<string, readonly string[] | undefined> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['lenient', 'strict'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
  timezone: undefined,
  'max-affected': undefined,
};

/** The ones honoured here: the rest of KNOWN_PREFERENCES is PGRST127. missing=null and tx=commit are the defaults. */
const HONOURED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation'],
  count: ['exact'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['null'],
  handling: ['lenient', 'strict'],
  tx: ['commit'],
};

/**
 * As PostgREST reads Prefer: a preference it does not know is ignored, unless handling=strict asks for
 * PGRST122 instead. A known one the stand-in cannot honour is PGRST127.
 */
export function parsePrefer(headers: Headers): Prefer {
  const tokens = (headers.get('Prefer') ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => {
      const at = token.indexOf('=');
      return at < 0 ? { key: token, value: '' } : { key: token.slice(0, at).trim(), value: token.slice(at + 1).trim() };
    });
  const strict = tokens.some(({ key, value }) => key === 'handling' && value === 'strict');
  const prefer: Record<string, string> = {};
  for (const { key, value } of tokens) {
    const known = Object.hasOwn(KNOWN_PREFERENCES, key) ? KNOWN_PREFERENCES[key] : [];
    if (known && !known.includes(value)) {
      if (strict) throw new PostgrestApiError('PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${key}=${value}`);
      continue;
    }
    if (!HONOURED[key]?.includes(value)) throw notImplemented(`Prefer: ${key}=${value}`);
    prefer[key] = value;
  }
  return prefer as Prefer;
}

const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
/** Methods PostgREST answers on a table that the stand-in does not. */
const UNIMPLEMENTED_METHODS = new Set(['PUT', 'OPTIONS']);
const JSON_TYPES = new Set(['application/json', 'application/*', '*/*']);
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
/** Media types PostgREST answers in that the stand-in does not (CSV, GeoJSON, plans, raw output). */
const POSTGREST_ONLY_TYPES = new Set([
  'text/csv',
  'application/geo+json',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.plan',
  'application/vnd.pgrst.plan+json',
  'application/vnd.pgrst.plan+text',
  'application/octet-stream',
  'text/plain',
  'text/xml',
  'application/openapi+json',
]);

/** Query parameters that shape the result rather than filter it, and the methods they apply to here. */
const RESERVED: Record<string, readonly string[]> = {
  select: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
  order: ['GET', 'HEAD'],
  limit: ['GET', 'HEAD'],
  offset: ['GET', 'HEAD'],
  on_conflict: ['POST'],
  columns: ['POST'],
};

export function checkRequestShape(request: Request, url: URL, isRpc: boolean): void {
  checkMethod(request.method, isRpc);
  checkMediaTypes(request);
  for (const header of ['Accept-Profile', 'Content-Profile']) {
    const schema = request.headers.get(header);
    if (schema !== null && schema !== 'public') {
      throw new PostgrestApiError('PGRST106', 'Invalid schema: ' + schema, null, 'Only the following schemas are exposed: public');
    }
  }
  const range = request.headers.get('Range');
  if (range !== null && !/^\d+-\d*$/.test(range)) {
    throw new PostgrestApiError('PGRST103', 'Requested range not satisfiable', `The Range header "${range}" is not a range of items`);
  }
  if (isRpc) return checkRpcParams(request.method, url.searchParams);
  for (const key of new Set(url.searchParams.keys())) {
    const methods = Object.hasOwn(RESERVED, key) ? RESERVED[key] : undefined;
    if (methods) {
      if (!methods.includes(request.method)) throw notImplemented(`The query parameter "${key}" on ${request.method}`);
    } else if (!/^(not\.)?(and|or)$/.test(key) && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      // Embedded filters (rel.col), JSON paths (col->key) and the like.
      throw notImplemented(`The filter "${key}"`);
    }
  }
}

function checkMethod(method: string, isRpc: boolean): void {
  if (isRpc) {
    if (method === 'GET' || method === 'POST') return;
    if (method === 'HEAD') throw notImplemented('HEAD on a function');
    throw new PostgrestApiError('PGRST101', 'Only GET or POST requests are allowed for functions', null, null, 405);
  }
  if (TABLE_METHODS.has(method)) return;
  if (UNIMPLEMENTED_METHODS.has(method)) throw notImplemented(`${method} on a table`);
  throw new PostgrestApiError('PGRST117', `Unsupported HTTP method: ${method}`);
}

function checkMediaTypes(request: Request): void {
  const accept = request.headers.get('Accept');
  if (accept !== null && accept.trim() !== '') {
    const types = accept.split(',').map((type) => (type.split(';')[0] ?? '').trim().toLowerCase());
    if (!types.some((type) => JSON_TYPES.has(type) || type === OBJECT_TYPE)) {
      if (types.some((type) => POSTGREST_ONLY_TYPES.has(type))) throw notImplemented(`Accept: ${accept}`);
      throw new PostgrestApiError('PGRST107', `None of these media types are available: ${accept}`, null, null, 406);
    }
  }
  const contentType = request.headers.get('Content-Type');
  if (contentType !== null && (request.method === 'POST' || request.method === 'PATCH')) {
    const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (type === 'text/csv' || type === 'application/x-www-form-urlencoded') throw notImplemented(`A ${type} body`);
    if (type !== 'application/json') throw new PostgrestApiError('PGRST107', `Content-Type not acceptable: ${contentType}`, null, null, 415);
  }
}

/** A function's arguments come as the body (POST) or the query (GET); shaping its result is not implemented. */
function checkRpcParams(method: string, params: URLSearchParams): void {
  for (const key of new Set(params.keys())) {
    if (method === 'POST' || Object.hasOwn(RESERVED, key) || /^(not\.)?(and|or)$/.test(key)) {
      throw notImplemented(`The query parameter "${key}" on a function call`);
    }
    if (params.getAll(key).length > 1) throw notImplemented(`Repeated argument "${key}" (variadic functions)`);
  }
}

/** Whether the caller asked for one object (supabase-js's .single(), and .maybeSingle() on a write). */
export function wantsObject(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').toLowerCase().includes(OBJECT_TYPE);
}
