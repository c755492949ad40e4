// A small static server for the built site: gzip like a real host, the site's _redirects rules, and
// the headers from the build's own _headers file (security headers), so tests run under the shipped policy.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzip as gzipAsync } from 'node:zlib';
import { promisify } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.wasm', '.data']);

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * Each file's body, plain and gzipped, made once and kept while the file is unchanged: a host or CDN
 * serves compressed assets from its cache rather than compressing per request, which here cost every
 * staff screen (some 60 chunks) a queue of compressions behind the backend's work on one event loop.
 */
const gzip = promisify(gzipAsync);
const bodies = new Map();
async function bodyOf(file, compressed) {
  const { mtimeMs, size } = statSync(file);
  let cached = bodies.get(file);
  if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
    const plain = readFileSync(file);
    cached = { mtimeMs, size, plain, gzipped: undefined };
    bodies.set(file, cached);
  }
  if (!compressed) return cached.plain;
  cached.gzipped ??= gzip(cached.plain);
  return cached.gzipped;
}

/**
 * The rewrite rules of a Netlify `_redirects` file (`/from  /to  status`, `/*` as a catch-all), which
 * scripts/build-site.mjs writes. Without one, every unknown path gets the SPA shell as before.
 */
function readRules(root) {
  const file = join(root, '_redirects');
  if (!isFile(file)) return [{ from: '/*', matches: pathPattern('/*'), to: '/spa.html', status: 200 }];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from && to && !from.startsWith('#'))
    .map(([from, to, status = '200']) => ({ from, matches: pathPattern(from), to, status: Number(status) }));
}

/**
 * A rule's `from` as Netlify reads it: `:name` stands for one path segment (`/contacts/:id`), a trailing
 * `*` for the rest of the path, anything else for itself. Compared literally, `/contacts/:id` matched no
 * real contact, so every contact record and emailed report link got the 404 page, and its app had to
 * start before it could even ask for the screen's code.
 */
function pathPattern(from) {
  const source = from
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

// The host's configuration files, read by the host and never served (Netlify and Cloudflare Pages do the same).
const HOST_FILES = new Set(['_headers', '_redirects', '_demo-backend']);

/**
 * An asset or a prerendered page (`/about` -> about/index.html) with 200, else the first matching rule.
 * A path that leaves the site's folder (`/..%2fdist-secret.txt` decodes to a sibling of dist, which a bare
 * startsWith(root) let through) or names a host file is answered 404 without consulting the rules.
 */
function resolveFile(root, rules, pathname) {
  const notFound = { file: join(root, '404.html'), status: 404 };
  const direct = normalize(join(root, pathname));
  if (direct !== root && !direct.startsWith(root + sep)) return notFound;
  if (HOST_FILES.has(direct.slice(root.length + 1).split(sep)[0])) return notFound;
  if (isFile(direct)) return { file: direct, status: 200 };
  const page = join(direct, 'index.html');
  if (isFile(page)) return { file: page, status: 200 };
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const rule = rules.find(({ matches }) => matches.test(path));
  return rule ? { file: join(root, rule.to), status: rule.status } : notFound;
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
/**
 * A request's target as a URL on this server, or null when it is not an origin-form path (`/...`) a URL
 * parser accepts. Read as a path on our own origin, never resolved against it: `//[` resolved as a
 * protocol-relative address throws `Invalid URL`.
 */
export function requestUrl(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers));
}

/**
 * Serves the built site on 127.0.0.1:port. `backend` (optional) is Connect-style middleware that answers
 * its own paths first (the demo's local backend: /rest/v1, /auth/v1, /functions/v1) and passes the rest on.
 */
export function serveStatic(root, port, backend) {
  const redirectRules = readRules(root);
  const headersPath = join(root, '_headers');
  // A build always writes _headers (build/security-headers-plugin.ts); serving without it would test
  // the site under no policy at all.
  if (!isFile(headersPath)) throw new Error(`${headersPath} is missing: build the site with npm run build first`);
  const headerRules = parseHeadersFile(readFileSync(headersPath, 'utf8'));
  const server = createServer((req, res) => {
    if (backend) backend(req, res, () => serveFile(req, res));
    else serveFile(req, res);
  });
  const serveFile = (req, res) => {
    const url = requestUrl(req.url);
    let pathname;
    try {
      pathname = url && decodeURIComponent(url.pathname);
    } catch {
      pathname = null;
    }
    if (!url || !pathname) {
      // A malformed target (`//[`, `/%E0%A4%A`, `*`) is the client's error; thrown here, it would stop the server.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    const { file, status } = resolveFile(root, redirectRules, pathname);
    const ext = extname(file);
    const headers = { ...headersFor(headerRules, url.pathname), 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    // The HTML must always be revalidated; hashed assets get their long cache from _headers.
    headers['cache-control'] ??= 'no-cache';
    const compressed = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compressed) headers['content-encoding'] = 'gzip';
    bodyOf(file, compressed).then(
      (body) => {
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Could not read ${pathname}: ${error.code ?? error.message}`);
      },
    );
  };
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// `node scripts/serve-static.mjs <dir> <port>` serves a built site (used by the browser tests).
// A demo build (it has _demo-backend, build/data-mode-plugin.ts) is served with the local backend on the
// same origin, as `npm run dev` serves it: the built site is then a complete demo.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2);
  const { resolve } = await import('node:path');
  const root = resolve(dir);
  let backend;
  if (isFile(join(root, '_demo-backend'))) {
    const started = Date.now();
    const { startDemoBackend } = await import('../local-backend/start.mjs');
    backend = await startDemoBackend();
    console.log(`Demo backend ready in ${Date.now() - started} ms (data in ${backend.dataDir})`);
    // The backend's Edge Functions run as Deno child processes: stop them with the server (Playwright
    // ends its web server with a signal), within a bound so a stuck close cannot keep the process alive.
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        setTimeout(() => process.exit(0), 3_000).unref();
        backend.close().finally(() => process.exit(0));
      });
    }
  }
  await serveStatic(root, Number(port), backend?.middleware);
  console.log(`Serving ${dir} on http://localhost:${port}`);
}
