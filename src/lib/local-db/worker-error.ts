/*
 * PGlite's worker hands a failed statement to the page as a plain Error carrying only the message, so
 * the SQLSTATE is lost on the way: the rate limit (PT429) looked like any failure, and a retried insert's
 * unique violation (23505, "already saved") like a real error. The worker packs the fields into the
 * message and the PostgREST stand-in unpacks them.
 */
const MARK = 'localboost-db-error:';

type DatabaseErrorFields = { code: string; message: string; detail?: string; hint?: string };

/** In the worker: the error to pass on, with its SQLSTATE, detail and hint inside the message. */
export function packDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, detail, hint } = error as Error & { code?: unknown; detail?: unknown; hint?: unknown };
  if (typeof code !== 'string') return error;
  const fields: DatabaseErrorFields = { code, message: error.message };
  if (typeof detail === 'string') fields.detail = detail;
  if (typeof hint === 'string') fields.hint = hint;
  return new Error(MARK + JSON.stringify(fields));
}

/** In the page: the database error's fields again, or the error as it came. */
export function unpackDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.startsWith(MARK)) return error;
  try {
    return JSON.parse(error.message.slice(MARK.length)) as DatabaseErrorFields;
  } catch {
    return error;
  }
}
