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
// The shell every non-prerendered path gets (hosts rewrite unknown paths to it).
writeFileSync(join(outDir, 'spa.html'), template);

const { render, PRERENDERED_ROUTES } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

for (const route of PRERENDERED_ROUTES) {
  const html = await render(route);
  // React emits the page's <title> and <meta> first; they belong in <head>. They are marked so the
  // client can hand them over to React before it mounts.
  const head = (html.match(HEAD_TAGS)?.[0] ?? '').replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  const body = html.replace(HEAD_TAGS, '');
  if (!head.includes('<title')) throw new Error(`Prerendering ${route}: the page set no <title> (use PageMeta).`);
  const page = template
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${body}</div>`);
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
rmSync(ssrDir, { recursive: true, force: true });

// The Content-Security-Policy (dist/_headers) allows no inline script, so a page that had one would
// break silently in production. Every <script> must load a file.
for (const route of PRERENDERED_ROUTES) {
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
  const inline = readFileSync(file, 'utf8').match(/<script\b(?![^>]*\bsrc=)[^>]*>/);
  if (inline) throw new Error(`${file} has an inline script (${inline[0]}), which the CSP refuses.`);
}
if (!readFileSync(join(outDir, '_headers'), 'utf8').includes('Content-Security-Policy')) {
  throw new Error(`${outDir}/_headers has no Content-Security-Policy`);
}
console.log(`Prerendered ${PRERENDERED_ROUTES.length} pages into ${outDir}`);
