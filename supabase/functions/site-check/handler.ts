import { readBoundedText } from '../_shared/bounded-body.ts';
import { checkHostName, checkResolvedAddresses, ipLiteral } from './address-guard.ts';
import type { Network } from './network.ts';
import { buildReport } from './report.ts';
import { fetchHomepage, type DemoSites, type FetchLimits } from './safe-fetch.ts';
import { isDemoSample, normalizeTarget, RefusedTarget } from './target-url.ts';

/*
 * POST {"url": "bistro.example"} -> 200 {token, cached, report} | 422 {error, message} (refused or
 * unreachable) | 429 (a limit) | 500. In demo mode GET lists the sample sites. The network is a parameter
 * so the tests can reach fixture servers; index.ts always passes the real one.
 */
export type Sql = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => Promise<T[]>;

export type SiteCheckOptions = {
  sql: Sql;
  network: Network;
  limits?: FetchLimits;
  demo: DemoSites | null;
  /** The sample sites' names (demo mode). */
  samples?: readonly string[];
};

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};
const MAX_BODY = 8 * 1024;
/** Headers that never go to the database: only the address headers matter there. */
const SECRET_HEADERS = new Set(['authorization', 'apikey', 'cookie']);

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { ...CORS, 'Cache-Control': 'no-store' } });

type Begin = { cached: boolean; token?: string; report?: unknown };

export function createSiteCheckHandler(options: SiteCheckOptions): (request: Request) => Promise<Response> {
  const { sql, network, demo } = options;
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (request.method === 'GET') {
      if (!demo) return json(404, { error: 'not_found' });
      return json(200, {
        samples: (options.samples ?? []).map((name) => ({ name, url: `${demo.origin}/demo-sites/${name}/` })),
      });
    }
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const raw = await readBoundedText(request, MAX_BODY);
    if (raw === null) return json(413, { error: 'too_large' });
    try {
      let input: unknown;
      try {
        input = (JSON.parse(raw) as { url?: unknown })?.url;
      } catch {
        throw new RefusedTarget('invalid_url', 'Send {"url": "..."}.');
      }
      const target = normalizeTarget(input, demo);
      // What can be refused without the network is refused before anything is counted.
      if (!isDemoSample(target, demo)) {
        const literal = ipLiteral(target.hostname);
        if (literal) checkResolvedAddresses([literal]);
        else checkHostName(target.hostname);
      }
      // JSON goes as text: postgres.js would encode a string parameter typed jsonb a second time.
      const headers = Object.fromEntries(
        [...request.headers].filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase())),
      );
      const [started] = await sql<{ result: Begin }>`
        select private.begin_site_check(${JSON.stringify(headers)}::text::jsonb, ${target.href}, ${target.hostname}) as result`;
      if (started?.result.cached)
        return json(200, { token: started.result.token, cached: true, report: started.result.report });

      // Each other host a redirect reaches counts against that host's limit too, once per check.
      const counted = new Set([target.hostname]);
      const beforeHop = async (hop: URL) => {
        if (counted.has(hop.hostname) || isDemoSample(hop, demo)) return;
        counted.add(hop.hostname);
        await sql`select private.count_site_check_hop(${JSON.stringify(headers)}::text::jsonb, ${hop.hostname})`;
      };
      const fetched = await fetchHomepage(target, network, { limits: options.limits, demo, beforeHop });
      const report = buildReport(target, fetched);
      const [saved] = await sql<{ token: string }>`
        select private.save_site_check_report(${target.href}, ${target.hostname}, ${JSON.stringify(report)}::text::jsonb, ${report.score}, ${report.niche.slug}) as token`;
      return json(200, { token: saved?.token, cached: false, report });
    } catch (error) {
      if (error instanceof RefusedTarget) return json(422, { error: error.reason, message: error.message });
      const database = error as { code?: string; message?: string; detail?: string };
      if (database.code === 'PT429')
        return json(429, { error: 'rate_limited', message: database.message, detail: database.detail });
      console.error('site check failed', error);
      return json(500, {
        error: 'check_failed',
        message: 'The check could not be completed. Please try again.',
      });
    }
  };
}
