// Supabase Edge Function: the settings read of installed widgets (issue 42). The loader on an owner's own
// website asks GET /functions/v1/widget-settings?id=<uuid> for each placeholder on the page. Public by design
// (verify_jwt = false in supabase/config.toml): customers' visitors carry no key. It answers only what
// public.published_widget gives anyone: a published widget's { id, kind, settings, updatedAt }, never an
// owner, a draft or a listing.
//   200  the settings, with a strong ETag; Cache-Control lets a CDN keep them 60 s (s-maxage) while browsers
//        revalidate every load (max-age=0), so a published change reaches every page within 60 s.
//   304  If-None-Match matched.   404 {"error":"not_found"} unknown or unpublished (cached 10 s).
//   400  a malformed id.          405 any method but GET, HEAD and OPTIONS.
// Cross-origin for any site (Access-Control-Allow-Origin: *), no cookies, nothing read but the id.
// Secrets: SUPABASE_URL and SUPABASE_ANON_KEY, which Supabase gives every function.
// With the settings go the UTC offsets, for the year ahead, of each time zone they name (`zones`): widgets on
// owners' pages then never call Intl, whose first call costs a phone 200-350 ms (src/widgets/runtime/zone-offsets.ts).
import { intlOffset, zoneOffsetsOf, type ZoneOffsets } from '../../../src/widgets/runtime/zone-offsets.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!supabaseUrl || !anonKey) throw new Error('Missing SUPABASE_URL or SUPABASE_ANON_KEY');

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'if-none-match',
  'Access-Control-Expose-Headers': 'ETag',
  'Access-Control-Max-Age': '86400',
};
/** Every `timeZone` a widget's settings name (opening hours, wherever a kind keeps them), valid ones only. */
function zonesNamed(settings: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(settings)) for (const item of settings) zonesNamed(item, into);
  else if (typeof settings === 'object' && settings !== null)
    for (const [key, value] of Object.entries(settings)) {
      if (key === 'timeZone' && typeof value === 'string') into.add(value);
      else zonesNamed(value, into);
    }
  return into;
}

function zoneOffsets(settings: unknown): Record<string, ZoneOffsets> | undefined {
  const zones: Record<string, ZoneOffsets> = {};
  const now = Date.now();
  for (const zone of zonesNamed(settings)) {
    try {
      zones[zone] = zoneOffsetsOf(now, (instant) => intlOffset(zone, instant) / 60_000);
    } catch {
      // Not a zone Intl knows (the database's schema lets only names through): the widget asks Intl itself.
    }
  }
  return Object.keys(zones).length > 0 ? zones : undefined;
}

const FOUND_CACHE = 'public, max-age=0, s-maxage=60';
const MISSING_CACHE = 'public, max-age=0, s-maxage=10';

function answer(request: Request, status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: {
      ...CORS,
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex.slice(0, 32)}"`;
}

/** True when the If-None-Match header names this ETag (a list, weak forms or *). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(request, 405, JSON.stringify({ error: 'method_not_allowed' }), { Allow: 'GET, HEAD, OPTIONS', 'Cache-Control': 'no-store' });
  }
  const id = (new URL(request.url).searchParams.get('id') ?? '').toLowerCase();
  if (!ID.test(id)) return answer(request, 400, JSON.stringify({ error: 'invalid_id' }), { 'Cache-Control': 'no-store' });

  let widget: unknown;
  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/published_widget?widget_id=${id}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`published_widget answered ${response.status}: ${await response.text()}`);
    widget = await response.json();
  } catch (error) {
    console.error('widget-settings failed', error);
    return answer(request, 503, JSON.stringify({ error: 'unavailable' }), { 'Cache-Control': 'no-store', 'Retry-After': '10' });
  }
  if (widget === null) return answer(request, 404, JSON.stringify({ error: 'not_found' }), { 'Cache-Control': MISSING_CACHE });

  const settings = (widget as { settings?: unknown }).settings;
  const body = JSON.stringify({ ...(widget as object), zones: zoneOffsets(settings) });
  const etag = await etagOf(body);
  const headers = { ETag: etag, 'Cache-Control': FOUND_CACHE };
  if (matches(request.headers.get('If-None-Match'), etag)) return answer(request, 304, null, headers);
  return answer(request, 200, body, headers);
});
