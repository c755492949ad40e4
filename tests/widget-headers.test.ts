// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headersFile } from '../build/security-headers.ts';
import { headersFor, parseHeadersFile } from '../scripts/serve-static.mjs';

describe('the widget bundle in _headers', () => {
  const rules = parseHeadersFile(headersFile({ supabaseUrl: 'https://abc.supabase.co', demo: false }));

  it('serves embed.js to any origin, cached for five minutes', () => {
    const loader = headersFor(rules, '/embed.js');
    expect(loader['access-control-allow-origin']).toBe('*');
    expect(loader['cache-control']).toBe('public, max-age=300');
  });

  it('serves the hashed widget chunks to any origin, cached for a year', () => {
    const chunk = headersFor(rules, '/widgets/runtime-AbC123.js');
    expect(chunk['access-control-allow-origin']).toBe('*');
    expect(chunk['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("leaves the site's own pages and assets same-origin", () => {
    expect(headersFor(rules, '/pricing')['access-control-allow-origin']).toBeUndefined();
    expect(headersFor(rules, '/assets/index-abc.js')['access-control-allow-origin']).toBeUndefined();
  });
});
