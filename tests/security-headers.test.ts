// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, scriptHash } from '../build/security-headers.ts';
import { QUERY_VIEW_SCRIPT } from '../src/lib/first-paint/query-view.ts';
import { headersFor, parseHeadersFile } from '../scripts/serve-static.mjs';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('Content-Security-Policy', () => {
  it('a Supabase build: scripts only from the site, data only from the site and its project', () => {
    const csp = directives(contentSecurityPolicy({ supabaseUrl: 'https://abc.supabase.co/', demo: false }));
    // libsodium (credential encryption) compiles WebAssembly, which is not eval of JavaScript. The one
    // inline script (query-view, before first paint) is allowed by its hash only.
    expect(csp['script-src']).toBe(`'self' ${scriptHash(QUERY_VIEW_SCRIPT)} 'wasm-unsafe-eval'`);
    expect(csp['connect-src']).toBe("'self' https://abc.supabase.co");
    expect(csp['worker-src']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
  });

  it('a demo build: PGlite may compile WebAssembly, but nothing allows eval or other inline script', () => {
    const csp = directives(contentSecurityPolicy({ demo: true }));
    expect(csp['script-src']).toBe(`'self' ${scriptHash(QUERY_VIEW_SCRIPT)} 'wasm-unsafe-eval'`);
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['worker-src']).toBe("'self'");
  });

  it('never allows inline or eval script', () => {
    for (const settings of [{ demo: true }, { demo: false, supabaseUrl: 'https://abc.supabase.co' }]) {
      const script = directives(contentSecurityPolicy(settings))['script-src'];
      expect(script.split(' ')).not.toContain("'unsafe-inline'");
      expect(script.split(' ')).not.toContain("'unsafe-eval'");
      expect(script).not.toMatch(/\*|https?:|data:|blob:/);
    }
  });
});

describe('_headers', () => {
  const rules = parseHeadersFile(headersFile({ supabaseUrl: 'https://abc.supabase.co', demo: false }));

  it('every path gets the security headers, as the preview server reads them', () => {
    const page = headersFor(rules, '/pricing');
    expect(page['content-security-policy']).toContain("default-src 'self'");
    expect(page['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['permissions-policy']).toContain('camera=()');
    expect(page['cache-control']).toBeUndefined();
  });

  it('hashed assets also get a year of caching', () => {
    const asset = headersFor(rules, '/assets/index-abc.js');
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a header line it cannot read', () => {
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow(/cannot read/);
  });
});
