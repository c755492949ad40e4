// Supabase Edge Function: the free website check (issue 25; docs/decisions/022-site-check.md).
// POST {"url": "bistro.example"} fetches that homepage safely (safe-fetch.ts), grades it in four groups and
// stores the report; the answer carries the report and its shareable token.
// Secrets: SITE_CHECK_DB_URL (a connection as the site_checker role, which may run the two site-check
// functions and nothing else). SITE_CHECK_DEMO_ORIGIN is set by the demo's local backend only: the one
// loopback origin serving the sample sites. Production leaves it unset.
import postgres from 'npm:postgres@3.4.7';
import { createSiteCheckHandler, type Sql } from './handler.ts';
import { internetNetwork } from './network.ts';
import { demoSitesFrom } from './safe-fetch.ts';
import { DEMO_SAMPLE_SITES } from '../../../src/domain/site-check-samples.ts';

const dbUrl = Deno.env.get('SITE_CHECK_DB_URL');
if (!dbUrl) throw new Error('Missing secret SITE_CHECK_DB_URL');
// prepare: false so the same code works through Supabase's transaction pooler.
const sql = postgres(dbUrl, { max: 3, prepare: false });

const demo = demoSitesFrom(Deno.env.get('SITE_CHECK_DEMO_ORIGIN'));
Deno.serve(
  createSiteCheckHandler({ sql: sql as unknown as Sql, network: internetNetwork, demo, samples: DEMO_SAMPLE_SITES }),
);
