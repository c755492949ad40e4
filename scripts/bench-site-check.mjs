// Times the website check (issue 25) on a typical homepage: the demo's sample sites, served on the
// loopback by the local backend, checked by the site-check Edge Function on Deno over the backend's
// database. Each run empties the cache first, so every figure is a full check: resolve, fetch, parse,
// 25 checks, grade, store. Target: at most 3 s beyond the remote site's own response time (which the
// report records as fetch.responseMs, and which is near zero here). Prints figures; it is not a test.
//
//   node scripts/bench-site-check.mjs [runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';
import { loadLocalBackend, ROOT } from '../local-backend/start.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const { startLocalBackend } = await loadLocalBackend();
const { module: credentials } = await runnerImport(join(ROOT, 'src', 'lib', 'demo', 'demo-credentials.ts'), {
  configFile: false,
  logLevel: 'error',
});
const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-check-'));
const backend = await startLocalBackend({ root: ROOT, dataDir, functions: true, emailEveryMs: 3_600_000 });
const server = createServer((req, res) => backend.middleware(req, res, () => res.writeHead(404).end()));
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${server.address().port}/functions/v1/site-check`;
const headers = { apikey: credentials.DEMO_ANON_KEY, 'Content-Type': 'application/json' };
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  // The first call waits for Deno to start the function (and to fetch its npm: packages on a clean cache).
  let started = performance.now();
  const { samples } = await (await fetch(url, { headers })).json();
  console.log(`site-check function ready in ${ms(performance.now() - started)}`);
  for (const sample of samples) {
    const totals = [];
    const overheads = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      await backend.database.sql.query('delete from public.site_check_reports');
      started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: sample.url }),
      });
      const body = await response.json();
      const total = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${sample.name}: ${response.status} ${JSON.stringify(body)}`);
      // The first run warms the parser's code paths; it is reported but not counted.
      if (run === 0) {
        console.log(`${sample.name}: first check ${ms(total)} (score ${body.report.score})`);
        continue;
      }
      totals.push(total);
      overheads.push(total - body.report.fetch.responseMs);
    }
    console.log(
      `${sample.name}: median ${ms(median(totals))} per check, ${ms(median(overheads))} beyond the site's response time (${RUNS} runs)`,
    );
  }
  // The last sample's report is still there: checking it again within 10 minutes is a cache hit.
  started = performance.now();
  const cached = await (
    await fetch(url, { method: 'POST', headers, body: JSON.stringify({ url: samples.at(-1).url }) })
  ).json();
  console.log(`repeat check from the cache: ${ms(performance.now() - started)} (cached: ${cached.cached})`);
} finally {
  await new Promise((done) => server.close(done));
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
}
