// Production build: the client bundle, then every public page prerendered to HTML for a fast first paint.
// Usage: node scripts/build-site.mjs [--outDir dist]
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const argIndex = process.argv.indexOf('--outDir');
const outDir = resolve(argIndex > 0 ? process.argv[argIndex + 1] : 'dist');
// One server bundle per output folder, so parallel builds (several test runs) never share it.
const ssrDir = resolve('.tmp', `ssr-${basename(outDir)}`);
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

run(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`);
run(`npx vite build --ssr src/entry-server.tsx --outDir ${ssrDir} --emptyOutDir --logLevel warn`);

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// The shell the data screens get (SPA_ROUTES below, rewritten to it by the host).
writeFileSync(join(outDir, 'spa.html'), template);

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const { render, PRERENDERED_ROUTES, REDIRECT_ROUTES, SPA_ROUTES, NOT_FOUND_ROUTE, DISALLOWED_ROUTES, SITE } = server;
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Renders a route into the template; `file` is where it goes under outDir. */
async function prerenderPage(route, file) {
  const html = await render(route);
  // React emits the page's <title> and <meta> first; they belong in <head>. They are marked so the
  // client can hand them over to React before it mounts.
  const head = (html.match(HEAD_TAGS)?.[0] ?? '').replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  const body = html.replace(HEAD_TAGS, '');
  if (!head.includes('<title')) throw new Error(`Prerendering ${route}: the page set no <title> (use PageMeta).`);
  const page = template
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${body}</div>`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}

const pageFile = (route) => (route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html'));
for (const route of [...PRERENDERED_ROUTES, ...REDIRECT_ROUTES]) await prerenderPage(route, pageFile(route));
await prerenderPage(NOT_FOUND_ROUTE, join(outDir, '404.html'));

// Discoverability files come from the same route lists, so a new page cannot be left out of the sitemap.
const url = (route) => new URL(route, SITE.origin).href;
writeFileSync(
  join(outDir, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PRERENDERED_ROUTES.map((route) => `  <url><loc>${url(route)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
writeFileSync(
  join(outDir, 'robots.txt'),
  ['User-agent: *', ...DISALLOWED_ROUTES.map((route) => `Disallow: ${route}`), '', `Sitemap: ${url('/sitemap.xml')}`, ''].join('\n'),
);
// Netlify's rules, also read by scripts/serve-static.mjs: data screens get the app shell, anything else
// that is not a file gets the 404 page with a 404 status.
writeFileSync(
  join(outDir, '_redirects'),
  [...SPA_ROUTES.map((route) => `${route}  /spa.html  200`), '/*  /404.html  404', ''].join('\n'),
);
rmSync(ssrDir, { recursive: true, force: true });

// The Content-Security-Policy (dist/_headers) allows no inline script, so a page that had one would
// break silently in production. Every <script> must load a file.
// JSON-LD blocks are data, never executed, so CSP does not apply to them.
const pageFiles = [...PRERENDERED_ROUTES, ...REDIRECT_ROUTES].map(pageFile).concat(join(outDir, '404.html'));
for (const file of pageFiles) {
  const inline = readFileSync(file, 'utf8').match(/<script\b(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/);
  if (inline) throw new Error(`${file} has an inline script (${inline[0]}), which the CSP refuses.`);
}
if (!readFileSync(join(outDir, '_headers'), 'utf8').includes('Content-Security-Policy')) {
  throw new Error(`${outDir}/_headers has no Content-Security-Policy`);
}
console.log(`Prerendered ${PRERENDERED_ROUTES.length} pages and ${REDIRECT_ROUTES.length} redirects into ${outDir}`);
