// Supabase Edge Function: Quick Appointment Booking (issue 45). Public by design (verify_jwt = false in
// supabase/config.toml); everything is decided by the database (20261201001600_booking.sql), called through
// PostgREST with the anon key.
//   GET  ?w=<uuid>       the free slots of a running booking widget (public.booking_slots), never cached:
//                        they change as requests are confirmed. 200 {"timeZone", "days": [...]}; 400 a
//                        malformed id; 404 not a published booking widget whose owner's tools may run.
//   POST (no query)      a request from the widget on an owner's website: text/plain JSON (no preflight, no
//                        key; submission.ts says the shape), passed to public.submit_booking_request.
//                        200 {"ok": true} stored (or dropped as a bot's, alike); 400 invalid_submission (not
//                        one) or refused (a field the database refuses); 404; 409 slot_taken (the time is
//                        not offered any more); 413 over 16 KB; 429 rate_limited; 503 database unreachable.
//   GET  ?decide=<token> the owner's email links: the request and two buttons. It does not decide by itself:
//                        link scanners open every link in an email.
//   POST ?decide=<token> a button (decision=confirmed|declined): decide_booking_by_token; the page says what
//                        happened (confirmed, declined, already decided, time already booked).
// Nothing of the visitor is passed on but what they typed. Secrets: SUPABASE_URL and SUPABASE_ANON_KEY.
import { readBoundedText } from '../_shared/bounded-body.ts';
import { htmlPage as page } from '../_shared/html-page.ts';
import { isWidgetId, jsonAnswer, POST_CORS } from '../_shared/public-post.ts';
import { askPage, decidedPage, type Outcome, type RequestView } from './decide-page.ts';
import { parseBookingRequest } from './submission.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!supabaseUrl || !anonKey) throw new Error('Missing SUPABASE_URL or SUPABASE_ANON_KEY');

const MAX_BODY_BYTES = 16_384;
const MAX_FORM_BYTES = 1024;
const TOKEN = /^[0-9a-f]{64}$/;
// The widget reads the slots with a GET and posts requests: both from any origin.
const CORS = { ...POST_CORS, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' };
const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  jsonAnswer(status, body, { ...CORS, ...headers });
const UNAVAILABLE = () => answer(503, { error: 'unavailable' }, { 'Retry-After': '10' });

const rpc = (name: string, args: object) =>
  fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });

const INVALID_LINK = () =>
  page(404, 'This link is not valid', '<p>Check that the whole link was copied from the email.</p>');
const FAILED = () => page(503, 'Something went wrong', '<p>Please try the link again in a few minutes.</p>');

async function decidePage(request: Request, token: string): Promise<Response> {
  if (!TOKEN.test(token)) return INVALID_LINK();
  if (request.method !== 'GET' && request.method !== 'POST')
    return new Response('Use GET or POST', { status: 405, headers: { Allow: 'GET, POST' } });
  try {
    let decision: string | null = null;
    if (request.method === 'POST') {
      const form = await readBoundedText(request, MAX_FORM_BYTES);
      decision = new URLSearchParams(form ?? '').get('decision');
      if (decision !== 'confirmed' && decision !== 'declined')
        return page(400, 'Choose Confirm or Decline', '<p>Go back to the page and press one of its buttons.</p>');
    }
    const outcomeCall = decision ? await rpc('decide_booking_by_token', { p_token: token, p_decision: decision }) : null;
    if (outcomeCall && !outcomeCall.ok) {
      console.error('widget-booking: decide_booking_by_token answered', outcomeCall.status);
      return FAILED();
    }
    const outcome = outcomeCall ? ((await outcomeCall.json()) as Outcome | null) : null;
    const viewCall = await rpc('booking_request_by_token', { p_token: token });
    if (!viewCall.ok) {
      console.error('widget-booking: booking_request_by_token answered', viewCall.status);
      return FAILED();
    }
    const view = (await viewCall.json()) as RequestView | null;
    if (!view) return INVALID_LINK();
    return outcome ? decidedPage(outcome, view) : askPage(view);
  } catch (error) {
    console.error('widget-booking failed', error);
    return FAILED();
  }
}

async function slots(id: string): Promise<Response> {
  if (!isWidgetId(id)) return answer(400, { error: 'invalid_id' });
  try {
    const response = await rpc('booking_slots', { p_widget: id });
    if (!response.ok) {
      console.error('widget-booking: booking_slots answered', response.status);
      return UNAVAILABLE();
    }
    const body = (await response.json()) as object | null;
    return body ? answer(200, body) : answer(404, { error: 'not_found' });
  } catch (error) {
    console.error('widget-booking failed', error);
    return UNAVAILABLE();
  }
}

async function submit(request: Request): Promise<Response> {
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { error: 'too_large' });
  const booking = parseBookingRequest(text);
  if (booking === null) return answer(400, { error: 'invalid_submission' });
  let response: Response;
  try {
    response = await rpc('submit_booking_request', booking);
  } catch (error) {
    console.error('widget-booking failed', error);
    return UNAVAILABLE();
  }
  if (response.ok) {
    await response.body?.cancel();
    return answer(200, { ok: true });
  }
  const failure = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (failure.code === 'P0002') return answer(404, { error: 'not_found' });
  if (failure.code === 'PT409') return answer(409, { error: 'slot_taken' });
  if (failure.message?.startsWith('booking_rate_limited')) return answer(429, { error: 'rate_limited' });
  if (failure.code === '22023' || failure.code === '23514') return answer(400, { error: 'refused' });
  console.error('widget-booking: submit_booking_request answered', response.status, failure.code);
  return UNAVAILABLE();
}

Deno.serve((request) => {
  const query = new URL(request.url).searchParams;
  const token = query.get('decide');
  if (token !== null) return decidePage(request, token);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method === 'GET') return slots((query.get('w') ?? '').toLowerCase());
  if (request.method === 'POST') return submit(request);
  return answer(405, { error: 'method_not_allowed' }, { Allow: 'GET, POST, OPTIONS' });
});
