import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An owner's website for the widget tests: a server on 127.0.0.1 (another origin than the site under test on
 * localhost) answering every path with the given HTML and headers, such as a strict Content-Security-Policy.
 */
export async function startHostPage(html: string, headers: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The snippet the editor gives an owner, for a widget stored on the site at `siteOrigin`. */
export function snippet(siteOrigin: string, widget: { id: string; kind: string; fallbackHtml: string }): string {
  return `<div data-localboost-widget="${widget.id}" data-kind="${widget.kind}">${widget.fallbackHtml}</div>\n<script src="${siteOrigin}/embed.js" async></script>`;
}

/** Stores a published widget through the demo backend's test-only endpoint; answers its id. */
export async function seedWidget(siteOrigin: string, kind: string, settings: unknown): Promise<string> {
  const response = await fetch(`${siteOrigin}/__test/widgets`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, settings }),
  });
  if (response.status !== 201) throw new Error(`Seeding a ${kind} widget: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Call with page.addInitScript before the page loads: window.__layoutShift then holds the sum of the page's
 * layout shifts (CLS's entries, without those right after an input), from its first paint on.
 */
export function recordLayoutShifts() {
  const record = window as unknown as { __layoutShift: number };
  record.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) record.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}
