/**
 * jsdom has CSSStyleSheet.replaceSync but no adoptedStyleSheets: this gives shadow roots the property (the
 * sheets are kept, not applied), so tests reach the path real browsers take. Returns the undo.
 */
export function provideAdoptedStyleSheets(): () => void {
  const sheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return sheets.get(this) ?? [];
    },
    set(this: ShadowRoot, value: CSSStyleSheet[]) {
      sheets.set(this, value);
    },
  });
  return () => {
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  };
}
