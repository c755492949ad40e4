import { Component, h, render, type ComponentChildren } from 'preact';
import { BASE_STYLES } from './base-styles';
import type { WidgetContext, WidgetKindModule } from './kind-module';
import { reserveHeight } from './reservation';
import { createWidgetStore } from './store';
import { writeStructuredData } from './structured-data';

export interface MountOptions {
  /** The widget's id (uuid), or 'preview' in the editor. */
  widgetId: string;
  /** The editor's live preview: no storage, no structured data, no reserved height. */
  preview: boolean;
  /** Where the widget's public functions are (WidgetContext.api). */
  api?: string;
}

export interface MountedWidget<S> {
  /** Renders the same widget with new settings (the editor's preview, as the owner types). */
  update(settings: S): void;
  /** Removes the widget and shows the placeholder's fallback again. */
  unmount(): void;
}

const INERT: MountedWidget<never> = { update: () => {}, unmount: () => {} };

/** Whether shadow roots take constructable stylesheets (Chromium 73+, Firefox 101+, Safari 16.4+). */
export function supportsWidgets(): boolean {
  return (
    typeof ShadowRoot === 'function' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/** One sheet per stylesheet text and document: two widgets of a kind on a page share their kind's sheet. */
const sheets = new Map<string, CSSStyleSheet>();
function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

interface BoundaryProps {
  children?: ComponentChildren;
  onError: () => void;
}

/** A kind that throws while rendering shows the placeholder's fallback (its light-DOM children) again. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? h('slot', null) : this.props.children;
  }
}

const quietly = (action: () => void) => {
  try {
    action();
  } catch {
    // A widget's failure is never the host page's: whatever is on screen stays.
  }
};

/**
 * The one Shadow DOM wrapper: the runtime on owners' sites and the editor's live preview both mount a kind
 * through it. Attaches an open shadow root to `host` (the snippet's placeholder, whose children are the
 * fallback: kept in the DOM for search engines, hidden while the widget shows), adopts the base and the
 * kind's stylesheets and renders the kind's Widget inside an error boundary. Never throws: without
 * constructable stylesheets, or on any error, the fallback stays.
 */
export function mountWidget<S>(
  host: HTMLElement,
  module: WidgetKindModule<S>,
  settings: S,
  options: MountOptions,
): MountedWidget<S> {
  if (!supportsWidgets()) return INERT;
  const { widgetId, preview, api } = options;
  try {
    // The fallback's height is reserved (base-styles.ts), so the swap moves nothing below the widget, until
    // releasing it moves nothing either (reservation.ts). The preview has no fallback to replace.
    const reservation = reserveHeight(host, preview ? 0 : host.getBoundingClientRect().height);
    // A preview unmounted and mounted again reuses its root: a host takes one shadow root in its life.
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheetOf(BASE_STYLES), sheetOf(module.styles)];
    const context: WidgetContext = { widgetId, preview, api, store: createWidgetStore(widgetId, preview) };
    let failed = false;
    let attempt = 0;
    const draw = (next: S) => {
      // After a failure, new settings get a fresh boundary: the owner's next keystroke may fix it.
      if (failed) attempt += 1;
      failed = false;
      const onError = () => {
        failed = true;
      };
      render(h(Boundary, { key: attempt, onError }, h(module.Widget, { settings: next, context })), root);
      if (!preview) {
        let data: object | null = null;
        quietly(() => {
          data = module.structuredData?.(next) ?? null;
        });
        writeStructuredData(host, data);
      }
    };
    draw(settings);
    quietly(() => reservation.settle(root));
    return {
      update: (next) => quietly(() => draw(next)),
      unmount: () =>
        quietly(() => {
          reservation.dispose();
          render(h('slot', null), root);
          root.adoptedStyleSheets = [];
          if (!preview) writeStructuredData(host, null);
        }),
    };
  } catch {
    // Whatever went wrong after the shadow root was attached, the fallback shows through it again.
    const root = host.shadowRoot;
    if (root) quietly(() => render(h('slot', null), root));
    return INERT;
  }
}
