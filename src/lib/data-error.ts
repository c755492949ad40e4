/**
 * The error every data function throws: one type for the UI to catch, carrying PostgREST's (or
 * Postgres's) code so callers can tell a duplicate from a permission problem or an outage.
 */
export type PostgrestErrorLike = { code?: string; message: string; details?: string | null; hint?: string | null };

export class DataError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(message: string, cause?: PostgrestErrorLike) {
    super(cause?.message ? `${message}: ${cause.message}` : message, { cause });
    this.name = 'DataError';
    this.code = cause?.code ?? '';
    this.details = cause?.details ?? null;
    this.hint = cause?.hint ?? null;
  }
}

/** The request succeeded but changed no row (not there, or row-level security hid it). */
export class NotFoundError extends DataError {
  constructor(message: string) {
    super(message, { code: 'NOT_FOUND', message: 'no matching row (missing or not permitted)' });
    this.name = 'NotFoundError';
  }
}

export const UNIQUE_VIOLATION = '23505';

/**
 * The database's per-address insert limit (supabase/migrations/20261123000100_abuse_limits.sql) raises
 * SQLSTATE PT429, which PostgREST answers with HTTP 429. Visitor forms show RATE_LIMITED_MESSAGE for it.
 */
export const RATE_LIMITED = 'PT429';
export const RATE_LIMITED_MESSAGE = 'Too many submissions from your connection. Please try again in a few minutes.';

/** The error to throw for a failed insert: a 429 is tagged RATE_LIMITED whatever code the body carried. */
export function insertError(message: string, error: PostgrestErrorLike, status: number): DataError {
  return new DataError(message, status === 429 ? { ...error, code: RATE_LIMITED } : error);
}

export const isRateLimited = (error: unknown) => error instanceof DataError && error.code === RATE_LIMITED;
