import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A file of the owner's website besides its page: its stylesheet, its own scripts. */
export interface HostFile {
  type: string;
  body: string;
}

/**
 * An owner's website for the widget tests: a server on 127.0.0.1 (another origin than the site under test on
 * localhost) answering every path with the given HTML and headers, such as a strict Content-Security-Policy,
 * except the paths of `files` (for example '/site.css'), answered with theirs.
 */
export async function startHostPage(
  html: string,
  headers: Record<string, string> = {},
  files: Record<string, HostFile> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const file = Object.hasOwn(files, req.url ?? '') ? files[req.url!] : undefined;
    if (file) {
      res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
      res.end(file.body);
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

/**
 * Stores a published widget through the demo backend's test-only endpoint; answers its id. An owner keeps at
 * most 50 widgets: a test that seeds many names an owner of its own.
 */
export async function seedWidget(siteOrigin: string, kind: string, settings: unknown, ownerEmail?: string): Promise<string> {
  const response = await fetch(`${siteOrigin}/__test/widgets`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, settings, ownerEmail }),
  });
  if (response.status !== 201) throw new Error(`Seeding a ${kind} widget: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Call with page.addInitScript before the page loads: window.__layoutShift then holds the sum of the page's
 * layout shifts (CLS's entries, without those right after an input), from its first paint on, and
 * window.__layoutShifts each of those shifts with the elements it moved (for a failing test's message).
 */
export function recordLayoutShifts() {
  const record = window as unknown as { __layoutShift: number; __layoutShifts: string[] };
  record.__layoutShift = 0;
  record.__layoutShifts = [];
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName);
    const widget = node.closest('[data-localboost-widget]');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${widget ? ` in ${widget.getAttribute('data-kind')}` : ''}`;
  };
  new PerformanceObserver((list) => {
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: Array<{ node: Node | null }> };
    for (const entry of list.getEntries() as unknown as Shift[]) {
      if (entry.hadRecentInput) continue;
      record.__layoutShift += entry.value;
      const moved = (entry.sources ?? []).map((source) => name(source.node)).join(', ');
      record.__layoutShifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
