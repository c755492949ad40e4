// Builds the site and prints, per route, the JavaScript and CSS a first visit downloads (raw and gzip)
// and Lighthouse scores under its default mobile emulation. It prints figures; it is not a test.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const ROUTES = ['/', '/tools', '/tool/google-reviews-widget', '/pricing', '/premium/voice-agent-landing', '/ad2conversion-ai'];
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const root = resolve('dist-bench');
const port = 4400;
const base = `http://127.0.0.1:${port}`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

execSync('bash scripts/ensure-test-deps.sh', { stdio: 'inherit' });
console.log('Building the production site...');
// The bench measures the demo build (embedded database), so it asks for demo mode by name.
execSync(`node scripts/build-site.mjs --outDir ${root}`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_DEMO_MODE: 'true' },
});
const server = await serveStatic(root, port);

async function firstLoadBytes() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const rows = [];
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const totals = { js: [0, 0], css: [0, 0] };
    for (const file of files) {
      const body = readFileSync(resolve(root, `.${file}`));
      const kind = file.endsWith('.js') ? 'js' : 'css';
      totals[kind][0] += body.length;
      totals[kind][1] += gzipSync(body, { level: 9 }).length;
    }
    rows.push({ route, ...totals, count: files.size });
    await context.close();
  }
  await browser.close();
  return rows;
}

async function lighthouseScores() {
  const rows = [];
  for (const route of ROUTES) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        failing: failing.join(', ') || '-',
      });
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}

const READY_MARK = 'localboost:local-db-ready';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** How long the embedded demo database takes to be ready on a data screen: fresh browser, then a reload. */
async function localDatabaseStart(runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const first = [];
  const reload = [];
  const readyAt = async (page) => {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK, { timeout: 120_000 });
    return page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, READY_MARK);
  };
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/leads-admin`);
      first.push(await readyAt(page));
      await page.reload();
      reload.push(await readyAt(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { first: median(first), reload: median(reload) };
}

try {
  const db = await localDatabaseStart();
  console.log('\nEmbedded demo database on /leads-admin (median of 3, ms from navigation to ready):');
  console.log(`  first start ${Math.round(db.first)} ms   reload ${Math.round(db.reload)} ms`);
  console.log('\nFirst-load bytes per route (JavaScript and CSS, raw / gzip):');
  for (const r of await firstLoadBytes()) {
    console.log(
      `  ${r.route.padEnd(30)} JS ${kb(r.js[0]).padStart(9)} / ${kb(r.js[1]).padStart(8)}   CSS ${kb(r.css[0]).padStart(8)} / ${kb(r.css[1]).padStart(7)}   (${r.count} files)`,
    );
  }
  console.log('\nLighthouse (mobile emulation, simulated throttling):');
  for (const r of await lighthouseScores()) {
    console.log(
      `  ${r.route.padEnd(30)} perf ${r.performance}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  LCP ${r.lcp}  TBT ${r.tbt}  failing: ${r.failing}`,
    );
  }
} finally {
  server.close();
}

if (existsSync('scripts/bench-leads.mjs')) {
  console.log('\nLeads database (PGlite, 100,000 rows):');
  spawnSync('node', ['scripts/bench-leads.mjs'], { stdio: 'inherit' });
}
