/*
 * The address a visitor typed, as the check will fetch it: https:// assumed for a bare domain, http and
 * https only, ports 80 and 443 only, no user name or password, no fragment. The WHATWG URL parser writes
 * every IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1, 127.1) and IPv6 literal in one canonical form,
 * which the address guard then reads with an IP parser.
 */
export class RefusedTarget extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'RefusedTarget';
  }
}

const MAX_LENGTH = 2048;

/**
 * The demo's sample sites (docs/decisions/022-site-check.md): one loopback origin the demo backend serves
 * them from, which the check may reach under /demo-sites/ only. Production has none.
 */
export type DemoSites = { origin: string; address: string; port: number };

export const isDemoSample = (url: URL, demo: DemoSites | null | undefined): demo is DemoSites =>
  !!demo && url.origin === demo.origin && url.pathname.startsWith('/demo-sites/');

/** The visitor's input as a URL to check, or RefusedTarget saying why not. */
export function normalizeTarget(input: unknown, demo: DemoSites | null = null): URL {
  if (typeof input !== 'string' || input.trim() === '')
    throw new RefusedTarget('invalid_url', 'Enter a website address.');
  const typed = input.trim();
  if (typed.length > MAX_LENGTH) throw new RefusedTarget('invalid_url', 'That address is too long.');
  // A scheme is letters followed by "://"; anything else ("bistro.example", "bistro.example:443/menu") is a bare address.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new RefusedTarget('invalid_url', 'That does not look like a website address.');
  }
  return checkUrlShape(url, demo);
}

/** The same rules for every redirect hop. */
export function checkUrlShape(url: URL, demo: DemoSites | null = null): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedTarget('scheme', 'Only http and https addresses can be checked.');
  }
  if (url.username || url.password)
    throw new RefusedTarget('credentials', 'Addresses with a user name or password cannot be checked.');
  // url.port is '' for the scheme's default port.
  if (url.port !== '' && url.port !== '80' && url.port !== '443' && !isDemoSample(url, demo)) {
    throw new RefusedTarget('port', 'Only the standard web ports (80 and 443) can be checked.');
  }
  const clean = new URL(url.href);
  clean.hash = '';
  // "victim.example." is victim.example: one cache key and one limit bucket, not two.
  if (clean.hostname.endsWith('.')) clean.hostname = clean.hostname.replace(/\.+$/, '');
  if (clean.href.length > MAX_LENGTH) throw new RefusedTarget('invalid_url', 'That address is too long.');
  return clean;
}

/** The port a URL connects to. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}
