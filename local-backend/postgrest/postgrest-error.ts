/**
 * Turns database and request errors into PostgREST's JSON error body and HTTP status, so the data
 * functions see in local mode exactly what they would see from a Supabase project.
 */
export type PostgrestErrorBody = { code: string; message: string; details: string | null; hint: string | null };

type ErrorLike = { code?: unknown; message?: unknown; detail?: unknown; details?: unknown; hint?: unknown };

/** PostgREST's own codes (docs.postgrest.org, "Errors") and the status each answers with. */
const API_ERROR_STATUS: Record<string, number> = {
  PGRST000: 503,
  PGRST100: 400,
  PGRST101: 405,
  PGRST102: 400,
  PGRST103: 416,
  PGRST106: 406,
  PGRST107: 415,
  PGRST116: 406,
  PGRST117: 405,
  PGRST122: 400,
  PGRST125: 404,
  PGRST127: 400,
  PGRST202: 404,
  PGRST204: 400,
  PGRST205: 404,
};

/**
 * A request PostgREST itself would refuse, or one it would answer but this stand-in does not implement
 * (PGRST127), so the caller learns so instead of getting an answer to some other request. `status` is
 * set where the same code answers with more than one status (PGRST107: 406 for Accept, 415 for Content-Type).
 */
export class PostgrestApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly status: number = API_ERROR_STATUS[code] ?? 400,
  ) {
    super(message);
    this.name = 'PostgrestApiError';
  }
}

/** What the stand-in leaves out, answered as PostgREST answers a feature it does not have. */
export function notImplemented(what: string): PostgrestApiError {
  return new PostgrestApiError('PGRST127', 'Feature not implemented', `${what} is not implemented by the demo's PostgREST stand-in`);
}

/** PostgREST's mapping of SQLSTATE to HTTP status (the subset that can occur here). */
export function statusForSqlState(code: string, isAnonymous: boolean): number {
  if (code in API_ERROR_STATUS) return API_ERROR_STATUS[code] as number;
  // Raised by SQL to choose the status: PT429 answers 429 (the rate limit), PT413 answers 413.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return isAnonymous ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code.startsWith('23') || code.startsWith('22') || code === 'P0001') return 400;
  if (code.startsWith('42')) return 400;
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57')) return 503;
  return 500;
}

export function toPostgrestError(error: unknown): PostgrestErrorBody {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    code: typeof e.code === 'string' && e.code !== '' ? e.code : 'XX000',
    message: text(e.message) ?? String(error),
    details: text(e.detail) ?? text(e.details),
    hint: text(e.hint),
  };
}

export function errorResponse(body: PostgrestErrorBody, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}
