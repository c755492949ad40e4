/*
 * embed.js: the one script of every snippet, on owners' own websites. Built as an IIFE (build/widget-bundle.ts),
 * so a page's AMD `define` cannot capture it; its only global is window.LocalBoost. It finds every placeholder
 * (`<div data-localboost-widget="<id>" data-kind="<kind>">fallback</div>`), now and as pages add them, starts
 * each near the viewport (floating kinds at once), and for each fetches the published settings while it
 * imports the runtime and the kind's chunk, then mounts, and counts the view (below). Any failure (blocked request, unpublished widget, old
 * browser) leaves the fallback; nothing is ever thrown into the host page.
 */
import { EAGER_KINDS } from './eager-kinds';

/** The widget chunks, relative to embed.js: the runtime's first, then per kind its own chunk first. */
declare const __LB_CHUNKS__: { r: string[]; k: Record<string, string[]> };
/** Where the settings are read: the Supabase project's URL, or '' for embed.js's own origin (the demo). */
declare const __LB_API__: string;

interface Runtime {
  mount(
    host: Element,
    module: unknown,
    settings: unknown,
    widgetId: string,
    zones: unknown,
    api: string,
  ): unknown;
}
interface PublishedWidget {
  id?: unknown;
  kind?: unknown;
  settings?: unknown;
  zones?: unknown;
}

const SELECTOR = '[data-localboost-widget]';
const noop = () => {};
/** Runs an observer's or a timer's work so that an error in it never reaches the host page's onerror. */
const guard =
  <A extends unknown[]>(work: (...args: A) => void) =>
  (...args: A) => {
    try {
      work(...args);
    } catch {
      // the fallback stays
    }
  };

guard(() => {
  const win = window as unknown as { LocalBoost?: object };
  // A second embed.js tag on the page (two snippets pasted) leaves the work to the first. A browser with
  // adopted stylesheets in shadow roots (Chromium 73, Firefox 101, Safari 16.4) has WeakSet and
  // MutationObserver too; fetch is checked as a page's old polyfill may have removed it.
  if (
    win.LocalBoost ||
    !window.fetch ||
    !window.ShadowRoot ||
    !('adoptedStyleSheets' in ShadowRoot.prototype)
  )
    return;
  const script =
    (document.currentScript as HTMLScriptElement | null) ||
    document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]');
  if (!script || !script.src) return;
  const base = new URL('.', script.src).href;
  const api = __LB_API__ || new URL(script.src).origin;
  const chunks = __LB_CHUNKS__;
  const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

  const imports: Record<string, Promise<unknown>> = {};
  const load = (file: string) => (imports[file] = imports[file] || import(/* @vite-ignore */ base + file));
  const loadAll = (files: string[]) => Promise.all(files.map(load));

  const reads: Record<string, Promise<PublishedWidget | null>> = {};
  const read = (id: string) =>
    (reads[id] =
      reads[id] ||
      fetch(`${api}/functions/v1/widget-settings?id=${encodeURIComponent(id)}`, { credentials: 'omit' }).then(
        (response) => (response.ok ? (response.json() as Promise<PublishedWidget>) : null),
      ));

  // Views: one beacon a page view (and pagehide) with each widget shown, once each; no cookie, no visitor id.
  // The ids wait 2 s so that widgets shown together go in one request; 20 at most per beacon.
  const counted: Record<string, 1> = {};
  const unsent: string[] = [];
  let pending: ReturnType<typeof setTimeout> | 0 = 0;
  const send = guard(() => {
    clearTimeout(pending);
    pending = 0;
    while (unsent.length > 0 && navigator.sendBeacon)
      navigator.sendBeacon(
        `${api}/functions/v1/widget-views`,
        // By hand, not JSON.stringify of the array: an old library's Array.prototype.toJSON (Prototype.js)
        // would make it a string. The ids are the published widgets' own (uuids, checked against the read).
        `{"h":${JSON.stringify(location.hostname)},"w":["${unsent.splice(0, 20).join('","')}"]}`,
      );
  });
  const count = (id: string) => {
    if (counted[id]) return;
    counted[id] = 1;
    unsent.push(id);
    pending = pending || setTimeout(send, 2000);
  };
  addEventListener('pagehide', send);

  const start = (host: Element) => {
    const id = host.getAttribute('data-localboost-widget');
    const kind = host.getAttribute('data-kind');
    if (!id || !kind || !own(chunks.k, kind)) return;
    Promise.all([loadAll(chunks.r), loadAll(chunks.k[kind] as string[]), read(id)])
      .then(([runtime, module, widget]) => {
        if (!widget || widget.id !== id || widget.kind !== kind || !widget.settings) return;
        (runtime[0] as Runtime).mount(
          host,
          (module[0] as { default: unknown }).default,
          widget.settings,
          id,
          widget.zones,
          api,
        );
        count(id);
      })
      .catch(noop);
  };

  // Made with the first placeholder that waits for it (an observer costs a few ms of main thread to make):
  // a page with only floating widgets never needs one.
  let near: IntersectionObserver | undefined;
  const watch = (host: Element) => {
    near =
      near ||
      new IntersectionObserver(
        guard((entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
          for (let index = 0; index < entries.length; index++) {
            const entry = entries[index] as IntersectionObserverEntry;
            if (entry.isIntersecting) {
              observer.unobserve(entry.target);
              start(entry.target);
            }
          }
        }),
        { rootMargin: '800px 400px' },
      );
    near.observe(host);
  };

  const seen = new WeakSet<Element>();
  const claim = (host: Element) => {
    if (seen.has(host)) return;
    seen.add(host);
    if (
      !window.IntersectionObserver ||
      (EAGER_KINDS as readonly string[]).indexOf(host.getAttribute('data-kind') || '') >= 0
    )
      start(host);
    else watch(host);
  };
  const scan = guard((root: ParentNode) => {
    if (root instanceof Element && root.matches(SELECTOR)) claim(root);
    const found = root.querySelectorAll(SELECTOR);
    for (let index = 0; index < found.length; index++) claim(found[index] as Element);
  });

  win.LocalBoost = { scan: () => scan(document) };
  scan(document);
  // Page builders and single-page apps add placeholders later; the parser's own insertions come this way too.
  new MutationObserver(
    guard((records: MutationRecord[]) => {
      for (let index = 0; index < records.length; index++) {
        const added = (records[index] as MutationRecord).addedNodes;
        for (let node = 0; node < added.length; node++)
          if ((added[node] as Node).nodeType === 1) scan(added[node] as Element);
      }
    }),
  ).observe(document.documentElement, { childList: true, subtree: true });
})();
