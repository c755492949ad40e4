import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BackendDatabase } from './database.ts';

/*
 * The website check's sample sites in the demo (issue 25; docs/decisions/022-site-check.md): the demo has
 * no internet, so three homepages (supabase/functions/site-check/samples/<name>.html) are served here at
 * /demo-sites/<name>/ on a loopback port of their own. The site-check function is told this one origin
 * (SITE_CHECK_DEMO_ORIGIN) and may reach it under /demo-sites/ only; production never sets it.
 */
const NAME = /^\/demo-sites\/([a-z-]+)\/$/;

export async function startDemoSites(root: string, database: BackendDatabase) {
  const samples = join(root, 'supabase', 'functions', 'site-check', 'samples');
  const server = createServer((req, res) => {
    // Read as a path on this origin, not resolved against it: `//[` would throw and stop the backend.
    const name = req.url?.startsWith('/') ? NAME.exec(req.url.split(/[?#]/)[0] ?? '')?.[1] : undefined;
    const file = name ? join(samples, `${name}.html`) : '';
    if (req.method !== 'GET' || !name || !existsSync(file)) return res.writeHead(404).end();
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  // Every demo check comes from one loopback address and reaches one host: the hourly limits stay on, with
  // numbers that let one person try the samples all afternoon (as DEMO_LIMITS does for inserts).
  await database.sql.query(
    'update private.site_check_settings set per_address_per_hour = 200, per_host_per_hour = 200',
  );
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
