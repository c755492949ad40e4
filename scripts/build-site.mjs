// Production build: the client bundle, then every public page prerendered to HTML for a fast first paint.
// Usage: node scripts/build-site.mjs [--outDir dist]
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const argIndex = process.argv.indexOf('--outDir');
const outDir = resolve(argIndex > 0 ? process.argv[argIndex + 1] : 'dist');
// One server bundle per output folder, so parallel builds (several test runs) never share it.
const ssrDir = resolve('.tmp', `ssr-${basename(outDir)}`);
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
/** The app's start (React, the router, the shell), loaded by the boot script when the page starts it. */
const APP_START = 'src/app/start-app.tsx';

run(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`);
run(`npx vite build --ssr src/entry-server.tsx --outDir ${ssrDir} --emptyOutDir --logLevel warn`);
await buildWidgets();

/** Loads one of the build's own TypeScript modules (build/), which may import the app's source by `@/`. */
async function buildModule(path) {
  const { runnerImport } = await import('vite');
  const config = { configFile: false, logLevel: 'error', resolve: { alias: { '@': resolve('src') } } };
  return (await runnerImport(resolve(path), config)).module;
}

/**
 * The widget bundle that owners' websites load (embed.js and widgets/), built apart from the site by
 * build/widget-bundle.ts; the build stops when a budget is passed. In a Supabase build the loader reads the
 * settings from the project; in the demo from the origin that serves embed.js.
 */
async function buildWidgets() {
  const { loadEnv } = await import('vite');
  const module = await buildModule('build/widget-bundle.ts');
  const api = loadEnv('production', process.cwd(), 'VITE_').VITE_SUPABASE_URL?.trim() || undefined;
  const bundle = await module.buildWidgetBundle({ root: process.cwd(), api, outDir });
  console.log(bundle.report);
  if (bundle.overBudget.length > 0) throw new Error(`The widget bundle is over budget:\n  ${bundle.overBudget.join('\n  ')}`);
}

/*
 * Vite's manifest names each source module's chunk and what it imports. A prerendered page preloads its
 * own route chunk and the chunks those import, so they download alongside the entry rather than after it.
 */
const manifestFile = join(outDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
// KEEP_MANIFEST=1 keeps it, for looking at which chunks a page loads.
if (!process.env.KEEP_MANIFEST) rmSync(join(outDir, '.vite'), { recursive: true, force: true });

if (manifest['src/main.tsx']) throw new Error('The client build contains src/main.tsx; it must only be inline (build/inline-boot-plugin.ts)');
const boot = await bundleBootScript(`/${manifest[APP_START].file}`);
/**
 * The inline first script is in every page's HTML, ahead of the first paint: its gzipped size has a budget
 * (docs/decisions/048-early-events-recorded.md). It was 3,110 B when set; growing past it is a decision.
 */
const BOOT_BUDGET_GZIP = 3300;
const bootGzip = gzipSync(boot, { level: 9 }).length;
if (bootGzip > BOOT_BUDGET_GZIP)
  throw new Error(`The inline first script is ${bootGzip} B gzipped, over its budget of ${BOOT_BUDGET_GZIP} B (decision 048)`);
console.log(`Inline first script: ${boot.length} B, ${bootGzip} B gzipped (budget ${BOOT_BUDGET_GZIP} B)`);
const template = inlineBootScript(inlineStylesheet(readFileSync(join(outDir, 'index.html'), 'utf8')), boot);
allowInlineScript(boot);
// The shell the screens rendered in the browser get (rewritten to it by the host: _redirects below).
writeFileSync(join(outDir, 'spa.html'), template);

/**
 * The site's one stylesheet (about 9 KB gzipped) goes inline into every page, so the first paint does not
 * wait for a render-blocking round trip. The CSP allows inline styles ('unsafe-inline'; Radix needs it).
 */
function inlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">\n?\s*/g)];
  if (links.length !== 1) throw new Error(`Expected one stylesheet in index.html, found ${links.length}`);
  const [link, href] = links[0];
  // Lazily loaded chunks never fetch a stylesheet (vite.config.ts), which is right only while there is one.
  const stylesheets = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.css'));
  if (stylesheets.length !== 1)
    throw new Error(`Expected one stylesheet in assets, found ${stylesheets.join(', ')}`);
  const css = readFileSync(join(outDir, href), 'utf8');
  if (/<\/style/i.test(css))
    throw new Error(`${href} contains "</style", which would end the inline style early`);
  return html.replace(link, '').replace('</head>', () => `<style>${css}</style>\n  </head>`);
}

/**
 * The page's first script (src/main.tsx: it records the visit's source, and decides when the app starts)
 * goes inline into every page too, so no request stands between the HTML and the first paint. Lab tools
 * count a script requested before the paint as needed for it: Lighthouse put 0.35 s of "element render
 * delay" on the hero heading for a 4 KB entry. It is bundled here on its own, self-contained: an inline
 * module has no URL, so the client build leaves main.tsx out (build/inline-boot-plugin.ts), and the few
 * constants it shares with the app (attribute names, storage keys) are simply in both. Its one import,
 * the app's start, is the start-app chunk's URL.
 */
async function bundleBootScript(startAppUrl) {
  const { build } = await import('vite');
  const startApp = resolve('src/app/start-app');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': resolve('src') } },
    plugins: [
      {
        name: 'boot-imports',
        enforce: 'pre',
        resolveId(id) {
          if (id === '@/app/start-app' || id === startApp || id === `${startApp}.tsx`) return { id: startAppUrl, external: true };
          // The stylesheet is the client build's (styles-entry.ts), already inline in the page.
          if (id.endsWith('.css')) return '\0boot-stylesheet';
        },
        load: (id) => (id === '\0boot-stylesheet' ? '' : undefined),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: resolve('src/main.tsx'), output: { format: 'es' } },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) => out.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`The boot script must be one chunk, got ${chunks.map((c) => c.fileName).join(', ')}`);
  const code = chunks[0].code.trim();
  if (/^\s*import\s|\bfrom\s*["'`]\./m.test(code)) throw new Error('The boot script imports another chunk; it must stand alone');
  if (!code.includes(startAppUrl)) throw new Error(`The boot script does not load the app's start (${startAppUrl})`);
  if (/<\/script/i.test(code)) throw new Error('The boot script contains "</script", which would end it early');
  return code;
}

