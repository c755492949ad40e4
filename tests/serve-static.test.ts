// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../scripts/serve-static.mjs';
import { ROUTES } from '../src/app/route-table';
import { SPA_ROUTES } from '../src/app/prerender-routes';
import { redirectsFile, shellFile } from '../src/app/site-files';

/**
 * Issue 29 section 5: the preview server serves only the built site. A sibling folder whose name starts
 * with the site's (dist-secret next to dist) must stay out of reach, a malformed escape must not kill
 * the process, and the host's own configuration files are not pages.
 */
describe('serve-static', () => {
  let parent: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'serve-static-'));
    const root = join(parent, 'dist');
    mkdirSync(root);
    writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
    writeFileSync(join(root, '_headers'), '/*\n  X-Test: yes\n');
    writeFileSync(join(root, '_redirects'), `/old /index.html 200\n${redirectsFile()}`);
    writeFileSync(join(root, 'spa.html'), '<div id="root"></div>');
    mkdirSync(join(root, 'shells'));
    for (const route of SPA_ROUTES) writeFileSync(join(root, shellFile(route)), `<div id="root" title="${route}"></div>`);
    writeFileSync(join(parent, 'dist-secret.txt'), 'secret');
    server = (await serveStatic(root, 0)) as Server;
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  // fetch() would normalise the dots away; a raw request path is what an attacker sends.
  const get = async (path: string) => {
    const { request } = await import('node:http');
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/`, { path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it('serves the site', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
  });

  it.each(['/..%2fdist-secret.txt', '/..%2Fdist-secret.txt', '/%2e%2e%2fdist-secret.txt', '/../dist-secret.txt'])(
    'does not serve a sibling folder through %s (404)',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('secret');
    },
  );

  it.each(['/_headers', '/_redirects', '/_headers/', '/%5Fredirects'])('does not serve the host configuration %s (404)', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(/X-Test|index\.html 200/);
  });

  it('answers a malformed escape with 400 and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
  });

  /** A path a visitor requests for a route: each `:param` filled in as a real link fills it. */
  const concrete = (route: string) => route.replace(/:[A-Za-z]+/g, '4d3bb610-ce86-4697-be3f-cb9f770e7090');

  // Issue 24: the build's rewrite rules come from the route table, so every staff screen is reachable.
  it.each(ROUTES.filter((route) => route.kind === 'staff').map((route) => route.path))(
    'answers the staff screen %s with its app shell (200)',
    async (route) => {
      const shell = `<div id="root" title="${route}"></div>`;
      expect(await get(concrete(route))).toMatchObject({ status: 200, body: shell });
      expect(await get(`${concrete(route)}/?page=2`)).toMatchObject({ status: 200, body: shell });
    },
  );

  // A rule's `:param` is one path segment, as on Netlify: a contact record or an emailed report link gets
  // its own shell (which preloads its screen), not the 404 page.
  it.each(SPA_ROUTES.filter((route) => route.includes('/:')))('answers %s, filled in, with its shell (200)', async (route) => {
    expect(concrete(route)).not.toBe(route);
    expect(await get(concrete(route))).toMatchObject({ status: 200, body: `<div id="root" title="${route}"></div>` });
    expect(await get(`${concrete(route)}/more`)).toMatchObject({ status: 404, body: '<h1>not found</h1>' });
  });

  it('answers a rule whose file is missing with 500 and keeps serving', async () => {
    rmSync(join(parent, 'dist', shellFile('/mailbox')));
    expect((await get('/mailbox')).status).toBe(500);
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
  });

  it.each(['/no-such-page', '/leads-admin/extra', '/tool/no-such-tool'])('answers the unknown path %s with the 404 page', async (path) => {
    expect(await get(path)).toMatchObject({ status: 404, body: '<h1>not found</h1>' });
  });
});

/**
 * Issue 43, item 8: one malformed request line must not stop the preview server (a raw `GET //[` threw
 * `Invalid URL` out of the request handler and the process exited), nor must a site without a _redirects
 * file (its default rule crashed on an unknown path). The server runs as `npm run preview` runs it, in a
 * process of its own; raw request lines are sent on sockets, and it must still serve the site after each.
 */
describe('serve-static as a process, under malformed requests', () => {
  let parent: string;
  let child: import('node:child_process').ChildProcess;
  let port = 0;

  beforeAll(async () => {
    const { spawn } = await import('node:child_process');
    const { createServer } = await import('node:net');
    parent = mkdtempSync(join(tmpdir(), 'serve-static-fuzz-'));
    const root = join(parent, 'dist');
    mkdirSync(root);
    writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
    writeFileSync(join(root, 'spa.html'), '<div id="root"></div>');
    writeFileSync(join(root, '_headers'), '/*\n  X-Test: yes\n');
    const probe = createServer();
    port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)));
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    child = spawn(process.execPath, ['scripts/serve-static.mjs', root, String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      child.once('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
    });
  }, 30_000);
  afterAll(() => {
    child?.kill();
    rmSync(parent, { recursive: true, force: true });
  });

  /** Sends raw bytes and resolves with the status line of the answer ('' if the connection just closed). */
  const raw = async (bytes: string) => {
    const { connect } = await import('node:net');
    return new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes, 'latin1'));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
      socket.on('error', () => resolve(''));
    });
  };
  const alive = async () => (await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).split(' ')[1];

  it.each(['//[', '//[::1', '//a:b@[x]/', '/%E0%A4%A', '*', 'http://[', '//', '/\u0000', '/%', '//%5B'])(
    'answers %j with 400 or a page, and keeps serving',
    async (target) => {
      const status = (await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).split(' ')[1];
      expect(['200', '400', '404']).toContain(status);
      expect(await alive()).toBe('200');
      expect(child.exitCode).toBeNull();
    },
  );

  it('serves the SPA shell for an unknown path when the site has no _redirects file', async () => {
    expect((await raw('GET /no/such/page HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).split(' ')[1]).toBe('200');
    expect(await alive()).toBe('200');
  });

  it('survives random request lines', async () => {
    let seed = 43;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const alphabet = '/[]@:%?#.\\ *AZaz09-_~!$&\'()+,;=\t\u0080\u00ff';
    for (let i = 0; i < 200; i += 1) {
      const target = '/' + Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    }
    expect(await alive()).toBe('200');
    expect(child.exitCode).toBeNull();
  }, 30_000);
});
