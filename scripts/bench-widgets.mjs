/* global window, document -- functions here run in the page */
// The widgets' cost to an owner's website (issue 42, Targets): the bundle's gzipped sizes as the build's own
// report computes them (build/widget-bundle.ts), then three published widgets (business hours, FAQ, WhatsApp
// button, each its kind's first preset) pasted into a small business page served from another origin than
// the site (the site on 127.0.0.1, the page on localhost), loaded on the phone of scripts/bench-early-input.mjs:
// the bytes they fetch from our origin, the main-thread time and layout shift they add (also against the page with
// the snippets' fallback content and no script), and Lighthouse's
// performance score with and without them. Used by scripts/bench.mjs (`node scripts/bench.mjs --only widgets`).
// It prints figures; it is not a test.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { PHONE } from './bench-early-input.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { loadSource as load } from './load-source.mjs';

const ROOT = process.cwd();
const KINDS = ['business-hours', 'faq', 'whatsapp-button'];
/**
 * The window measured after the load event, the same on both pages and untouched by the bench: polling the
 * page for the widgets (waitForFunction's frames) costs the main thread more than the widgets do. The widgets
 * must have mounted by its end (checked after the figures are read; a run where they had not is flagged).
 */
const SETTLE_MS = 5_000;
const TARGETS = { mainThreadMs: 30, cls: 0, lighthousePoints: 1 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The build's own size report, made again from the sources (in memory), and whether it matches the widget
 * files of the build being measured (a --no-build run may serve an older one).
 */
async function bundleSizes(siteRoot) {
  const { buildWidgetBundle, BUDGETS } = await load('build/widget-bundle.ts');
  // The Vite server that read the route table set NODE_ENV to development; the build measures production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const bundle = await buildWidgetBundle({ root: ROOT, api: undefined });
    const stale = [...bundle.files].filter(([name, code]) => {
      try {
        return readFileSync(resolve(siteRoot, name), 'utf8') !== code;
      } catch {
        return true;
      }
    });
    return { sizes: bundle.sizes, BUDGETS, stale: stale.map(([name]) => name) };
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Stores the three widgets, published, through the backend's test-only endpoint; answers their snippets. */
async function seedSnippets(base) {
  const { KIND_DEFINITIONS } = await load('src/widgets/registry.ts');
  const { widgetSnippet } = await load('src/widgets/snippet.ts');
  const snippets = {};
  for (const kind of KINDS) {
    const definition = KIND_DEFINITIONS[kind];
    const settings = definition.presets[0].settings;
    const response = await fetch(`${base}/__test/widgets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind, settings, ownerEmail: 'bench-widgets@localboost.example' }),
    });
    if (response.status !== 201)
      throw new Error(
        `Seeding a ${kind} widget: ${response.status} ${await response.text()} (the backend needs LOCAL_BACKEND_TEST_RESET=1)`,
      );
    const { id } = await response.json();
    snippets[kind] = widgetSnippet({
      id,
      kind,
      fallbackHtml: definition.fallbackHtml(settings),
      siteOrigin: base,
    });
  }
  return snippets;
}

/** A small business's page; `snippets` (by kind) pasted where an owner would put them, or none. */
const hostPage = (snippets) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Casa Lucia · Neighbourhood kitchen</title>
<meta name="description" content="Seasonal cooking, open six days a week.">
<style>
  body { margin: 0; font-family: Georgia, serif; color: #2b1d16; background: #fdf8f3; line-height: 1.6; }
  header { background: #6b2a1a; color: #fff; padding: 16px 20px; }
  header h1 { margin: 0; font-size: 28px; }
  main { max-width: 760px; margin: 0 auto; padding: 20px; }
  section { margin: 24px 0; }
  footer { padding: 24px 20px; background: #efe4d8; }
</style>
</head>
<body>
<header><h1>Casa Lucia</h1><p>Seasonal cooking from the market, since 1998.</p></header>
<main>
  <p>We cook what the market brings in the morning: fresh pasta by hand, slow-cooked sauces, and bread from
  the bakery next door. Come for lunch, stay for dessert.</p>
  <section><h2>Opening hours</h2>
${snippets?.['business-hours'] ?? '<p>Tuesday to Sunday, lunch and dinner.</p>'}
  </section>
  <section><h2>Our menu</h2>
  <p>Antipasti, three fresh pastas every day, a fish and a meat main, and the desserts of the house. Ask
  about the dishes of the day: they change with what is in season.</p></section>
${snippets?.faq ?? ''}
</main>
<footer><p>Casa Lucia · 12 Market Street · Book a table by phone.</p></footer>
${snippets?.['whatsapp-button'] ?? ''}
</body>
</html>
`;

/**
 * The snippets as a visitor gets them with scripts blocked: placeholders and fallback content, no embed.js. The
 * fallback (the hours as text, every question and answer) is the owner's own content, which the page shows with
 * or without us: measured against it, what is left is what our script and the widgets it renders add.
 */
const fallbackOnly = (snippets) =>
  Object.fromEntries(
    Object.entries(snippets).map(([kind, snippet]) => [
      kind,
      snippet.replace(/<script\b[^>]*><\/script>/g, ''),
    ]),
  );

/** The owner's website on another origin: /with (the three snippets pasted), /fallback (no script) and /without. */
async function startHostSite(snippets) {
  const pages = {
    '/with': hostPage(snippets),
    '/fallback': hostPage(fallbackOnly(snippets)),
    '/without': hostPage(null),
  };
  const server = createServer((req, res) => {
    const html = pages[req.url];
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  // Named localhost: another host than the site's 127.0.0.1, so another origin and another site.
  const origin = `http://localhost:${server.address().port}`;
  return { origin, close: () => new Promise((done) => server.close(() => done())) };
}

/** Runs in the page before it loads: the layout shifts without a recent input (CLS's), and what they moved. */
function recordLayoutShifts() {
  const record = { total: 0, moved: [] };
  window.__shifts = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      const nodes = (entry.sources ?? []).map((source) => source.node?.nodeName?.toLowerCase() ?? '?');
      record.moved.push(`${entry.value.toFixed(4)} (${nodes.join(', ')})`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const mountedCount = () =>
  [...document.querySelectorAll('[data-localboost-widget]')].filter(
    (host) => host.shadowRoot?.childNodes.length > 0,
  ).length;

/**
 * One visit on a fresh phone (empty cache): the main thread's task time (CDP Performance.getMetrics
 * TaskDuration, from before navigation to the end of the settle period), the layout shifts, and each response
 * from our origin with its transfer size (CDP Network.loadingFinished encodedDataLength: headers and body).
 */
async function visit(browser, url, base) {
  const context = await browser.newContext({ viewport: PHONE.viewport, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Performance.enable');
    const urls = new Map();
    const ours = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const requested = urls.get(requestId);
      if (requested && new URL(requested).origin === base)
        ours.push({ url: requested, bytes: encodedDataLength });
    });
    // Seconds of main-thread work so far, in all and in script, layout and style.
    const timings = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(
        ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'].map((name) => [
          name,
          metrics.find((metric) => metric.name === name).value,
        ]),
      );
    };
    const before = await timings();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    const after = await timings();
    const added = (name) => (after[name] - before[name]) * 1000;
    const taskMs = added('TaskDuration');
    const parts = {
      script: added('ScriptDuration'),
      layout: added('LayoutDuration'),
      style: added('RecalcStyleDuration'),
    };
    const mounted = await page.evaluate(mountedCount);
    const shifts = await page.evaluate(() => window.__shifts);
    return { taskMs, parts, mounted, shifts, ours };
  } finally {
    await context.close();
  }
}

/** What a visit fetched from our origin, grouped: the loader, the runtime, the kinds' chunks, the settings. */
function groupBytes(ours) {
  const groups = { 'embed.js': [], runtime: [], 'kind chunks': [], settings: [], other: [] };
  for (const { url, bytes } of ours) {
    const { pathname } = new URL(url);
    const group =
      pathname === '/embed.js'
        ? 'embed.js'
        : /^\/widgets\/runtime-/.test(pathname)
          ? 'runtime'
          : pathname.startsWith('/widgets/')
            ? 'kind chunks'
            : pathname === '/functions/v1/widget-settings'
              ? 'settings'
              : 'other';
    groups[group].push(bytes);
  }
  return groups;
}

/** Prints the widgets' table for the site served at `base` from `siteRoot`. */
export async function printWidgets({ base, siteRoot, flags, runs = 5, lighthouseOnce, lighthouseRuns = 3 }) {
  const { sizes, BUDGETS, stale } = await bundleSizes(siteRoot);
  const snippets = await seedSnippets(base);
  const host = await startHostSite(snippets);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: flags ?? CHROMIUM_ARGS });
  const visits = { with: [], fallback: [], without: [] };
  const scores = { with: [], without: [] };
  try {
    // Interleaved, so a burst of load from elsewhere on the machine falls on both pages alike.
    for (let run = 0; run < runs; run++) {
      visits.without.push(await visit(browser, `${host.origin}/without`, base));
      visits.fallback.push(await visit(browser, `${host.origin}/fallback`, base));
      visits.with.push(await visit(browser, `${host.origin}/with`, base));
    }
    if (lighthouseOnce)
      for (let run = 0; run < lighthouseRuns; run++)
        for (const which of ['without', 'with'])
          scores[which].push(await lighthouseOnce(`${host.origin}/${which}`, ['performance']));
  } finally {
    await browser.close();
    await host.close();
  }

  const rows = [];
  const row = (figure, measured, target, holds) => rows.push({ figure, measured, target, holds });
  row(
    'loader (embed.js), gzipped',
    `${sizes.loader} B`,
    `<= ${BUDGETS.loader} B`,
    sizes.loader <= BUDGETS.loader,
  );
  for (const { kind, size } of sizes.kinds)
    row(`kind ${kind}, own chunk gzipped`, `${size} B`, `<= ${BUDGETS.kind} B`, size <= BUDGETS.kind);
  row(
    `first widget (loader + runtime ${sizes.runtime} B + ${sizes.firstWidget.kind}), gzipped`,
    `${sizes.firstWidget.size} B`,
    `<= ${BUDGETS.firstWidget} B`,
    sizes.firstWidget.size <= BUDGETS.firstWidget,
  );
  const first = groupBytes(visits.with[0].ours);
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  for (const [group, values] of Object.entries(first))
    if (values.length > 0)
      row(`  from our origin, ${group} (${values.length} responses)`, `${sum(values)} B`, '', null);
  row(
    'three widgets, bytes from our origin (transferred)',
    `${sum(Object.values(first).flat())} B`,
    '',
    null,
  );
  const withMs = median(visits.with.map((v) => v.taskMs));
  const withoutMs = median(visits.without.map((v) => v.taskMs));
  row(`main-thread tasks, page without widgets (median of ${runs})`, `${Math.round(withoutMs)} ms`, '', null);
  row(`main-thread tasks, page with three widgets (median of ${runs})`, `${Math.round(withMs)} ms`, '', null);
  row(
    'main-thread time added by three widgets',
    `${Math.round(withMs - withoutMs)} ms`,
    `<= ${TARGETS.mainThreadMs} ms`,
    withMs - withoutMs <= TARGETS.mainThreadMs,
  );
  // The same difference against the page with the snippets' fallback content and no script: the part of the
  // figure above that is our script and what it renders, not the owner's text laid out as plain HTML.
  const fallbackMs = median(visits.fallback.map((v) => v.taskMs));
  row(
    `main-thread tasks, snippets' fallback only, no script (median of ${runs})`,
    `${Math.round(fallbackMs)} ms`,
    '',
    null,
  );
  row(
    '  of which the fallback content (fallback minus without)',
    `${Math.round(fallbackMs - withoutMs)} ms`,
    '',
    null,
  );
  row(
    '  of which our script and its widgets (with minus fallback)',
    `${Math.round(withMs - fallbackMs)} ms`,
    '',
    null,
  );
  const worstWith = Math.max(...visits.with.map((v) => v.shifts.total));
  const worstWithout = Math.max(...visits.without.map((v) => v.shifts.total));
  row(
    `CLS with three widgets (worst of ${runs}; without: ${worstWithout.toFixed(4)})`,
    worstWith.toFixed(4),
    `${TARGETS.cls}`,
    worstWith - worstWithout <= TARGETS.cls,
  );
  if (lighthouseOnce) {
    const score = (which) => {
      const done = scores[which].filter(Boolean).map((result) => result.performance);
      return done.length ? median(done) : NaN;
    };
    const delta = score('with') - score('without');
    row(
      `Lighthouse performance without widgets (median of ${lighthouseRuns})`,
      `${score('without')}`,
      '',
      null,
    );
    row(
      `Lighthouse performance with three widgets (median of ${lighthouseRuns})`,
      `${score('with')}`,
      '',
      null,
    );
    // Our origin's items in Lighthouse's bootup-time (per script URL, times the simulated CPU slowdown; it
    // lists a script only above its own threshold, so one under it counts 0 here, as it does for the anchors).
    const ours = (result) => result.bootup.filter((item) => item.url.startsWith(`${base}/`));
    const bootup = (field) =>
      scores.with.filter(Boolean).map((result) => sum(ours(result).map((item) => item[field] ?? 0)));
    // HTTP Archive's third-party-web, where the anchors come from (POWR 4,720 ms, Trustpilot 295 ms,
    // Crisp 33 ms), sums per page the `scripting` of an entity's scripts in bootup-time: their JavaScript's
    // own execution, not its compile, nor the layout, style and network tasks it causes
    // (sql/entity-per-page.sql in patrickhulce/third-party-web).
    const scripting = bootup('scripting');
    if (scripting.length > 0)
      row(
        `our scripts' execution, Lighthouse bootup-time scripting (the anchors' measure; median)`,
        `${Math.round(median(scripting))} ms`,
        `<= ${TARGETS.mainThreadMs} ms`,
        median(scripting) <= TARGETS.mainThreadMs,
      );
    const total = bootup('total');
    if (total.length > 0)
      row(
        `  the same scripts' whole bootup-time (compile, layout, style too; median)`,
        `${Math.round(median(total))} ms`,
        '',
        null,
      );
    // Lighthouse's third-party summary: every main-thread task's own time attributed to the script that caused
    // it, whatever the work (stricter than the anchors' measure). Our origin's URLs only.
    const attributed = scores.with.filter(Boolean).map((result) =>
      sum(
        result.thirdParty
          .flatMap((item) => item.subItems?.items ?? [])
          .filter((item) => typeof item.url === 'string' && item.url.startsWith(`${base}/`))
          .map((item) => item.mainThreadTime ?? 0),
      ),
    );
    if (attributed.length > 0)
      row(
        `  all main-thread time Lighthouse attributes to our origin (third-party summary; median)`,
        `${Math.round(median(attributed))} ms`,
        '',
        null,
      );
    row(
      'Lighthouse performance, with minus without',
      `${delta > 0 ? '+' : ''}${delta}`,
      `>= -${TARGETS.lighthousePoints}`,
      delta >= -TARGETS.lighthousePoints,
    );
  }

  console.log(
    `\nWidgets on an owner's page (issue 42): bundle sizes from build/widget-bundle.ts; then ${KINDS.join(', ')} ` +
      `(first presets) on a page of another origin, phone ${PHONE.viewport.width}x${PHONE.viewport.height}, CPU ` +
      `${PHONE.cpuSlowdown}x slower, ${PHONE.network.latency} ms round trip, 1.6 Mbps down; main thread = CDP ` +
      `Performance.getMetrics TaskDuration from navigation to ${SETTLE_MS / 1000} s after load; ` +
      `Lighthouse as the routes' (mobile, simulated throttling), performance only:`,
  );
  console.log(`  ${'figure'.padEnd(72)} ${'measured'.padStart(10)}   ${'target'.padEnd(12)}`);
  for (const r of rows)
    console.log(
      `  ${r.figure.padEnd(72)} ${r.measured.padStart(10)}   ${r.target.padEnd(12)}${r.holds === null ? '' : r.holds ? 'holds' : 'MISSED'}`,
    );
  const perRun = (which) => visits[which].map((v) => Math.round(v.taskMs)).join(', ');
  const partsOf = (which) =>
    ['script', 'layout', 'style']
      .map((part) => `${part} ${Math.round(median(visits[which].map((v) => v.parts[part])))}`)
      .join(', ');
  console.log(
    `  (main thread, ms per run: without ${perRun('without')}; fallback only ${perRun('fallback')}; with ${perRun('with')}`,
  );
  console.log(`   medians of its parts: without ${partsOf('without')}; with ${partsOf('with')})`);
  const unmounted = visits.with.filter((v) => v.mounted < KINDS.length).length;
  if (unmounted > 0)
    console.log(
      `  NOTE: in ${unmounted} of ${runs} runs fewer than ${KINDS.length} widgets had mounted: those figures undercount.`,
    );
  const shifted = visits.with.flatMap((v) => v.shifts.moved);
  if (shifted.length > 0)
    console.log(`  layout shifts on the page with widgets: ${[...new Set(shifted)].join('; ')}`);
  if (stale.length > 0)
    console.log(
      `  NOTE: the served build's widget files differ from the sources' (${stale.join(', ')}): run without --no-build.`,
    );
}
