import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials.ts';
import { installSecretPath, ISSUER } from './jwt.ts';
import { startTestBackend } from './testing/start-test-backend.ts';

/**
 * The demo backend answers its own site only (issue 43, item 9): another web page the demo user has open
 * can neither preflight nor send requests to it, except to the public widget endpoints customers' websites
 * read; and its JWT secret is made per install, so a token minted with a secret from the repository is
 * refused.
 */
describe('local backend: other web pages and the install secret', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  beforeAll(async () => {
    t = await startTestBackend();
  }, 120_000);
  afterAll(() => t?.stop());

  const leads = (headers: Record<string, string>, method = 'GET') =>
    fetch(`${t.url}/rest/v1/custom_builder_leads?select=id`, { method, headers: { apikey: DEMO_ANON_KEY, ...headers } });

  it('refuses a preflight and a request from another origin, with no CORS headers', async () => {
    const preflight = await leads({ Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' }, 'OPTIONS');
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${t.url}/demo/v1/test-checkout`, {
      method: 'POST', headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' }, body: '{}',
    });
    expect(simple.status).toBe(403);
    // A page on a name that rebinds to 127.0.0.1 is not the site, though it claims the same host.
    const rebound = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(t.url);
      request({ hostname, port, method: 'POST', path: '/rest/v1/custom_builder_leads',
        headers: { Host: `rebind.example:${port}`, Origin: `http://rebind.example:${port}`, 'Sec-Fetch-Site': 'same-origin', apikey: DEMO_ANON_KEY } },
      (res) => { res.resume(); resolve(res.statusCode ?? 0); }).on('error', reject).end('{}');
    });
    expect(rebound).toBe(403);
  });

  it('refuses a no-cors request another site makes (no Origin, but Sec-Fetch-Site says so)', async () => {
    expect((await leads({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await leads({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
  });

  it("answers the site's own pages, and callers that are not web pages", async () => {
    const origin = new URL(t.url).origin;
    expect((await leads({ Origin: origin, 'Sec-Fetch-Site': 'same-origin' }, 'POST')).status).not.toBe(403);
    expect((await leads({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(401);
    expect((await leads({})).status).toBe(401);
  });

  it('lets any origin read the public widget endpoints, and only read them', async () => {
    const preflight = await fetch(`${t.url}/functions/v1/widget-settings?id=x`, {
      method: 'OPTIONS', headers: { Origin: 'https://customer.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const write = await fetch(`${t.url}/functions/v1/widget-settings`, { method: 'POST', headers: { Origin: 'https://customer.example' } });
    expect(write.status).toBe(403);
  });

  it("lets any origin send the views beacon (a POST of text/plain, as sendBeacon sends it), and preflight it", async () => {
    const beacon = await fetch(`${t.url}/functions/v1/widget-views`, {
      method: 'POST',
      headers: { Origin: 'https://customer.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ h: 'customer.example', w: [] }),
    });
    expect(beacon.status).not.toBe(403);
    const preflight = await fetch(`${t.url}/functions/v1/widget-views`, {
      method: 'OPTIONS', headers: { Origin: 'https://customer.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const other = await fetch(`${t.url}/functions/v1/widget-views/more`, { method: 'POST', headers: { Origin: 'https://customer.example' } });
    expect(other.status).toBe(403);
  });

  it.each(['widget-contact', 'widget-signup', 'widget-booking'])("lets any origin post to %s (text/plain, as the widget sends it), and nothing else under it", async (name) => {
    const message = await fetch(`${t.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { Origin: 'https://customer.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain;charset=UTF-8' },
      body: '{}',
    });
    expect(message.status).not.toBe(403);
    const other = await fetch(`${t.url}/functions/v1/${name}/more`, { method: 'POST', headers: { Origin: 'https://customer.example' } });
    expect(other.status).toBe(403);
  });

  it('signs with a secret made for this install and kept in its data folder; a token signed with the old repository secret is refused', async () => {
    const path = installSecretPath(t.dataDir);
    expect(readFileSync(path, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path).mode & 0o077).toBe(0);
    const minted = await new SignJWT({ iss: ISSUER, role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('localboost-demo-jwt-secret-only-for-the-local-backend'));
    const answer = await leads({ Authorization: `Bearer ${minted}` });
    expect(answer.status).toBe(401);
  });
});
