import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { postEndlessBody, serveFunction, tcpToUnixSocket } from './support/deno-function';
import { runPsql } from './support/engines';
import { startFixtureSites } from './support/site-fixtures';
import { SUPABASE_DIR } from './support/sql-files';

/**
 * The site-check Edge Function on real Deno (issue 25) against a throwaway PostgreSQL 15 database with
 * every migration, as the site_checker role. "The internet" is a set of local fixture servers reached
 * through the test entry's injected network (supabase/functions/site-check/testing/serve-with-fixtures.ts):
 * names resolve to the answers below, and connections to the listed public addresses are routed to the
 * fixtures. Every inside address is routed too, to a server that counts its requests: if a guard let a
 * check through, that server would answer, so each refusal is proven by both the answer and zero hits.
 */
const PUBLIC_A = '93.184.215.14';
const PUBLIC_B = '93.184.215.15';
const HOSTS = {
  'sites.test': [PUBLIC_A],
  'other.test': [PUBLIC_B],
  'private.test': ['10.0.0.7'],
  'mixed.test': [PUBLIC_A, '192.168.1.10'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'metadata6.test': ['fd00:ec2::254'],
  'cgnat.test': ['100.64.0.1'],
  'loopback6.test': ['::1'],
  'nowhere.test': [],
  /** A public address whose HTTPS certificate is for other names. */
  'wrongname.test': [PUBLIC_A],
};
const INSIDE = [
  '127.0.0.1',
  '10.0.0.7',
  '192.168.1.10',
  '::ffff:7f00:1',
  'fd00:ec2::254',
  '100.64.0.1',
  '::1',
  '169.254.169.254',
];
const TIMEOUT_MS = 1500;

type Check = { id: string; passed: boolean; evidence: string; why: string; tools: number[] };
type Report = {
  score: number;
  url: string;
  niche: { slug: string | null; from: string | null };
  businessName: string | null;
  groups: { id: string; grade: string; score: number; checks: Check[] }[];
  suggestedTools: number[];
  fetch: { redirects: number };
};
type Answer = {
  status: number;
  body: { token?: string; cached?: boolean; report?: Report; error?: string; message?: string };
};

describe('site-check Edge Function on Deno and PostgreSQL 15', () => {
  const pg15 = inject('pg15');
  const database = `site_check_${crypto.randomUUID().replace(/-/g, '')}`;
  let door: Awaited<ReturnType<typeof tcpToUnixSocket>>;
  let sites: Awaited<ReturnType<typeof startFixtureSites>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;
  let production: Awaited<ReturnType<typeof serveFunction>>;

  const psql = (sql: string) => {
    if (!pg15) throw new Error('unreachable');
    return runPsql(pg15, database, sql);
  };
  const check = async (
    url: unknown,
    headers: Record<string, string> = {},
    base = fn.url,
  ): Promise<Answer> => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ url }),
    });
    return { status: response.status, body: await response.json() };
  };
  const checks = (report: Report | undefined) =>
    Object.fromEntries((report?.groups ?? []).flatMap((g) => g.checks.map((c) => [c.id, c])));
  const grades = (report: Report | undefined) =>
    Object.fromEntries((report?.groups ?? []).map((g) => [g.id, g.grade]));

  beforeAll(async () => {
    if (!pg15)
      throw new Error('These tests need PostgreSQL 15: run scripts/ensure-test-deps.sh (npm test does).');
    await runPsql(pg15, 'postgres', `create database ${database} template ${pg15.template};`);
    door = await tcpToUnixSocket(join(pg15.socketDir, `.s.PGSQL.${pg15.port}`));
    sites = await startFixtureSites('http://127.0.0.1/secret', ['sites.test', 'other.test']);
    const routes: Record<string, string> = {
      [`${PUBLIC_A}:80`]: `127.0.0.1:${sites.sitesPort}`,
      [`${PUBLIC_B}:80`]: `127.0.0.1:${sites.sitesPort}`,
      [`${PUBLIC_A}:443`]: `127.0.0.1:${sites.securePort}`,
      [`${PUBLIC_B}:443`]: `127.0.0.1:${sites.securePort}`,
      ...Object.fromEntries(INSIDE.map((address) => [`${address}:80`, `127.0.0.1:${sites.insidePort}`])),
    };
    const dbUrl = `postgres://site_checker@127.0.0.1:${door.port}/${database}`;
    [fn, production] = await Promise.all([
      serveFunction(
        'site-check',
        {
          SITE_CHECK_DB_URL: dbUrl,
          SITE_CHECK_TEST_HOSTS: JSON.stringify(HOSTS),
          SITE_CHECK_TEST_ROUTES: JSON.stringify(routes),
          SITE_CHECK_TEST_TIMEOUT_MS: String(TIMEOUT_MS),
          SITE_CHECK_TEST_CA: sites.ca,
        },
        join(SUPABASE_DIR, 'functions', 'site-check', 'testing', 'serve-with-fixtures.ts'),
      ),
      // The deployed entry point, with the real resolver and network.
      serveFunction('site-check', { SITE_CHECK_DB_URL: dbUrl }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await fn?.stop();
    await production?.stop();
    await sites?.close();
    await door?.close();
    if (pg15) await runPsql(pg15, 'postgres', `drop database if exists ${database} with (force);`);
  });

  beforeEach(() =>
    psql(`delete from public.site_check_reports; delete from private.site_check_log;
          update private.site_check_settings set per_address_per_hour = 1000, per_host_per_hour = 1000;`),
  );

  describe('refuses every inside address, however it is spelled', () => {
    it.each([
      'http://127.0.0.1/',
      '2130706433',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      '127.1',
      'http://[::ffff:127.0.0.1]/',
      'http://[::1]/',
      'http://0.0.0.0/',
      'http://10.0.0.7/',
      'http://172.16.0.1/',
      'http://192.168.1.10/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://localhost/',
      'http://app.localhost./',
      'intranet',
    ])('%s', async (url) => {
      expect(await check(url)).toMatchObject({ status: 422, body: { error: 'private_address' } });
      expect(sites.insideHits()).toBe(0);
    });

    it.each([
      ['private.test', 'a private answer'],
      ['mixed.test', 'one private answer among public ones'],
      ['mapped.test', 'an IPv4-mapped loopback answer'],
      ['metadata6.test', "AWS's IPv6 metadata address"],
      ['cgnat.test', 'a carrier-grade NAT answer'],
      ['loopback6.test', 'the IPv6 loopback'],
    ])('refuses %s (%s) from the resolver', async (host) => {
      expect(await check(host)).toMatchObject({ status: 422, body: { error: 'private_address' } });
      expect(sites.insideHits()).toBe(0);
    });

    it('answers "not found" for a name without addresses', async () => {
      expect(await check('nowhere.test')).toMatchObject({ status: 422, body: { error: 'not_found' } });
    });

    it.each([
      ['ftp://sites.test/', 'scheme'],
      ['file:///etc/passwd', 'scheme'],
      ['http://sites.test:8080/', 'port'],
      ['sites.test:22', 'port'],
      ['http://admin:secret@sites.test/', 'credentials'],
      ['', 'invalid_url'],
      [42, 'invalid_url'],
    ])('refuses %s (%s)', async (url, reason) => {
      expect(await check(url)).toMatchObject({ status: 422, body: { error: reason } });
    });

    it('the deployed entry point refuses them too, with the real resolver', async () => {
      for (const url of [
        'http://127.0.0.1/',
        '2130706433',
        'http://[::ffff:127.0.0.1]/',
        'localhost',
        'http://169.254.169.254/',
      ]) {
        expect(await check(url, {}, production.url)).toMatchObject({
          status: 422,
          body: { error: 'private_address' },
        });
      }
      // No sample sites outside the demo.
      expect((await fetch(production.url)).status).toBe(404);
    });
  });

  describe('checks every redirect hop the same way', () => {
    it.each([
      ['/redirect-inside', 'private_address', 'to http://127.0.0.1/secret'],
      ['/redirect-metadata', 'private_address', 'to the cloud metadata address'],
      ['/redirect-private-name', 'private_address', 'to a name that resolves privately'],
      ['/redirect-port', 'port', 'to another port'],
      ['/redirect-file', 'scheme', 'to file:'],
    ])('refuses %s (%s) %s', async (path, reason) => {
      expect(await check(`http://sites.test${path}`)).toMatchObject({ status: 422, body: { error: reason } });
      expect(sites.hits(path)).toBe(1);
      expect(sites.insideHits()).toBe(0);
    });

    it('follows five redirects, not six', async () => {
      const five = await check('http://sites.test/hops-5');
      expect(five.status).toBe(200);
      expect(five.body.report?.fetch.redirects).toBe(5);
      expect(await check('http://sites.test/hops-6')).toMatchObject({
        status: 422,
        body: { error: 'too_many_redirects' },
      });
    });

    it('follows a redirect to another public host', async () => {
      const moved = await check('http://sites.test/redirect-to-salon');
      expect(moved.status).toBe(200);
      expect(moved.body.report?.businessName).toBe('Studio Lumière');
    });
  });

  describe('reads HTML only, at most 2 MB, within the time limit', () => {
    it.each([
      ['/too-big', 'too_big'],
      ['/too-big-declared', 'too_big'],
      ['/pdf', 'not_html'],
      ['/json', 'not_html'],
      ['/missing', 'http_status'],
    ])('refuses %s (%s)', async (path, reason) => {
      expect(await check(`http://sites.test${path}`)).toMatchObject({ status: 422, body: { error: reason } });
    });

    it.each(['/slow-head', '/slow-body'])('gives up on %s at the deadline', async (path) => {
      const started = Date.now();
      expect(await check(`http://sites.test${path}`)).toMatchObject({
        status: 422,
        body: { error: 'timeout' },
      });
      // The fixture answers after 4 s; the check stops at its deadline.
      expect(Date.now() - started).toBeLessThan(3500);
    });

    it('speaks TLS to the checked address with the site name: a certificate for other names is refused', async () => {
      expect(await check('wrongname.test/salon')).toMatchObject({
        status: 422,
        body: { error: 'unreachable' },
      });
      const secure = await check('sites.test/salon');
      expect(secure.status).toBe(200);
      expect(checks(secure.body.report).https).toMatchObject({
        passed: true,
        evidence: 'Served over HTTPS (sites.test).',
      });
    });

    it('sends no cookies or credentials to the site (the fixture answers 400 if it gets any)', async () => {
      const answer = await check('http://sites.test/bistro', {
        Cookie: 'session=visitor-secret',
        Authorization: 'Bearer visitor-token',
      });
      expect(answer.status).toBe(200);
    });
  });

  describe('grades the sample sites', () => {
    it('the restaurant has many gaps, each with its evidence and the tools that close it', async () => {
      const { status, body } = await check('sites.test/bistro');
      expect(status).toBe(200);
      const report = body.report;
      expect(report?.url).toBe('https://sites.test/bistro');
      expect(report?.niche).toEqual({ slug: 'restaurants', from: 'keywords' });
      const found = checks(report);
      expect(Object.keys(found).length).toBeGreaterThanOrEqual(20);
      expect(found['click-to-call']).toMatchObject({ passed: false, tools: [54, 97] });
      expect(found['one-h1']).toMatchObject({
        passed: false,
        evidence: '2 h1 headings; one main heading is clearer.',
      });
      expect(found['cookie-consent']).toMatchObject({
        passed: false,
        evidence: expect.stringContaining('googletagmanager.com'),
      });
      expect(found['render-blocking-scripts']).toMatchObject({
        passed: false,
        evidence: expect.stringContaining('/demo-sites/bistro/jquery.js'),
      });
      expect(found['image-alt']).toMatchObject({
        passed: false,
        evidence: expect.stringMatching(/^3 of 3 images have no alt text/),
      });
      expect(found['social-links']).toMatchObject({ passed: true, evidence: 'Links to Facebook.' });
      expect(found.title).toMatchObject({ passed: true });
      for (const c of Object.values(found)) expect(c.why.length).toBeGreaterThan(10);
      expect(report?.suggestedTools).toEqual(expect.arrayContaining([54, 26, 3, 22, 27, 14, 49]));
      // Speed: HTTPS, response time, page and script weight pass (5 of 9 weighted), no viewport: D.
      expect(grades(report)).toEqual({ found: 'F', speed: 'D', convert: 'F', trust: 'F' });
      expect(found.https).toMatchObject({ passed: true });
      expect(found.viewport).toMatchObject({ passed: false });
    });

    it('the salon has few gaps, the clinic is in between', async () => {
      const salon = (await check('http://sites.test/salon')).body.report;
      const clinic = (await check('http://sites.test/clinic')).body.report;
      const bistro = (await check('http://sites.test/bistro')).body.report;
      expect(salon?.niche).toEqual({ slug: 'beauty-spa', from: 'json-ld' });
      expect(clinic?.niche).toEqual({ slug: 'medical-practices', from: 'json-ld' });
      const failedSalon = Object.values(checks(salon))
        .filter((c) => !c.passed)
        .map((c) => c.id);
      // Served over plain HTTP by the fixture, and no chat.
      expect(failedSalon.sort()).toEqual(['chat', 'https']);
      expect(grades(salon)).toMatchObject({ found: 'A', trust: 'A' });
      expect(checks(clinic)['local-business-data']).toMatchObject({
        passed: false,
        evidence: 'MedicalClinic data found, missing: opening hours.',
      });
      expect(checks(clinic)['call-to-action']).toMatchObject({
        passed: true,
        evidence: '"Call us: (555) 010-2040" near the top of the page.',
      });
      expect(salon!.score).toBeGreaterThan(clinic!.score);
      expect(clinic!.score).toBeGreaterThan(bistro!.score);
      expect(salon!.score).toBeGreaterThanOrEqual(80);
      expect(bistro!.score).toBeLessThan(40);
    });

    it('reads a gzip-encoded page and a Content-Length body the same as the plain ones', async () => {
      const gzip = (await check('http://sites.test/gzip-salon')).body.report;
      const sized = (await check('http://sites.test/sized-bistro')).body.report;
      const plainSalon = (await check('http://other.test/salon')).body.report;
      const plainBistro = (await check('http://other.test/bistro')).body.report;
      expect(grades(gzip)).toEqual(grades(plainSalon));
      expect(Object.values(checks(gzip)).map((c) => c.passed)).toEqual(
        Object.values(checks(plainSalon)).map((c) => c.passed),
      );
      expect(Object.values(checks(sized)).map((c) => c.passed)).toEqual(
        Object.values(checks(plainBistro)).map((c) => c.passed),
      );
    });
  });

  it('refuses an oversized request body as soon as it passes the limit, without waiting for its end (issue 43)', async () => {
    expect(await postEndlessBody(fn.url, 4096, 4)).toBe(413);
  }, 20_000);

  describe('stores the report, limits and caches checks', () => {
    it('stores the report under its token, readable by anon through get_site_check_report only', async () => {
      const { body } = await check('http://sites.test/clinic');
      expect(body.token).toMatch(/^[0-9a-f]{64}$/);
      const stored = JSON.parse(
        (
          await psql(
            `begin; set local role anon; select public.get_site_check_report('${body.token}')::text; commit;`,
          )
        ).trim(),
      );
      expect(stored).toMatchObject({
        url: 'http://sites.test/clinic',
        score: body.report?.score,
        niche: 'medical-practices',
      });
      expect(stored.report.groups).toEqual(body.report?.groups);
    });

    it('answers a repeat check within 10 minutes from the cache, the same report, without fetching', async () => {
      const first = await check('http://other.test/clinic');
      const fetches = sites.hits('/clinic');
      // Typed differently, the same address once normalised (case, fragment).
      const again = await check('HTTP://Other.TEST/clinic#hours');
      expect(again.body).toMatchObject({ cached: true, report: first.body.report });
      expect(again.body.token).toBe(first.body.token);
      expect(sites.hits('/clinic')).toBe(fetches);
    });

    it('counts "sites.test." as sites.test: one cache key and one limit (issue 43)', async () => {
      const first = await check('http://sites.test/bistro');
      const dotted = await check('http://sites.test./bistro');
      expect(dotted.body).toMatchObject({ cached: true, token: first.body.token });
      expect(dotted.body.report?.url).toBe('http://sites.test/bistro');
    });

    it('counts every host a redirect reaches against that host (issue 43)', async () => {
      await psql('update private.site_check_settings set per_host_per_hour = 2;');
      const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });
      expect((await check('http://other.test/salon', from('203.0.113.11'))).status).toBe(200);
      // sites.test redirects to other.test: the second check of other.test, through another host.
      expect((await check('http://sites.test/redirect-to-salon', from('203.0.113.12'))).status).toBe(200);
      expect(await check('http://other.test/clinic', from('203.0.113.13'))).toMatchObject({
        status: 429,
        body: { error: 'rate_limited', message: 'Too many checks of this site' },
      });
      // The redirect's own limit answers 429 too, not "unreachable".
      await psql(`update private.site_check_settings set per_host_per_hour = 1; delete from private.site_check_log;
                  insert into private.site_check_log (address, host) values ('203.0.113.99', 'other.test');`);
      expect(await check('http://sites.test/redirect-to-salon?again', from('203.0.113.14'))).toMatchObject({
        status: 429,
        body: { error: 'rate_limited', message: 'Too many checks of this site' },
      });
    });

    it('refuses past the per-host and per-address limits with 429', async () => {
      await psql('update private.site_check_settings set per_host_per_hour = 2, per_address_per_hour = 3;');
      const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });
      expect((await check('http://sites.test/bistro', from('203.0.113.1'))).status).toBe(200);
      expect((await check('http://sites.test/salon', from('203.0.113.2'))).status).toBe(200);
      expect(await check('http://sites.test/clinic', from('203.0.113.3'))).toMatchObject({
        status: 429,
        body: { error: 'rate_limited', message: 'Too many checks of this site' },
      });
      expect((await check('http://other.test/bistro', from('203.0.113.1'))).status).toBe(200);
      expect((await check('http://other.test/salon', from('203.0.113.1'))).status).toBe(200);
      expect(await check('http://other.test/hops-1', from('203.0.113.1'))).toMatchObject({
        status: 429,
        body: { error: 'rate_limited', message: 'Too many site checks from this address' },
      });
    });
  });
});
