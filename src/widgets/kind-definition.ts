import type { z } from 'zod';
import type { EditorSection } from './editor-fields';
import type { WidgetKind } from './kinds';
import type { WidgetKindModule } from './runtime/kind-module';

/**
 * Everything about one kind that our own site needs (the editor, the snippet, the database's schema
 * check), in src/widgets/kinds/<kind>/definition.ts. The runtime on customers' sites never imports this
 * file (it holds zod); it loads only the kind's widget module.
 */
export interface WidgetKindDefinition<S> {
  kind: WidgetKind;
  /** The one settings schema: editor form, database check (JSON Schema), fallback and runtime types. */
  schema: z.ZodType<S>;
  /** Presets per kind of business; the first is the default a new widget starts from. */
  presets: ReadonlyArray<{ id: string; label: string; settings: S }>;
  sections: readonly EditorSection[];
  /**
   * The HTML inside the snippet's placeholder: what visitors and search engines get when the script is
   * blocked or fails (the phone link, the hours as text, the questions and answers). Every value escaped
   * (escapeHtml); no inline script, no style element.
   */
  fallbackHtml: (settings: S) => string;
  /** Floating widgets sit fixed at an edge or corner; inline ones flow where the snippet is pasted. */
  placement: (settings: S) => 'inline' | 'floating';
  /** The runtime module, the same one customers' sites load. */
  load: () => Promise<{ default: WidgetKindModule<S> }>;
}
