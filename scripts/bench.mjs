// Builds the site and prints, per route, the JavaScript and CSS a first visit downloads (raw and gzip)
// and Lighthouse scores under its default mobile emulation, and the first interaction on a slow phone
// and whether input made before the app starts survives (scripts/bench-early-input.mjs). It prints figures;
// it is not a test.
// Options: --only early-input (just the phone tables), --only widgets (just the widgets' table,
// scripts/bench-widgets.mjs; --widget-runs N phone visits per page, default 5; --no-lighthouse leaves out its
// Lighthouse rows), --only views (just widget views under load, scripts/bench-widget-views.mjs: beacons to
// the demo backend's widget-views function and the counts checked against them; --views N beacons, default
// 100000; --views-concurrency N, default 50; needs no build), --routes /,/tools (Lighthouse and bytes for those
// routes only), --no-build (reuse dist-bench from an earlier run), --help (this text).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createServer } from 'vite';
import { printDemoJourneys, printLargeListJourneys, startBenchBackend } from './bench-demo.mjs';
import { EARLY_INPUT_PATHS, printEarlyInput } from './bench-early-input.mjs';
import { printWidgetViews } from './bench-widget-views.mjs';
import { printWidgets } from './bench-widgets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
// --help: the comment at the top of this file, then stop (the bench itself takes many minutes).
if (process.argv.includes('--help')) {
  const header = readFileSync(new URL(import.meta.url), 'utf8').match(/^(\/\/.*\n)+/)[0];
  console.log(header.replace(/^\/\/ ?/gm, '').trimEnd());
  process.exit(0);
}
const ONLY = option('--only');
const PARTS = ['early-input', 'widgets', 'views'];
// A part named wrong (an old name) would otherwise run the whole bench.
if (ONLY !== undefined && !PARTS.includes(ONLY))
  throw new Error(`--only takes ${PARTS.join(', ')}; not ${ONLY}`);

/**
 * The route table's lists (src/app/prerender-routes.ts), loaded through Vite as the app builds them: one
 * page per public screen (each niche, tool and premium page renders the same screen with other data).
 */
async function loadRouteLists() {
  const vite = await createServer({
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await vite.ssrLoadModule('/src/app/prerender-routes.ts');
  } finally {
    await vite.close();
  }
}
const { BENCH_ROUTES, PRERENDERED_ROUTES } = await loadRouteLists();
// The phone cases act on particular pages: a renamed route stops the bench here, not with a 404 to time.
const unknownEarlyInput = EARLY_INPUT_PATHS.filter((path) => !PRERENDERED_ROUTES.includes(path));
if (unknownEarlyInput.length > 0)
  throw new Error(
    `scripts/bench-early-input.mjs names pages the route table does not prerender: ${unknownEarlyInput.join(', ')}`,
  );
const ROUTES = option('--routes')?.split(',') ?? BENCH_ROUTES;
// Lighthouse runs per route; the table shows the median of each figure.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
// Overridable so several checkouts can bench at once.
const root = resolve(process.env.BENCH_OUT_DIR ?? 'dist-bench');
const port = Number(process.env.BENCH_PORT ?? 4400);
const base = `http://127.0.0.1:${port}`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

execSync('bash scripts/ensure-test-deps.sh', { stdio: 'inherit' });
// Widget views need only the backend: no site to build or serve.
const VIEWS_ONLY = ONLY === 'views';
if (!VIEWS_ONLY && (!process.argv.includes('--no-build') || !existsSync(root))) {
  console.log('Building the production site...');
  // The bench measures the demo build (served with the local backend), so it asks for demo mode by name.
  execSync(`node scripts/build-site.mjs --outDir ${root}`, {
    stdio: 'inherit',
    // NODE_ENV by name too: the Vite server that read the route table above set it to development, and a
    // build that inherits that ships React's development build.
    env: { ...process.env, NODE_ENV: 'production', VITE_DEMO_MODE: 'true' },
  });
}
// The widgets' part stores its widgets through the backend's test-only endpoint (local-backend/test-widgets.ts).
if (!ONLY || ONLY === 'widgets' || VIEWS_ONLY) process.env.LOCAL_BACKEND_TEST_RESET = '1';
// The demo build is served with its backend on the same origin, as `npm run preview` serves it.
const demo = await startBenchBackend();
const server = VIEWS_ONLY
  ? await new Promise((listening) => {
      const backendOnly = createHttpServer((req, res) =>
        demo.backend.middleware(req, res, () => res.writeHead(404).end()),
      );
      backendOnly.listen(port, '127.0.0.1', () => listening(backendOnly));
    })
  : await serveStatic(root, port, demo.backend.middleware);

async function firstLoadBytes() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const rows = [];
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Files requested until the page's load event (the first paint's), and every file by the time the app
    // has started (after the first paint, decision 043).
    const files = new Set();
    const beforeLoad = new Set();
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== base || !/\.(js|css)$/.test(url.pathname)) return;
      files.add(url.pathname);
      if (!loaded) beforeLoad.add(url.pathname);
    });
    const response = await page.goto(base + route, { waitUntil: 'networkidle' });
    const html = await response.text();
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    // The page's first script is inline (decision 043): counted as JavaScript the page ships.
    const inlineJs = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .join('');
    const bytesOf = (names) => {
      const totals = {
        js: [inlineJs.length, inlineJs.length && gzipSync(inlineJs, { level: 9 }).length],
        css: [inlineCss.length, inlineCss.length && gzipSync(inlineCss, { level: 9 }).length],
      };
      for (const file of names) {
        const body = readFileSync(resolve(root, `.${file}`));
        const kind = file.endsWith('.js') ? 'js' : 'css';
        totals[kind][0] += body.length;
        totals[kind][1] += gzipSync(body, { level: 9 }).length;
      }
      return totals;
    };
    const firstLoad = { ...bytesOf(beforeLoad), count: beforeLoad.size };
    // A page whose every control it answers itself starts its app at the first interaction (decision 043):
    // reach for it as a visitor would, with a key that changes nothing.
    const onInteraction = await page.locator('#root[data-hydrate="on-interaction"]').count();
    if (onInteraction > 0) await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    rows.push({ route, ...firstLoad, interactiveJs: bytesOf(files).js, onInteraction: onInteraction > 0 });
    await context.close();
  }
  await browser.close();
  return rows;
}

