// Supabase Edge Function: widget views (issue 45, "Views, without cookies"). The loader on an owner's website
// sends one beacon per page view: navigator.sendBeacon(`${api}/functions/v1/widget-views`,
// JSON.stringify({ h: location.hostname, w: [widgetId, ...] })), a POST of text/plain (no preflight) naming
// up to 20 widgets. Public by design (verify_jwt = false in supabase/config.toml): visitors carry no key.
//   204  counted, or passed over: unknown and unpublished ids, and crawlers' user agents, get the same answer,
//        so the answer says nothing about which ids exist.
//   400  not {"h": hostname, "w": [uuid, ...]} with at most 20 ids.   413  a body over 4 KB.
//   405  any method but POST and OPTIONS.                            503  the database could not be reached.
// The count is public.record_widget_views(view_host, widget_ids), through PostgREST with the anon key: one
// more view today (UTC) per widget and host. Nothing of the visitor is read or passed on: no cookie, no
// address (the request to PostgREST is the function's own), the user agent only to leave crawlers out.
// Secrets: SUPABASE_URL and SUPABASE_ANON_KEY, which Supabase gives every function.
import { readBoundedText } from '../_shared/bounded-body.ts';
import { isBot, parseBeacon } from './beacon.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!supabaseUrl || !anonKey) throw new Error('Missing SUPABASE_URL or SUPABASE_ANON_KEY');

/** 20 ids and a 253-character host are about 1.1 KB as JSON. */
const MAX_BODY_BYTES = 4096;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': '86400',
};

const answer = (status: number, error?: string, headers: Record<string, string> = {}) =>
  new Response(error ? JSON.stringify({ error }) : null, {
    status,
    headers: {
      ...CORS,
      ...(error ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return answer(405, 'method_not_allowed', { Allow: 'POST, OPTIONS' });
  if (isBot(request.headers.get('User-Agent'))) {
    await request.body?.cancel();
    return answer(204);
  }
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, 'too_large');
  const beacon = parseBeacon(text);
  if (beacon === null) return answer(400, 'invalid_beacon');
  if (beacon.ids.length === 0) return answer(204);

  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/record_widget_views`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ view_host: beacon.host, widget_ids: beacon.ids }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`record_widget_views answered ${response.status}`);
  } catch (error) {
    console.error('widget-views failed', error);
    return answer(503, 'unavailable', { 'Retry-After': '10' });
  }
  return answer(204);
});
