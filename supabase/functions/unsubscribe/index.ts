// Supabase Edge Function: the one-click unsubscribe behind the link and the List-Unsubscribe header of
// every visitor email (issue 29; RFC 8058). Public by design (verify_jwt = false in supabase/config.toml):
// mail providers POST here without any key. The URL carries an unguessable per-mailbox token; the only
// thing it can do is add that mailbox to the suppression list.
//   POST ?token=...  (body "List-Unsubscribe=One-Click", or the page's button): unsubscribes.
//   GET  ?token=...  a page with an Unsubscribe button. It does not unsubscribe by itself: link scanners
//                    open every link in an email.
// Secrets: EMAIL_SENDER_DB_URL (the email_sender role, which may run private.unsubscribe and no more).
import postgres from 'npm:postgres@3.4.7';
import { htmlPage as page, postButton } from '../_shared/html-page.ts';

const dbUrl = Deno.env.get('EMAIL_SENDER_DB_URL');
if (!dbUrl) throw new Error('Missing secret EMAIL_SENDER_DB_URL');
const sql = postgres(dbUrl, { max: 1, prepare: false });

const TOKEN = /^[0-9a-f]{64}$/;

Deno.serve(async (request) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return page(404, 'This unsubscribe link is not valid', '<p>Check that the whole link was copied.</p>');
  if (request.method === 'GET') {
    return page(
      200,
      'Unsubscribe from LocalBoost emails?',
      `<p>We will not send toolkit emails to this address again.</p>${postButton('Unsubscribe')}`,
    );
  }
  if (request.method !== 'POST') return new Response('Use GET or POST', { status: 405, headers: { Allow: 'GET, POST' } });
  try {
    const [row] = await sql<{ ok: boolean }[]>`select private.unsubscribe(${token}) as ok`;
    if (!row?.ok) return page(404, 'This unsubscribe link is not valid', '<p>Check that the whole link was copied.</p>');
    return page(200, 'You are unsubscribed', '<p>We will not send toolkit emails to this address again.</p>');
  } catch (error) {
    console.error('unsubscribe failed', error);
    return page(500, 'Something went wrong', '<p>Please try the link again in a few minutes.</p>');
  }
});
