// Supabase Edge Function: delivers due jobs from public.email_outbox through Resend.
// Invoked by a database webhook on email_outbox inserts and/or a pg_cron schedule (README, "Email").
// Secrets: RESEND_API_KEY, EMAIL_FROM, EMAIL_SENDER_DB_URL (a connection as the email_sender role, not
// the superuser SUPABASE_DB_URL); optional SEND_EMAILS_SECRET (a caller may send it instead of the
// service role key), RESEND_API_URL (tests), EMAIL_BATCH_SIZE. SUPABASE_SERVICE_ROLE_KEY is provided by
// Supabase to every function.
import postgres from 'npm:postgres@3.4.7';
import { isAuthorizedCaller } from './authorize.ts';
import { sendDueEmails, type Sql } from './send-due-emails.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing secret ${name}`);
  return value;
}

const config = {
  resendApiKey: required('RESEND_API_KEY'),
  from: required('EMAIL_FROM'),
  resendApiUrl: (Deno.env.get('RESEND_API_URL') ?? 'https://api.resend.com').replace(/\/+$/, ''),
  batchSize: Math.min(Math.max(Number(Deno.env.get('EMAIL_BATCH_SIZE') ?? 20) || 20, 1), 100),
};

// The keys a caller may present: the gateway's verify_jwt accepts the public anon key too, so the
// function checks for itself (issue 29).
const callerKeys = [required('SUPABASE_SERVICE_ROLE_KEY'), Deno.env.get('SEND_EMAILS_SECRET') ?? ''];

// prepare: false so the same code works through Supabase's transaction pooler.
const sql = postgres(required('EMAIL_SENDER_DB_URL'), { max: 2, prepare: false });

Deno.serve(async (request) => {
  if (request.method !== 'POST') return new Response('Use POST', { status: 405 });
  if (!(await isAuthorizedCaller(request, callerKeys))) {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  try {
    // It takes no input: an authorised call only makes due emails go out sooner.
    const summary = await sendDueEmails(sql as unknown as Sql, config);
    return Response.json(summary);
  } catch (error) {
    console.error('send-emails run failed', error);
    return Response.json({ error: 'run failed' }, { status: 500 });
  }
});
