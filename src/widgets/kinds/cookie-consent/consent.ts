import type { ConsentCategory, CookieConsentSettings } from './settings';

/*
 * What a consent choice does on the host page, apart from the banner: remember it, run the scripts it allows,
 * tell Google's tags. Runtime code (no zod); never throws into the host page.
 */

const ALL: readonly ConsentCategory[] = ['analytics', 'marketing', 'preferences'];

/** The categories the site uses, in a fixed order. */
export const offeredCategories = (settings: CookieConsentSettings): ConsentCategory[] =>
  ALL.filter((category) => settings.categories[category]);

/** The store key of the visitor's choice (WidgetStore prefixes it with the widget's id). */
export const CHOICE_KEY = 'consent';

/**
 * The stored choice: "1;<version>;<offered>;<granted>" (category lists comma-separated). A plain string, not
 * JSON of arrays: an old library's Array.prototype.toJSON would corrupt JSON.stringify on some host pages.
 */
export const encodeChoice = (settings: CookieConsentSettings, granted: readonly ConsentCategory[]) =>
  `1;${settings.version};${offeredCategories(settings).join(',')};${granted.join(',')}`;

/**
 * The granted categories of a stored choice, or null when there is none or it was made under other terms
 * (another version, other categories): then the visitor is asked again.
 */
export function decodeChoice(
  settings: CookieConsentSettings,
  stored: string | null,
): ConsentCategory[] | null {
  const parts = (stored ?? '').split(';');
  if (parts.length !== 4 || parts[0] !== '1' || parts[1] !== String(settings.version)) return null;
  const offered = offeredCategories(settings);
  if (parts[2] !== offered.join(',')) return null;
  return offered.filter((category) => (parts[3] ?? '').split(',').includes(category));
}

const DONE = 'data-consent-done';

/**
 * Runs the host page's consent-marked scripts that the granted categories allow:
 * `<script type="text/plain" data-consent="analytics" src="...">` or inline, several categories separated by
 * spaces (all needed). Each becomes a real script element beside the original, with its attributes (but the
 * type: `data-type="module"` gives one), its nonce and its text; the original is marked so it never runs
 * twice. They run in the page's order, as the parser would have run them: an external one (async off unless
 * the owner wrote async) holds the ones after it until it has loaded or failed, so an inline script that
 * calls a library marked before it finds the library there.
 */
export function activateScripts(granted: readonly ConsentCategory[], root: Document = document): void {
  const marked = root.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-consent]');
  const queue: Array<[original: HTMLScriptElement, script: HTMLScriptElement]> = [];
  for (let index = 0; index < marked.length; index++) {
    const original = marked[index] as HTMLScriptElement;
    try {
      if (original.hasAttribute(DONE)) continue;
      const needs = (original.getAttribute('data-consent') ?? '').split(/[\s,]+/).filter(Boolean);
      if (
        needs.length === 0 ||
        !needs.every((need) => need === 'necessary' || (granted as readonly string[]).includes(need))
      )
        continue;
      original.setAttribute(DONE, '');
      const script = root.createElement('script');
      for (let at = 0; at < original.attributes.length; at++) {
        const { name, value } = original.attributes[at] as Attr;
        if (name !== 'type' && name !== DONE && name !== 'data-type') script.setAttribute(name, value);
      }
      const type = original.getAttribute('data-type');
      if (type) script.type = type;
      if (original.nonce) script.nonce = original.nonce;
      if (original.src) script.async = original.hasAttribute('async');
      else script.text = original.text;
      queue.push([original, script]);
    } catch {
      // One script's failure is the host's; the others still run.
    }
  }
  const next = () => {
    const entry = queue.shift();
    if (!entry) return;
    const [original, script] = entry;
    try {
      if (script.src && !script.async) {
        // Once, on whichever comes: a script that fails to load must not stop the ones after it.
        script.addEventListener('load', next, { once: true });
        script.addEventListener('error', next, { once: true });
        original.after(script);
        return;
      }
      original.after(script);
    } catch {
      // as above
    }
    next();
  };
  next();
}

type ConsentValue = 'granted' | 'denied';

/** The Consent Mode v2 update for a choice; the preferences pair only when the site uses preferences. */
export function consentModeUpdate(
  settings: CookieConsentSettings,
  granted: readonly ConsentCategory[],
): Record<string, ConsentValue> {
  const value = (category: ConsentCategory): ConsentValue =>
    granted.includes(category) ? 'granted' : 'denied';
  const update: Record<string, ConsentValue> = {
    ad_storage: value('marketing'),
    ad_user_data: value('marketing'),
    ad_personalization: value('marketing'),
    analytics_storage: value('analytics'),
  };
  if (settings.categories.preferences) {
    update.functionality_storage = value('preferences');
    update.personalization_storage = value('preferences');
  }
  return update;
}

/**
 * Sends `gtag('consent', 'update', ...)` through the page's gtag, or pushes the same arguments object to its
 * dataLayer (what gtag itself does). Creates no global: without either, Google's tags are not on the page.
 * The page's own `gtag('consent', 'default', {... 'denied'})` must come before its Google tags.
 */
export function sendConsentMode(update: Record<string, ConsentValue>): void {
  try {
    const page = window as unknown as { gtag?: unknown; dataLayer?: { push?: unknown } };
    if (typeof page.gtag === 'function') {
      (page.gtag as (...args: unknown[]) => void)('consent', 'update', update);
    } else if (page.dataLayer && typeof page.dataLayer.push === 'function') {
      const dataLayer = page.dataLayer as { push: (entry: unknown) => void };
      // gtag.js reads commands from Arguments objects, not arrays.
      (function gtag(..._args: unknown[]) {
        // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
        dataLayer.push(arguments);
      })('consent', 'update', update);
    }
  } catch {
    // The page's tags are the page's.
  }
}
