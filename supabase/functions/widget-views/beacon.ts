/**
 * What a widget-views beacon may say, checked before anything reaches the database: the page's hostname
 * (lower-cased, one trailing dot dropped, as public.record_widget_views normalises it) and up to 20 widget
 * ids. The host's shape is the table's CHECK (20261201000900_widget_views.sql); widget-views.test.ts runs
 * both on the same hosts so they agree.
 */
export const MAX_IDS = 20;

const HOST = /^[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*$/;
const LONG_LABEL = /[^.]{64}/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Crawlers, link unfurlers and page-speed tools load pages too; a view is a person's. Headless Chrome is
 *  not on the list: browser tests and some real tools run it, and their views count. */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pagespeed/i;

export type Beacon = { host: string; ids: string[] };

/** The hostname as stored, or null when it is not one. */
export function normaliseHost(value: string): string | null {
  if (value.length > 254) return null;
  // ASCII letters only, as the database lowers them: toLowerCase() would turn the Kelvin sign into k.
  const host = value.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/\.$/, '');
  if (host.length < 1 || host.length > 253 || !HOST.test(host) || LONG_LABEL.test(host)) return null;
  return host;
}

/** `{"h": hostname, "w": [uuid, ...]}` as the loader sends it, or null; ids lower-cased and each once. */
export function parseBeacon(text: string): Beacon | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { h, w } = body as { h?: unknown; w?: unknown };
  if (typeof h !== 'string' || !Array.isArray(w) || w.length > MAX_IDS) return null;
  const host = normaliseHost(h);
  if (host === null) return null;
  const ids = new Set<string>();
  for (const id of w) {
    if (typeof id !== 'string' || !ID.test(id.toLowerCase())) return null;
    ids.add(id.toLowerCase());
  }
  return { host, ids: [...ids] };
}

export const isBot = (userAgent: string | null): boolean => userAgent !== null && BOT.test(userAgent);
