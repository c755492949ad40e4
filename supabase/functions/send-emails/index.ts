// Supabase Edge Function: delivers due jobs from public.email_outbox through Resend.
// Invoked by a database webhook on email_outbox inserts and/or a pg_cron schedule (README, "Email").
// Secrets: RESEND_API_KEY, EMAIL_FROM; optional RESEND_API_URL (tests), EMAIL_BATCH_SIZE.
// SUPABASE_DB_URL is provided by Supabase to every function.
import postgres from 'npm:postgres@3.4.7';
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

// prepare: false so the same code works through Supabase's transaction pooler.
const sql = postgres(required('SUPABASE_DB_URL'), { max: 2, prepare: false });

Deno.serve(async (request) => {
  if (request.method !== 'POST') return new Response('Use POST', { status: 405 });
  try {
    // Anyone who can invoke this only makes due emails go out sooner: it takes no input.
    const summary = await sendDueEmails(sql as unknown as Sql, config);
    return Response.json(summary);
  } catch (error) {
    console.error('send-emails run failed', error);
    return Response.json({ error: 'run failed' }, { status: 500 });
  }
});
