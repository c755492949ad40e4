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
