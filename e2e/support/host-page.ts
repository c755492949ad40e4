import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from '@playwright/test';

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
  const record = window as unknown as {
    __layoutShift: number;
    __layoutShifts: string[];
    __inputSteps: Array<{ host: Element; start: number; end?: number }>;
  };
  record.__layoutShift = 0;
  record.__layoutShifts = [];
  record.__inputSteps = [];
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName);
    const widget = node.closest('[data-localboost-widget]');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${widget ? ` in ${widget.getAttribute('data-kind')}` : ''}`;
  };
  /**
   * Whether a shift is the answer to a test's input on a widget (`markInputStep`): made while that widget was
   * being used, moving only the widget and what follows it in the page. CLS leaves out shifts within 500 ms
   * of an input; on a busy machine the frame that shows an answer can come later than that.
   */
  // Inside a widget's shadow root counts as inside the widget.
  const within = (host: Element, node: Node) => {
    for (let at: Node | null = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null))
      if (at === host) return true;
    return false;
  };
  // A node in a shadow root stands in the page where its outermost host does.
  const inPage = (node: Node) => {
    let at = node;
    for (let root = at.getRootNode(); root instanceof ShadowRoot; root = at.getRootNode()) at = root.host;
    return at;
  };
  const answersInput = (startTime: number, nodes: Array<Node | null>) =>
    record.__inputSteps.some(
      ({ host, start, end }) =>
        startTime >= start &&
        (end === undefined || startTime <= end) &&
        nodes.every(
          (node) =>
            node !== null &&
            (within(host, node) || Boolean(host.compareDocumentPosition(inPage(node)) & Node.DOCUMENT_POSITION_FOLLOWING)),
        ),
    );
  new PerformanceObserver((list) => {
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: Array<{ node: Node | null }> };
    for (const entry of list.getEntries() as unknown as Shift[]) {
      const nodes = (entry.sources ?? []).map((source) => source.node);
      if (entry.hadRecentInput || answersInput(entry.startTime, nodes)) continue;
      record.__layoutShift += entry.value;
      record.__layoutShifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.map(name).join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Runs `use`, a test's input on the widget in `host`, as one step for recordLayoutShifts: the step lasts
 * until two frames after `use` has seen its answer, so the frame that showed it is inside.
 */
export async function markInputStep(host: Locator, use: () => Promise<void>) {
  const step = await host.evaluate((element) => {
    const steps = (window as unknown as { __inputSteps: Array<{ host: Element; start: number; end?: number }> }).__inputSteps;
    return steps.push({ host: element, start: performance.now() }) - 1;
  });
  try {
    await use();
  } finally {
    await host.page().evaluate(
      (index) =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              (window as unknown as { __inputSteps: Array<{ end?: number }> }).__inputSteps[index]!.end = performance.now();
              resolve();
            }),
          ),
        ),
      step,
    );
  }
}
