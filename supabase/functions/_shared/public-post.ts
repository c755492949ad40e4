/**
 * The answers of a public function that widgets on owners' websites post to (widget-contact,
 * widget-signup): any origin, POST only, a JSON body, never cached.
 */
export const POST_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': '86400',
};

export const jsonAnswer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      ...POST_CORS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });

const WIDGET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a value is a widget's id as the widgets send it (lower-case uuid). */
export const isWidgetId = (value: string) => WIDGET_ID.test(value);

/**
 * What every collecting widget posts around its fields, checked for shape only: a JSON object with the
 * widget's id `w` and `t`, the milliseconds since the form showed (capped to an integer the database
 * takes). Null when the body is not that; the fields are the caller's to check.
 */
export function parseWidgetPost(
  text: string,
): { widgetId: string; elapsedMs: number; fields: Record<string, unknown> } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const widgetId = typeof fields.w === 'string' ? fields.w.toLowerCase() : '';
  const elapsed = fields.t;
  if (!isWidgetId(widgetId) || typeof elapsed !== 'number' || !Number.isInteger(elapsed) || elapsed < 0) return null;
  return { widgetId, elapsedMs: Math.min(elapsed, 2_000_000_000), fields };
}