/** Puts the boot script where the client build's entry script was. */
function inlineBootScript(html, code) {
  const tags = [...html.matchAll(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\n?\s*/g)];
  if (tags.length !== 1) throw new Error(`Expected one entry script in index.html, found ${tags.length}`);
  // A function, not a string, as the replacement: minified code is full of `$` patterns replace() expands.
  return html.replace(tags[0][0], () => `<script type="module">${code}</script>\n    `);
}

/** Adds an inline script's hash to the CSP's script-src in _headers (build/security-headers.ts writes it). */
function allowInlineScript(code) {
  const file = join(outDir, '_headers');
  const headers = readFileSync(file, 'utf8');
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const updated = headers.replace(/(Content-Security-Policy:.*\bscript-src 'self')/g, `$1 ${hash}`);
  if (updated === headers) throw new Error(`${file} has no Content-Security-Policy script-src 'self' to extend`);
  writeFileSync(file, updated);
}

const chunkClosure = (keys, into = new Set()) => {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    chunkClosure(chunk.imports ?? [], into);
  }
  return into;
};
// What index.html itself loads (the stylesheet's entry), which every page has already.
const entryChunks = chunkClosure(['index.html']);

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const { hydrateWhenFor } = await buildModule('build/hydrate-when.ts');
const {
  render,
  routeModuleFiles,
  startsAppAtLoad,
  PRERENDERED_ROUTES,
  REDIRECT_ROUTES,
  NOT_FOUND_ROUTE,
  PAGE_TITLES,
  sitemapXml,
  robotsTxt,
  redirectsFile,
  shellFile,
  SPA_ROUTES,
  SITE,
} = server;

/** React DOM's client, which the app's start imports once its own modules have run (src/app/start-app.tsx). */
const REACT_DOM_CLIENT = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('react-dom/client'),
);
if (REACT_DOM_CLIENT.length !== 1) throw new Error(`Expected one react-dom/client chunk, found ${REACT_DOM_CLIENT.join(', ') || 'none'}`);

/**
 * The chunks a route's app needs beyond the entry: the app's start, React DOM's client, the route's
 * screen and their imports.
 */
function routeChunks(route) {
  return [...chunkClosure([APP_START, ...REACT_DOM_CLIENT, ...routeModuleFiles(route)])]
    .filter((file) => !entryChunks.has(file))
    .map((file) => `/${file}`);
}

/** The manifest keys a set of keys imports, directly or not (static imports only). */
const keyClosure = (keys, into = new Set()) => {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    keyClosure(manifest[key]?.imports ?? [], into);
  }
  return into;
};
/** A form's schema module, which its form imports at the first check (src/lib/forms/lazy-schema-resolver.ts). */
const SCHEMA_MODULE = /-schemas?\.ts$/;

/**
 * The chunks of the forms' schemas a route's screen imports when first checked: fetched (not run) once the
 * app has started, so a check right after the start does not wait for the network (decision 043).
 */
function laterChunks(route) {
  const needed = new Set(routeChunks(route));
  const schemas = [...keyClosure(routeModuleFiles(route))].flatMap((key) =>
    (manifest[key].dynamicImports ?? []).filter((imported) => SCHEMA_MODULE.test(imported)),
  );
  return [...chunkClosure(schemas)]
    .map((file) => `/${file}`)
    .filter((file) => !needed.has(file) && !entryChunks.has(file.slice(1)));
}

