import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials.ts';
import type { BackendDatabase } from './database.ts';
import { startDemoSites } from './demo-sites.ts';
import { scheduleSendEmails } from './email-schedule.ts';
import { startFunctions } from './functions.ts';
import { serveApiForFunctions } from './functions-api.ts';
import { startMailStandIn } from './mail-stand-in.ts';
import { createTestCheckoutHandler, DEMO_STRIPE_WEBHOOK_SECRET } from './test-checkout.ts';
import { serveWireProtocol } from './wire-protocol.ts';

/**
 * Everything the Edge Functions need around them in the demo: the database on the wire protocol, the
 * email stand-in, the functions on Deno, and the send-emails schedule.
 */
export async function startFunctionRuntime(root: string, database: BackendDatabase, serviceRoleKey: string, emailEveryMs = 2000) {
  const wire = await serveWireProtocol(database);
  const mail = await startMailStandIn();
  const demoSites = await startDemoSites(root, database);
  const api = await serveApiForFunctions(database);
  const functions = startFunctions(root, {
    SUPABASE_URL: api.url,
    SUPABASE_DB_URL: wire.url,
    // In production this is a login as the email_sender role; PGlite's socket has one user, so the demo's
    // functions share its connection (the role's limits are proven on PostgreSQL 15 in supabase/tests).
    EMAIL_SENDER_DB_URL: wire.url,
    SUPABASE_ANON_KEY: DEMO_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    RESEND_API_KEY: 're_demo_stand_in',
    RESEND_API_URL: mail.url,
    EMAIL_FROM: 'LocalBoost demo <demo@localboost.invalid>',
    // As EMAIL_SENDER_DB_URL: site_checker's limits are proven on PostgreSQL 15 in supabase/tests.
    SITE_CHECK_DB_URL: wire.url,
    SITE_CHECK_DEMO_ORIGIN: demoSites.origin,
    // payments-webhook (issue 27): as the email sender, the payments_webhook role's limits are proven on
    // PostgreSQL 15; the demo's secret signs the test checkout's events (test-checkout.ts).
    PAYMENTS_DB_URL: wire.url,
    STRIPE_WEBHOOK_SECRET: DEMO_STRIPE_WEBHOOK_SECRET,
  });
  const schedule = functions.names.includes('send-emails')
    ? scheduleSendEmails(() => functions.invoke('send-emails', { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey }), emailEveryMs)
    : undefined;
  const testCheckout = createTestCheckoutHandler(
    (body, signature) => functions.invoke('payments-webhook', { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body),
    database.sql,
  );
  return {
    functions,
    mail,
    testCheckout,
    stop: async () => {
      schedule?.stop();
      await functions.stop();
      await mail.stop();
      await demoSites.stop();
      await api.stop();
      await wire.stop();
    },
  };
}
