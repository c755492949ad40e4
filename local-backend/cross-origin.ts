/*
 * Who may call the demo backend from a web page (issue 43, item 9). The backend answers the site's own
 * pages; any other page the demo user has open must not drive it (read the leads with the user's session,
 * post test purchases, change data). Browsers say where a request comes from (Origin, and Sec-Fetch-Site on
 * every request), so a request another site's page makes is refused with 403, preflight or not, before
 * any route sees it. Requests without those headers (curl, scripts, tests, the functions) are not web pages.
 *
 * The exception is what customers' websites read: the widget system's public endpoints and its static
 * files. They answer any origin, and this list is the one place that says which they are.
 */

/** The public widget endpoints: GET/HEAD/OPTIONS on /functions/v1/widget-*, from any origin. */
const PUBLIC_FUNCTION = /^\/functions\/v1\/widget-[a-z0-9-]+(\/|$)/;
/** The widget loader and its chunks, served by the preview server and the dev server to any origin. */
const PUBLIC_STATIC = /^\/(embed\.js$|widgets\/)/;
export const PUBLIC_METHODS = ['GET', 'HEAD', 'OPTIONS'];
/**
 * The writes any page may make (issue 45): the views beacon, which only adds to published widgets' counts,
 * the contact form's messages, the email sign-ups and the booking requests, which the database bounds
 * (20261201001100_contact_form.sql, 20261201001500_email_signup.sql, 20261201001600_booking.sql).
 */
const PUBLIC_BEACON = /^\/functions\/v1\/widget-(views|contact|signup|booking)\/?$/;

/** True for a request any website may make: a public widget endpoint or static file, read-only, or a public write. */
export function isPublicToEveryOrigin(method: string, pathname: string): boolean {
  if (method.toUpperCase() === 'POST' && PUBLIC_BEACON.test(pathname)) return true;
  return PUBLIC_METHODS.includes(method.toUpperCase()) && (PUBLIC_FUNCTION.test(pathname) || PUBLIC_STATIC.test(pathname));
}

/** The public endpoints' answer to a preflight: any origin, read-only methods (and POST to the public writes). */
export function publicCorsHeaders(pathname: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': PUBLIC_BEACON.test(pathname) ? 'POST, OPTIONS' : PUBLIC_METHODS.join(', '),
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, if-none-match',
    'Access-Control-Max-Age': '600',
  };
}

/**
 * Host names the site may be reached under: loopback names and IP literals, as Vite's own check allows. A
 * DNS name that rebinds to 127.0.0.1 is not one, so a page on it is not "the site's own origin".
 */
function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':');
}

type Headers = { get(name: string): string | null };

/** Whether a request came from another site's page (and so must be refused), by the headers browsers send. */
export function isForeignPageRequest(headers: Headers): boolean {
  const host = headers.get('host') ?? '';
  const origin = headers.get('origin');
  const ownOrigin = isLocalHost(host) ? `http://${host}` : null;
  if (origin !== null) return origin !== ownOrigin;
  const site = headers.get('sec-fetch-site');
  if (site === null || site === 'none') return false;
  return site !== 'same-origin' || ownOrigin === null;
}