async function lighthouseOnce(
  url,
  onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'],
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
    });
    const { categories, audits, runtimeError, environment } = result.lhr;
    // A run Lighthouse itself could not complete (its own runtime error) has no figures: left out, and said.
    if (runtimeError) {
      console.log(`  (Lighthouse could not complete a run of ${url}: ${runtimeError.code})`);
      return null;
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Main-thread time per script URL, by kind of work (HTTP Archive's third-party-web sums its `scripting`).
      bootup: audits['bootup-time']?.details?.items ?? [],
      // All main-thread time per third party and its URLs, each task's attributed to the script that caused it.
      thirdParty: audits['third-party-summary']?.details?.items ?? [],
      failing,
      // Lighthouse's measure of this machine's speed at the run: its 4x slowdown assumes about 1,000 or more,
      // and on a machine busy with other work it falls, and the blocking time rises with it.
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs Lighthouse RUNS times per route, interleaving routes, and keeps each figure's median. */
async function lighthouseScores() {
  const runs = new Map(ROUTES.map((route) => [route, []]));
  for (let i = 0; i < RUNS; i++)
    for (const route of ROUTES) runs.get(route).push(await lighthouseOnce(base + route));
  return ROUTES.map((route) => {
    const results = runs.get(route).filter(Boolean);
    const mid = (key) => (results.length ? median(results.map((r) => r[key])) : NaN);
    return {
      route,
      runs: results.length,
      performance: mid('performance'),
      accessibility: mid('accessibility'),
      bestPractices: mid('bestPractices'),
      seo: mid('seo'),
      fcp: mid('fcp'),
      lcp: mid('lcp'),
      tbt: mid('tbt'),
      cls: mid('cls'),
      benchmarkIndex: mid('benchmarkIndex'),
      failing: [...new Set(results.flatMap((r) => r.failing))].join(', ') || '-',
    };
  });
}

const widgets = () =>
  printWidgets({
    base,
    siteRoot: root,
    flags: FLAGS.slice(1),
    runs: Number(option('--widget-runs') ?? 5),
    lighthouseOnce: process.argv.includes('--no-lighthouse') ? undefined : lighthouseOnce,
    lighthouseRuns: RUNS,
  });

try {
  if (VIEWS_ONLY) {
    await printWidgetViews({
      base,
      database: demo.backend.database,
      views: Number(option('--views') ?? 100_000),
      concurrency: Number(option('--views-concurrency') ?? 50),
    });
    server.close();
    await demo.close();
    process.exit(0);
  }
  if (ONLY === 'widgets') {
    await widgets();
    server.close();
    await demo.close();
    process.exit(0);
  }
  if (ONLY === 'early-input') {
    await printEarlyInput(base, FLAGS.slice(1));
    server.close();
    await demo.close();
    process.exit(0);
  }
  await printDemoJourneys(base, demo);
  console.log(
    '\nBytes per route until the load event (JavaScript and CSS, inline or file, raw / gzip), and the gzipped',
  );
  console.log(
    'JavaScript once the app has started (after the first paint, or at the first interaction where',
  );
  console.log('the page answers every control itself, decision 043; those routes are marked *):');
  for (const r of await firstLoadBytes()) {
    console.log(
      `${r.onInteraction ? '* ' : '  '}${r.route.padEnd(34)} JS ${kb(r.js[0]).padStart(9)} / ${kb(r.js[1]).padStart(8)}   CSS ${kb(r.css[0]).padStart(8)} / ${kb(r.css[1]).padStart(7)}   (${r.count} files)   app started JS ${kb(r.interactiveJs[1]).padStart(8)}`,
    );
  }
  console.log(
    `\nLighthouse (mobile emulation, simulated throttling; median of ${RUNS}; "machine" is its benchmarkIndex):`,
  );
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const r of await lighthouseScores()) {
    console.log(
      `  ${r.route.padEnd(34)} perf ${r.performance}  FCP ${seconds(r.fcp)}  LCP ${seconds(r.lcp)}  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls?.toFixed(3) ?? 'n/a'}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  machine ${Math.round(r.benchmarkIndex)}  failing: ${r.failing}${r.runs < RUNS ? `  (${r.runs} of ${RUNS} runs)` : ''}`,
    );
  }
  await printEarlyInput(base, FLAGS.slice(1));
  await widgets();
  // Last: seeding the leads and the mail it queues keep the backend busy for a while, which would skew
  // the Lighthouse and phone figures above.
  await printLargeListJourneys(base, demo.backend.database);
} finally {
  server.close();
  await demo.close();
}

if (existsSync('scripts/bench-leads.mjs') && !option('--routes')) {
  console.log('\nLeads database (PGlite, 100,000 rows):');
  spawnSync('node', ['scripts/bench-leads.mjs'], { stdio: 'inherit' });
}
