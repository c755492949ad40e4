import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SUPABASE_DIR } from './sql-files';

/*
 * Local web servers the site-check tests reach through the function's injected network: "the internet"
 * (the sample pages and every nasty answer a site can give) and "the inside" (what SSRF would be after:
 * it counts every request, and the tests expect it to get none).
 */
export const SAMPLES_DIR = join(SUPABASE_DIR, 'functions', 'site-check', 'samples');
export const samplePage = (name: string) => readFileSync(join(SAMPLES_DIR, `${name}.html`), 'utf8');

const html = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) =>
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(body);

/**
 * A throwaway CA and a certificate it signed for the fixture names (the test entry trusts only that CA;
 * rustls refuses a self-signed CA certificate used directly by a server).
 */
function fixtureCertificate(names: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'site-check-tls-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    openssl(
      'req',
      '-x509',
      ...ecKey,
      '-days',
      '1',
      '-subj',
      '/CN=site-check-test-ca',
      '-keyout',
      'ca-key.pem',
      '-out',
      'ca.pem',
    );
    openssl('req', ...ecKey, '-subj', `/CN=${names[0]}`, '-keyout', 'key.pem', '-out', 'csr.pem');
    writeFileSync(
      join(dir, 'ext.cnf'),
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}\nbasicConstraints=CA:FALSE\n`,
    );
    openssl(
      'x509',
      '-req',
      '-in',
      'csr.pem',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca-key.pem',
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      'ext.cnf',
      '-out',
      'cert.pem',
    );
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    return { key: read('key.pem'), cert: read('cert.pem'), ca: read('ca.pem') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFixtureSites(internalUrl: string, tlsNames: readonly string[]) {
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/redirect-inside': (_, res) => res.writeHead(302, { Location: internalUrl }).end(),
    '/redirect-metadata': (_, res) =>
      res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/redirect-private-name': (_, res) => res.writeHead(307, { Location: 'http://private.test/' }).end(),
    '/redirect-port': (_, res) => res.writeHead(302, { Location: 'http://sites.test:8080/' }).end(),
    '/redirect-file': (_, res) => res.writeHead(302, { Location: 'file:///etc/passwd' }).end(),
    '/redirect-to-salon': (_, res) => res.writeHead(301, { Location: 'http://other.test/salon' }).end(),
    '/too-big': (_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      const chunk = Buffer.alloc(256 * 1024, 'a');
      for (let i = 0; i < 9; i += 1) res.write(chunk);
      res.end();
    },
    '/too-big-declared': (_, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(3 * 1024 * 1024) }).end(),
    '/slow-head': (_, res) => later(4000, () => html(res, '<html><title>Late</title></html>')),
    '/slow-body': (_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><head><title>Trickle</title>');
      later(4000, () => res.end('</head></html>'));
    },
    '/pdf': (_, res) => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4'),
    '/json': (_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
    '/missing': (_, res) => res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>'),
    '/gzip-salon': (_, res) => html(res, gzipSync(samplePage('salon')), { 'Content-Encoding': 'gzip' }),
    '/sized-bistro': (_, res) =>
      html(res, samplePage('bistro'), { 'Content-Length': String(Buffer.byteLength(samplePage('bistro'))) }),
  };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (req.headers.cookie || req.headers.authorization) return res.writeHead(400).end('credentials sent');
    if (routes[path]) return routes[path](req, res);
    for (const redirect of [1, 2, 3, 4, 5, 6]) {
      // /hops-N redirects N times before the salon page.
      if (path === `/hops-${redirect}`)
        return res.writeHead(302, { Location: redirect > 1 ? `/hops-${redirect - 1}` : '/salon' }).end();
    }
    const name = path.slice(1);
    if (['bistro', 'salon', 'clinic'].includes(name)) return html(res, samplePage(name));
    res.writeHead(404).end();
  };
  const server = createServer(handler);
  const certificate = fixtureCertificate(tlsNames);
  const secure = createTlsServer({ key: certificate.key, cert: certificate.cert }, handler);
  const inside = createServer((req, res) => {
    hits.set(`inside${req.url}`, (hits.get(`inside${req.url}`) ?? 0) + 1);
    html(res, '<html><title>Internal admin: secret</title></html>');
  });
  const listen = (s: typeof server) =>
    new Promise<number>((done) => s.listen(0, '127.0.0.1', () => done((s.address() as AddressInfo).port)));
  const sitesPort = await listen(server);
  const securePort = await listen(secure as unknown as typeof server);
  const insidePort = await listen(inside);
  const close = (s: typeof server) => new Promise<void>((done) => s.close(() => done()));
  return {
    sitesPort,
    securePort,
    /** The CA of the HTTPS fixture's certificate: the test entry's only trusted CA. */
    ca: certificate.ca,
    insidePort,
    hits: (path: string) => hits.get(path) ?? 0,
    insideHits: () =>
      [...hits.entries()].filter(([path]) => path.startsWith('inside')).reduce((sum, [, n]) => sum + n, 0),
    close: async () => {
      timers.forEach(clearTimeout);
      for (const s of [server, secure, inside]) s.closeAllConnections();
      await Promise.all([close(server), close(secure as unknown as typeof server), close(inside)]);
    },
  };
}
