import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createAuthHandler } from './auth.ts';
import { openDatabase, DEMO_LIMITS, type BackendDatabase, type DemoLimits } from './database.ts';
import { BodyTooLargeError, json, sendResponse, toRequest } from './http-bridge.ts';
import { startFunctionRuntime } from './function-runtime.ts';
import { isForeignPageRequest, isPublicToEveryOrigin, publicCorsHeaders } from './cross-origin.ts';
import { signServiceRoleKey, useInstallSecret } from './jwt.ts';
import { createRestHandler } from './rest.ts';
import { startSampleSite } from './sample-site.ts';
import { createTestReset } from './test-reset.ts';
import { createTestWidgets } from './test-widgets.ts';

export type LocalBackendOptions = {
  /** The repository root (migrations, functions). */
  root: string;
  /** Where the database lives; default <root>/.demo-data/db. */
  dataDir?: string;
  limits?: DemoLimits;
  /**
   * Run the Edge Functions on Deno (with the wire-protocol door, the email stand-in and the send-emails
   * schedule every emailEveryMs). Off in tests that only need REST and Auth.
   */
  functions?: boolean;
  emailEveryMs?: number;
  /**
   * Answer POST /__test/reset (local-backend/test-reset.ts) and POST /__test/widgets (test-widgets.ts). Only
   * the browser suite turns this on.
   */
  testReset?: boolean;
};

export type LocalBackend = {
  /** Connect-style middleware: answers /rest/v1, /auth/v1, /functions/v1 and /demo/v1, passes anything else on. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  database: BackendDatabase;
  serviceRoleKey: string;
  runtime?: Awaited<ReturnType<typeof startFunctionRuntime>>;
  close: () => Promise<void>;
};

// /demo/v1/test-checkout: the demo's test checkout (test-checkout.ts); a Supabase project has no such route.
const ROUTES = /^\/(rest|auth|functions|demo)\/v1(\/|$)/;
const TEST_RESET = '/__test/reset';
const TEST_WIDGETS = '/__test/widgets';

/** The demo's stand-in for a Supabase project (docs/decisions/017-local-backend.md). */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  useInstallSecret(options.dataDir ?? join(options.root, '.demo-data', 'db'));
  const database = await openDatabase(options.root, options.dataDir ?? join(options.root, '.demo-data', 'db'), options.limits ?? DEMO_LIMITS);
  const rest = createRestHandler(database.sql);
  const auth = createAuthHandler(database.sql);
  const serviceRoleKey = await signServiceRoleKey();
  const reset = options.testReset ? await createTestReset(database.pglite, database.serial) : undefined;
  const testWidgets = options.testReset ? createTestWidgets(database.sql) : undefined;
  const runtime = options.functions ? await startFunctionRuntime(options.root, database, serviceRoleKey, options.emailEveryMs) : undefined;
  // The sample customer website for pasting snippets into (issue 42), kept beside the database.
  const sampleSite = options.functions ? await startSampleSite(`${options.dataDir ?? join(options.root, '.demo-data', 'db')}-sample-site.html`) : undefined;

  /*
   * The links in the demo's emails (unsubscribe, an email sign-up's confirmation) are built by the database
   * from private.email_settings.unsubscribe_url, whose default is `supabase start`'s address. The demo is
   * served wherever Vite or the preview put it, so it points that setting at the address its requests come
   * to (the Host header: a loopback or LAN address the person trying the demo opened), before any email is
   * queued. Production sets its own functions URL there; this runs in the demo backend only.
   */
  let linkedHost: string | undefined;
  async function linkEmailsTo(host: string | undefined) {
    if (!host || host === linkedHost || !/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/.test(host)) return;
    linkedHost = host;
    const url = `http://${host}/functions/v1/unsubscribe`;
    await database.sql.query('update private.email_settings set unsubscribe_url = $1 where unsubscribe_url <> $1', [url]);
  }

  async function answer(req: IncomingMessage): Promise<Response> {
    await linkEmailsTo(req.headers.host);
    let request: Request;
    try {
      request = await toRequest(req, 'http://localhost');
    } catch (error) {
      if (error instanceof BodyTooLargeError) return json(413, { message: 'Request size limit exceeded' });
      throw error;
    }
    const service = ROUTES.exec(new URL(request.url).pathname)?.[1];
    // Another site's page may read only the public widget endpoints and send the views beacon (cross-origin.ts);
    // everything else is refused.
    const everyOrigin = isPublicToEveryOrigin(request.method, new URL(request.url).pathname);
    if (!everyOrigin && isForeignPageRequest(request.headers)) {
      return json(403, { message: 'The demo backend answers its own site only: requests from other web pages are refused.' });
    }
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: everyOrigin ? publicCorsHeaders(new URL(request.url).pathname) : {} });
    if (reset && request.method === 'POST' && new URL(request.url).pathname === TEST_RESET) {
      const body = (await request.json().catch(() => ({}))) as { limits?: Partial<DemoLimits> };
      await reset(body.limits);
      sampleSite?.clear();
      return new Response(null, { status: 204 });
    }
    if (testWidgets && request.method === 'POST' && new URL(request.url).pathname === TEST_WIDGETS) return testWidgets(request);
    if (service === 'rest') return rest(request);
    if (service === 'auth') return auth(request);
    if (service === 'functions' && runtime) return runtime.functions.handle(request);
    if (service === 'demo' && runtime && new URL(request.url).pathname === '/demo/v1/test-checkout') return runtime.testCheckout(request);
    if (service === 'demo' && sampleSite && request.method === 'GET' && new URL(request.url).pathname === '/demo/v1/sample-site') {
      return new Response(null, { status: 302, headers: { Location: `${sampleSite.origin}/` } });
    }
    return json(404, { message: 'no Route matched with those values' });
  }

  const middleware: LocalBackend['middleware'] = (req, res, next) => {
    if (!ROUTES.test(req.url ?? '') && !(reset && (req.url === TEST_RESET || req.url === TEST_WIDGETS))) return next();
    answer(req)
      .then((response) => sendResponse(res, response))
      .catch((error: unknown) => {
        // Never let a bad request take the backend down: answer 500 and carry on.
        console.error('local backend:', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'An unexpected error occurred' }));
      });
  };

  const close = async () => {
    await runtime?.stop();
    await sampleSite?.stop();
    await database.close();
  };
  return { middleware, database, serviceRoleKey, runtime, close };
}
