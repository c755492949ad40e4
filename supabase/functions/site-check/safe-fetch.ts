import { checkHostName, checkResolvedAddresses, ipLiteral } from './address-guard.ts';
import { beforeDeadline, get, timedOut } from './http1-client.ts';
import type { Network } from './network.ts';
import { checkUrlShape, isDemoSample, portOf, RefusedTarget, type DemoSites } from './target-url.ts';

export type { DemoSites };

/*
 * Fetches a homepage a stranger typed without letting them reach anything else (OWASP SSRF cheat sheet):
 * each hop's URL is checked (scheme, port, no credentials), its name resolved and every answer checked,
 * and the connection made to the checked address (network.ts). Redirects are followed by hand, at most
 * five, each checked the same way. The whole fetch stops after 10 seconds and 2 MB, and only HTML is read.
 */
export type FetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };
export const FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

/** SITE_CHECK_DEMO_ORIGIN, read: set by the demo backend only. */
export function demoSitesFrom(origin: string | undefined): DemoSites | null {
  if (!origin) return null;
  const url = new URL(origin);
  const address = ipLiteral(url.hostname);
  if (url.protocol !== 'http:' || !address || url.origin !== origin.replace(/\/+$/, '')) {
    throw new Error(
      'SITE_CHECK_DEMO_ORIGIN must be an http origin with an IP address, e.g. http://127.0.0.1:5480',
    );
  }
  return { origin: url.origin, address, port: Number(url.port || 80) };
}

export type FetchedPage = {
  /** The address the page was finally read from (after redirects). */
  url: URL;
  status: number;
  headers: Map<string, string>;
  html: string;
  bytes: number;
  /** Time to the first byte of the final response. */
  responseMs: number;
  redirects: number;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchHomepage(
  start: URL,
  network: Network,
  options: {
    limits?: FetchLimits;
    demo?: DemoSites | null;
    /** Called before each redirect is followed, with where it goes (the caller counts its host). */
    beforeHop?: (url: URL) => Promise<void>;
  } = {},
): Promise<FetchedPage> {
  const limits = options.limits ?? FETCH_LIMITS;
  const deadline = Date.now() + limits.timeoutMs;
  let url = checkUrlShape(start, options.demo);
  for (let redirects = 0; ; redirects += 1) {
    let next: URL | undefined;
    const target = await checkedTarget(url, network, options.demo ?? null, deadline);
    const tls = url.protocol === 'https:' ? { serverName: url.hostname.replace(/^\[|\]$/g, '') } : null;
    const conn = await connectBeforeDeadline(network, target, tls, deadline);
    try {
      const { head, body } = await get(conn, url, deadline);
      if (REDIRECTS.has(head.status)) {
        const location = head.headers.get('location');
        if (!location)
          throw new RefusedTarget(
            'bad_response',
            `The website answered ${head.status} without saying where to go.`,
          );
        if (redirects >= limits.maxRedirects)
          throw new RefusedTarget('too_many_redirects', 'The website redirects too many times.');
        next = checkUrlShape(new URL(location, url), options.demo);
      } else {
        if (head.status < 200 || head.status > 299)
          throw new RefusedTarget('http_status', `The website answered with status ${head.status}.`);
        const type = (head.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== 'text/html' && type !== 'application/xhtml+xml') {
          throw new RefusedTarget('not_html', 'That address does not answer with a web page (HTML).');
        }
        const bytes = await body(limits.maxBytes);
        return {
          url,
          status: head.status,
          headers: head.headers,
          html: decodeText(bytes, head.headers.get('content-type')),
          bytes: bytes.length,
          responseMs: head.firstByteMs,
          redirects,
        };
      }
    } catch (error) {
      // A reset connection or a failed TLS handshake: nothing the visitor can act on but "unreachable".
      if (error instanceof RefusedTarget) throw error;
      throw new RefusedTarget('unreachable', 'The website could not be reached.');
    } finally {
      try {
        conn.close();
      } catch {
        // Already closed by the other side or by a timed-out read.
      }
    }
    if (!next) throw new RefusedTarget('unreachable', 'The website could not be reached.');
    // Outside the try: the caller's refusal (a limit) is its own answer, not "unreachable".
    await options.beforeHop?.(next);
    url = next;
  }
}

/** The one address this hop connects to, after every check. */
async function checkedTarget(url: URL, network: Network, demo: DemoSites | null, deadline: number) {
  if (isDemoSample(url, demo)) return { address: demo.address, port: demo.port };
  const literal = ipLiteral(url.hostname);
  if (literal) return { address: checkResolvedAddresses([literal])[0] as string, port: portOf(url) };
  checkHostName(url.hostname);
  const name = url.hostname.replace(/\.$/, '');
  const signal = AbortSignal.timeout(Math.max(deadline - Date.now(), 1));
  const answers = await beforeDeadline(network.resolve(name, signal), deadline);
  return { address: checkResolvedAddresses(answers)[0] as string, port: portOf(url) };
}

async function connectBeforeDeadline(
  network: Network,
  target: { address: string; port: number },
  tls: { serverName: string } | null,
  deadline: number,
) {
  const connecting = network.connect(target.address, target.port, tls);
  try {
    return await beforeDeadline(connecting, deadline);
  } catch (error) {
    // A connection that arrives after the deadline is closed, not leaked.
    connecting.then((conn) => conn.close()).catch(() => undefined);
    if (error instanceof RefusedTarget) throw error;
    if (Date.now() >= deadline) throw timedOut();
    throw new RefusedTarget('unreachable', 'The website could not be reached.');
  }
}

function decodeText(bytes: Uint8Array, contentType: string | undefined): string {
  const charset = contentType
    ?.split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
