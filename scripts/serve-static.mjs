// A small static server for the built site: gzip like a real host, SPA fallback to index.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
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

export function serveStatic(root, port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(root, decodeURIComponent(url.pathname));
    const ext = extname(file);
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    // Hashed assets are immutable; the HTML must always be revalidated.
    headers['cache-control'] = file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
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
