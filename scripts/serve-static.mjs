// A small static server for the built site: gzip like a real host, SPA fallback to spa.html, and the
// headers from the build's own _headers file (security headers), so tests run under the shipped policy.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.wasm', '.data']);

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** An asset, a prerendered page (`/about` -> about/index.html), or the SPA shell for everything else. */
function resolveFile(root, pathname) {
  const direct = normalize(join(root, pathname));
  if (!direct.startsWith(root)) return join(root, 'spa.html');
  if (isFile(direct)) return direct;
  const page = join(direct, 'index.html');
  if (isFile(page)) return page;
  return join(root, 'spa.html');
}

/**
 * Parses a Netlify / Cloudflare Pages `_headers` file: a path pattern (`*` matches anything) on its own
 * line, then indented `Name: value` lines. Returns the rules in file order.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const literal = (part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      rules.push({ pattern: new RegExp(`^${line.trim().split('*').map(literal).join('.*')}$`), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: cannot read the line "${line}"`);
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Every header whose pattern matches the request path, later rules overriding earlier ones. */
export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers));
}

export function serveStatic(root, port) {
  const headersPath = join(root, '_headers');
  // A build always writes _headers (build/security-headers-plugin.ts); serving without it would test
  // the site under no policy at all.
  if (!isFile(headersPath)) throw new Error(`${headersPath} is missing: build the site with npm run build first`);
  const rules = parseHeadersFile(readFileSync(headersPath, 'utf8'));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(root, decodeURIComponent(url.pathname));
    const ext = extname(file);
    const headers = { ...headersFor(rules, url.pathname), 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    // The HTML must always be revalidated; hashed assets get their long cache from _headers.
    headers['cache-control'] ??= 'no-cache';
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// `node scripts/serve-static.mjs <dir> <port>` serves a built site (used by the browser tests).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2);
  const { resolve } = await import('node:path');
  await serveStatic(resolve(dir), Number(port));
  console.log(`Serving ${dir} on http://localhost:${port}`);
}
