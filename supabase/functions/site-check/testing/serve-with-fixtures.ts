// TEST-ONLY entry point (supabase/tests/site-check-function.test.ts): the site-check handler with a
// Network that answers names from SITE_CHECK_TEST_HOSTS and routes connections for the listed
// address:port pairs to local fixture servers (TLS on top with the site's name, trusting only the
// fixture's certificate SITE_CHECK_TEST_CA), so every guard runs exactly as in production while no real
// DNS or internet is needed. Nothing imports this file: it is never part of the deployed function,
// whose index.ts always uses the real network.
import postgres from 'npm:postgres@3.4.7';
import { createSiteCheckHandler, type Sql } from '../handler.ts';
import type { Network } from '../network.ts';
import { demoSitesFrom, FETCH_LIMITS } from '../safe-fetch.ts';
import { DEMO_SAMPLE_SITES } from '../../../../src/domain/site-check-samples.ts';

const env = (name: string) => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing ${name}`);
  return value;
};
/** name -> the answers the "DNS" gives. */
const hosts = JSON.parse(env('SITE_CHECK_TEST_HOSTS')) as Record<string, string[]>;
/** "address:port" as the check dials it -> "127.0.0.1:<fixture port>". */
const routes = JSON.parse(env('SITE_CHECK_TEST_ROUTES')) as Record<string, string>;

const ca = env('SITE_CHECK_TEST_CA');

const fixtureNetwork: Network = {
  resolve: (hostname) => Promise.resolve(hosts[hostname] ?? []),
  async connect(address, port, tls) {
    const route = routes[`${address}:${port}`];
    if (!route) throw new Error(`no fixture route for ${address}:${port}`);
    const at = route.lastIndexOf(':');
    const tcp = await Deno.connect({ hostname: route.slice(0, at), port: Number(route.slice(at + 1)) });
    return tls ? await Deno.startTls(tcp, { hostname: tls.serverName, caCerts: [ca] }) : tcp;
  },
};

const sql = postgres(env('SITE_CHECK_DB_URL'), { max: 3, prepare: false });
Deno.serve(
  createSiteCheckHandler({
    sql: sql as unknown as Sql,
    network: fixtureNetwork,
    limits: {
      ...FETCH_LIMITS,
      timeoutMs: Number(Deno.env.get('SITE_CHECK_TEST_TIMEOUT_MS') ?? FETCH_LIMITS.timeoutMs),
    },
    demo: demoSitesFrom(Deno.env.get('SITE_CHECK_DEMO_ORIGIN')),
    samples: DEMO_SAMPLE_SITES,
  }),
);
