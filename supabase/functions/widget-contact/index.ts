// Supabase Edge Function: a visitor's message from a contact form widget (issue 45). The widget on an owner's
// website posts text/plain JSON (no preflight, no key; submission.ts says the shape). Public by design
// (verify_jwt = false in supabase/config.toml). Everything is decided by public.submit_contact_form, called
// through PostgREST with the anon key (20261201001100_contact_form.sql): published forms only, fields,
// sizes, the honeypot, the minimum time, the limits, the owner's email.
//   200  {"ok": true} stored (or dropped as a bot's, with the same answer).
//   400  not a submission, or one the form refuses (a field missing, too long, sent too fast).
//   404  no published contact form with that id.   413  a body over 32 KB.
//   405  any method but POST and OPTIONS.           429  over the form's or the sender's hourly limit.
//   503  the database could not be reached.
// Nothing of the visitor is passed on but what they typed: no address, no user agent, no cookie.
// Secrets: SUPABASE_URL and SUPABASE_ANON_KEY, which Supabase gives every function.
import { readBoundedText } from '../_shared/bounded-body.ts';
import { jsonAnswer as answer, POST_CORS as CORS } from '../_shared/public-post.ts';
import { parseSubmission } from './submission.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!supabaseUrl || !anonKey) throw new Error('Missing SUPABASE_URL or SUPABASE_ANON_KEY');

/** The largest message (4,000 characters) and three answers of 500, escaped, fit well within. */
const MAX_BODY_BYTES = 32_768;

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return answer(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' });
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { error: 'too_large' });
  const submission = parseSubmission(text);
  if (submission === null) return answer(400, { error: 'invalid_submission' });

  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/rest/v1/rpc/submit_contact_form`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(submission),
    });
  } catch (error) {
    console.error('widget-contact failed', error);
    return answer(503, { error: 'unavailable' }, { 'Retry-After': '10' });
  }
  if (response.ok) {
    await response.body?.cancel();
    return answer(200, { ok: true });
  }
  const failure = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (failure.code === 'P0002') return answer(404, { error: 'not_found' });
  if (failure.message?.startsWith('contact_form_rate_limited')) return answer(429, { error: 'rate_limited' });
  if (failure.code === '22023' || failure.code === '23514') return answer(400, { error: 'refused' });
  console.error('widget-contact: submit_contact_form answered', response.status, failure.code);
  return answer(503, { error: 'unavailable' }, { 'Retry-After': '10' });
});
