// Supabase Edge Function: the email sign-up widget (issue 45). Public by design (verify_jwt = false in
// supabase/config.toml); everything is decided by the database (20261201001500_email_signup.sql), called
// through PostgREST with the anon key.
//   POST (no query)       a sign-up from the widget on an owner's website: text/plain JSON (no preflight, no
//                         key; submission.ts says the shape), passed to public.submit_email_signup.
//                         200 {"ok": true} stored (or dropped as a bot's, or already on the list, alike);
//                         400 not a sign-up or one the form refuses; 404 no such published form; 413 over
//                         4 KB; 429 over the form's or the address's hourly limit; 503 database unreachable.
//   GET  ?confirm=<token>      the confirmation email's link: a page with a Confirm button. It does not
//                              confirm by itself: link scanners open every link in an email.
//   POST ?confirm=<token>      the button: confirm_email_signup; the page says the address is subscribed.
//   GET  ?unsubscribe=<token>  every subscriber email's unsubscribe link: a page with an Unsubscribe button.
//   POST ?unsubscribe=<token>  the button, or a mail provider's one-click (body "List-Unsubscribe=One-Click",
//                              RFC 8058): unsubscribe_email_signup.
// Nothing of the visitor is passed on but what they typed. Secrets: SUPABASE_URL and SUPABASE_ANON_KEY.
import { readBoundedText } from '../_shared/bounded-body.ts';
import { jsonAnswer as answer, POST_CORS as CORS } from '../_shared/public-post.ts';
import { htmlPage as page, postButton } from '../_shared/html-page.ts';
import { parseSignUp } from './submission.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!supabaseUrl || !anonKey) throw new Error('Missing SUPABASE_URL or SUPABASE_ANON_KEY');

const MAX_BODY_BYTES = 4096;
const TOKEN = /^[0-9a-f]{64}$/;

const rpc = (name: string, args: object) =>
  fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });

const INVALID = () =>
  page(404, 'This link is not valid', '<p>Check that the whole link was copied from the email.</p>');
const FAILED = () => page(503, 'Something went wrong', '<p>Please try the link again in a few minutes.</p>');

/** The confirmation and unsubscribe pages: GET asks, POST does. */
async function linkPage(
  request: Request,
  action: 'confirm' | 'unsubscribe',
  token: string,
): Promise<Response> {
  if (!TOKEN.test(token)) return INVALID();
  const confirming = action === 'confirm';
  if (request.method === 'GET') {
    return confirming
      ? page(
          200,
          'Confirm your subscription',
          `<p>Press the button to join the mailing list.</p>${postButton('Confirm my subscription')}`,
        )
      : page(
          200,
          'Unsubscribe from this mailing list?',
          `<p>You will get no more emails from this list.</p>${postButton('Unsubscribe')}`,
        );
  }
  if (request.method !== 'POST')
    return new Response('Use GET or POST', { status: 405, headers: { Allow: 'GET, POST' } });
  await request.body?.cancel();
  try {
    const response = await rpc(confirming ? 'confirm_email_signup' : 'unsubscribe_email_signup', { token });
    if (!response.ok) {
      console.error('widget-signup: the', action, 'call answered', response.status);
      return FAILED();
    }
    const result = (await response.json()) as string | boolean | null;
    if (!result) return INVALID();
    return confirming
      ? page(
          200,
          'You are subscribed',
          '<p>Thank you for confirming. You can unsubscribe at any time from the link in every email.</p>',
        )
      : page(200, 'You are unsubscribed', '<p>You will get no more emails from this mailing list.</p>');
  } catch (error) {
    console.error('widget-signup failed', error);
    return FAILED();
  }
}

Deno.serve(async (request) => {
  const query = new URL(request.url).searchParams;
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const token = query.get(action);
    if (token !== null) return linkPage(request, action, token);
  }
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST')
    return answer(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' });
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { error: 'too_large' });
  const signUp = parseSignUp(text);
  if (signUp === null) return answer(400, { error: 'invalid_submission' });

  let response: Response;
  try {
    response = await rpc('submit_email_signup', signUp);
  } catch (error) {
    console.error('widget-signup failed', error);
    return answer(503, { error: 'unavailable' }, { 'Retry-After': '10' });
  }
  if (response.ok) {
    await response.body?.cancel();
    return answer(200, { ok: true });
  }
  const failure = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (failure.code === 'P0002') return answer(404, { error: 'not_found' });
  if (failure.message?.startsWith('email_signup_rate_limited')) return answer(429, { error: 'rate_limited' });
  if (failure.code === '22023' || failure.code === '23514') return answer(400, { error: 'refused' });
  console.error('widget-signup: submit_email_signup answered', response.status, failure.code);
  return answer(503, { error: 'unavailable' }, { 'Retry-After': '10' });
});
