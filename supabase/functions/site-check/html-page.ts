import { DomUtils, parseDocument, Parser } from 'npm:htmlparser2@12.0.0';
import { RefusedTarget } from './target-url.ts';

/*
 * The fetched homepage as a parsed document (htmlparser2, a kept parser: no regular expressions over
 * HTML), with the few questions the checks ask of it.
 */
type Document = ReturnType<typeof parseDocument>;
export type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg']);
type Node = Document['children'][number];
// domhandler's node types: elements are 'tag', 'script' or 'style'.
const isElement = (node: Node | null): node is Element =>
  !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');
const isText = (node: Node): node is Node & { data: string } => node.type === 'text';

/*
 * What a page may be before a document is built of it (issue 43, item 5): 300,000 nested elements (1.5 MB,
 * under the size limit) never finished, and past about 8,000 levels the recursive walks threw RangeError.
 * Real homepages nest a few dozen levels and hold a few thousand elements.
 */
export const PAGE_LIMITS = { maxDepth: 400, maxElements: 60_000 };

const tooComplex = () =>
  new RefusedTarget('too_complex', 'The page is too deeply nested or has too many elements to check.');

/** One streaming pass that stops as soon as the page is deeper or larger than the limits allow. */
function checkShape(html: string): void {
  let depth = 0;
  let elements = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        elements += 1;
        if (depth > PAGE_LIMITS.maxDepth || elements > PAGE_LIMITS.maxElements) throw tooComplex();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { lowerCaseTags: true },
  );
  parser.end(html);
}

export class HtmlPage {
  private readonly doc: Document;
  /** Every element, in document order. */
  readonly elements: Element[];

  constructor(html: string) {
    checkShape(html);
    this.doc = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
    this.elements = DomUtils.findAll(() => true, this.doc.children);
  }

  byTag(name: string): Element[] {
    return this.elements.filter((element) => element.name === name);
  }

  attr(element: Element, name: string): string | undefined {
    return DomUtils.getAttributeValue(element, name);
  }

  /** An element's text with whitespace collapsed. */
  text(element: Element): string {
    return collapse(DomUtils.textContent(element));
  }

  /** The content of <meta name=...> or <meta property=...>. */
  meta(key: string): string | undefined {
    const wanted = key.toLowerCase();
    const found = this.byTag('meta').find(
      (meta) =>
        this.attr(meta, 'name')?.toLowerCase() === wanted ||
        this.attr(meta, 'property')?.toLowerCase() === wanted,
    );
    return found ? collapse(this.attr(found, 'content') ?? '') : undefined;
  }

  /** Links as the visitor sees them: address and text (or label). */
  links(): { href: string; text: string }[] {
    return this.byTag('a').map((a) => ({
      href: (this.attr(a, 'href') ?? '').trim(),
      text: this.text(a) || this.attr(a, 'aria-label') || this.attr(a, 'title') || '',
    }));
  }

  /** Every JSON-LD object on the page, @graph members and arrays flattened; unreadable blocks skipped. */
  jsonLd(): Record<string, unknown>[] {
    const objects: Record<string, unknown>[] = [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        objects.push(record);
        if (record['@graph']) visit(record['@graph']);
      }
    };
    for (const script of this.byTag('script')) {
      if (this.attr(script, 'type')?.toLowerCase().trim() !== 'application/ld+json') continue;
      try {
        visit(JSON.parse(DomUtils.textContent(script)));
      } catch {
        // A broken block is as good as none; the check reports what it could read.
      }
    }
    return objects;
  }

  /** The text a visitor reads: the body without scripts, styles and templates. */
  visibleText(): string {
    const body = this.byTag('body')[0];
    const parts: string[] = [];
    const walk = (nodes: Document['children']) => {
      for (const node of nodes) {
        if (isText(node)) parts.push(node.data);
        else if (isElement(node) && !HIDDEN.has(node.name)) walk((node as Element).children);
      }
    };
    walk(body ? body.children : this.doc.children);
    return collapse(parts.join(' '));
  }

  /** Inside <head> (or before <body> when the page has no head element). */
  inHead(element: Element): boolean {
    for (let parent = element.parent; parent; parent = parent.parent) {
      if (isElement(parent) && parent.name === 'head') return true;
      if (isElement(parent) && parent.name === 'body') return false;
    }
    return false;
  }
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens evidence to what fits on one line of the report. */
export function quote(text: string, max = 90): string {
  return text.length > max ? `"${text.slice(0, max - 1)}…"` : `"${text}"`;
}
