import type { ComponentChild } from 'preact';

/**
 * What a kind's runtime module (src/widgets/kinds/<kind>/widget.tsx, Preact, no zod) exports as default.
 * The same module renders on the owner's website (loaded by the runtime as its own chunk) and in the
 * editor's live preview on our site (mounted by the same mountWidget, inside the same Shadow DOM).
 */
export interface WidgetKindModule<S> {
  /** The kind's CSS, adopted into the shadow root as a constructable stylesheet (sizes in px). */
  styles: string;
  /** A Preact function component. Settings arrive already checked (editor and database). */
  Widget: (props: { settings: S; context: WidgetContext }) => ComponentChild;
  /**
   * schema.org data the runtime keeps in one <script type="application/ld+json"> in the placeholder's
   * light DOM (so search engines read the current settings), or null for none.
   */
  structuredData?: (settings: S) => object | null;
}

export interface WidgetContext {
  /** The widget's id (uuid), or 'preview' in the editor. */
  widgetId: string;
  /** True in the editor's preview on our site: nothing remembered, no script activated, no beacon. */
  preview: boolean;
  /** The widget's own keys in the host's localStorage (prefixed with its id); never throws. */
  store: WidgetStore;
  /**
   * Where the widget's public functions are (the Supabase project's URL, or embed.js's own origin in the
   * demo); absent in the preview. Only kinds that send something (the contact form) read it.
   */
  api?: string;
}

export interface WidgetStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