/**
 * A page that starts its app at once preloads the chunks with `<link rel="modulepreload">`, so they download
 * alongside the entry rather than after it. A page that starts it later (src/lib/first-paint/
 * hydrate-on-interaction.ts) lists them on #root instead, fetched at that moment, so they never compete with
 * the page's own requests: after its first paint, or at the first interaction where the page answers every
 * control on it by itself (decided from its HTML, decision 043).
 */
function appLoading(route, body) {
  const files = routeChunks(route);
  if (startsAppAtLoad(route))
    return {
      head: files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
      root: '',
    };
  const later = laterChunks(route);
  return {
    head: '',
    root:
      ` data-hydrate="${hydrateWhenFor(body)}" data-preload="${files.join(' ')}"` +
      (later.length > 0 ? ` data-preload-later="${later.join(' ')}"` : ''),
  };
}
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Renders a route into the template; `file` is where it goes under outDir. */
async function prerenderPage(route, file) {
  const html = await render(route);
  // React emits the page's <title> and <meta> first; they belong in <head>. They are marked so the
  // client can hand them over to React before it mounts.
  const head = (html.match(HEAD_TAGS)?.[0] ?? '').replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  const body = html.replace(HEAD_TAGS, '');
  const title = head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
  if (title === undefined) throw new Error(`Prerendering ${route}: the page set no <title> (use PageMeta).`);
  // The route table names each fixed page by its title (src/app/route-table.ts): keep the two in step.
  const expected = PAGE_TITLES.get(route);
  if (expected !== undefined && title !== expected && title !== `${expected} | ${SITE.name}`)
    throw new Error(`Prerendering ${route}: its <title> is "${title}", the route table says "${expected}".`);
  const loading = appLoading(route, body);
  const page = template
    .replace('</head>', `${loading.head}${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${route}"${loading.root}>${body}</div>`,
    );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}

/*
 * The screens rendered in the browser (the staff screens first) get a shell each: the empty app with its
 * own chunks preloaded, and for a screen that reads data supabase-js too (src/lib/supabase.ts imports it
 * on first use), so the whole app downloads in one wave alongside the entry instead of four waves one
 * after another (entry, app start, screen, supabase-js), each a round trip.
 */
const SUPABASE_JS = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('@supabase/supabase-js'),
);
if (SUPABASE_JS.length !== 1) throw new Error(`Expected one supabase-js chunk, found ${SUPABASE_JS.join(', ') || 'none'}`);
const supabaseChunks = [...chunkClosure(SUPABASE_JS)].filter((file) => !entryChunks.has(file)).map((file) => `/${file}`);
for (const route of SPA_ROUTES) {
  // A screen that reads data renders inside the data layout: two screen modules (src/app/router.tsx).
  const reads = routeModuleFiles(route).length > 1;
  const files = [...new Set([...routeChunks(route), ...(reads ? supabaseChunks : [])])];
  const preload = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  const file = join(outDir, shellFile(route));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, template.replace('</head>', `${preload}</head>`));
}

const pageFile = (route) =>
  route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
for (const route of [...PRERENDERED_ROUTES, ...REDIRECT_ROUTES]) await prerenderPage(route, pageFile(route));
await prerenderPage(NOT_FOUND_ROUTE, join(outDir, '404.html'));

// Discoverability and rewrite files come from the route table (src/app/site-files.ts), so a new screen
// cannot be left out of them. _redirects is Netlify's, also read by scripts/serve-static.mjs.
writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(SITE.origin));
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(SITE.origin));
writeFileSync(join(outDir, '_redirects'), redirectsFile());
rmSync(ssrDir, { recursive: true, force: true });

// The Content-Security-Policy (dist/_headers) allows an inline script only by its hash, so a page with
// any other would break silently in production. Every other <script> must load a file.
// JSON-LD blocks are data, never executed, so CSP does not apply to them.
const headers = readFileSync(join(outDir, '_headers'), 'utf8');
const scriptSources = headers.match(/Content-Security-Policy:.*\bscript-src ([^;\n]*)/)?.[1].split(' ');
if (!scriptSources) throw new Error(`${outDir}/_headers has no Content-Security-Policy with a script-src`);
const pageFiles = [...PRERENDERED_ROUTES, ...REDIRECT_ROUTES]
  .map(pageFile)
  .concat(join(outDir, '404.html'), join(outDir, 'spa.html'))
  .concat(SPA_ROUTES.map((route) => join(outDir, shellFile(route))));
for (const file of pageFiles) {
  const scripts = readFileSync(file, 'utf8').matchAll(
    /<script\b(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
  );
  for (const [tag, code] of scripts) {
    const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    if (!scriptSources.includes(hash))
      throw new Error(`${file} has an inline script the CSP refuses: ${tag.slice(0, 120)}`);
  }
}
console.log(
  `Prerendered ${PRERENDERED_ROUTES.length} pages and ${REDIRECT_ROUTES.length} redirects into ${outDir}`,
);
