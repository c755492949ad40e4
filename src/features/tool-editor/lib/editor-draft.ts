import type { WidgetKind } from '@/widgets/kinds';

/**
 * The editor's work in this browser, so a reload (or signing in from the email on this device) loses
 * nothing: per kind for a tool not yet saved, per widget for one the owner already has.
 */
export type EditorDraft = { name: string; settings: unknown; savedAt: number };

const key = (kind: WidgetKind, widgetId?: string) =>
  `localboost:editor:${widgetId ? `widget:${widgetId}` : `new:${kind}`}`;

export function readDraft(kind: WidgetKind, widgetId?: string): EditorDraft | null {
  try {
    const raw = window.localStorage.getItem(key(kind, widgetId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      'settings' in parsed &&
      typeof (parsed as EditorDraft).name === 'string'
    )
      return parsed as EditorDraft;
  } catch {
    // Storage blocked or a damaged value: start from the preset.
  }
  return null;
}

export function writeDraft(
  kind: WidgetKind,
  widgetId: string | undefined,
  draft: Omit<EditorDraft, 'savedAt'>,
): void {
  try {
    window.localStorage.setItem(key(kind, widgetId), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the editor still works, the draft just won't survive a reload.
  }
}

export function clearDraft(kind: WidgetKind, widgetId?: string): void {
  try {
    window.localStorage.removeItem(key(kind, widgetId));
  } catch {
    // Nothing to clear.
  }
}
