import type { WidgetStore } from './kind-module';

/** The prefix of every key a widget keeps in the host's localStorage: nothing else of the host's is read. */
export const storeKey = (widgetId: string, key: string) => `localboost:${widgetId}:${key}`;

const NOTHING: WidgetStore = { get: () => null, set: () => {}, remove: () => {} };

/**
 * A widget's own keys in the host page's localStorage. Never throws: reading `localStorage` itself throws in
 * sandboxed frames and opaque origins, and setItem throws when storage is full or blocked; the widget then
 * simply remembers nothing. In the editor's preview it remembers nothing either (the owner's choices there,
 * such as dismissing a bar, are not a visitor's).
 */
export function createWidgetStore(widgetId: string, preview: boolean): WidgetStore {
  if (preview) return NOTHING;
  const attempt = <T>(action: (storage: Storage) => T, otherwise: T): T => {
    try {
      // Inside the try: reading the property itself is what throws in sandboxed frames and opaque origins.
      const found = window.localStorage;
      return found ? action(found) : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(storeKey(widgetId, key)), null),
    set: (key, value) => attempt((s) => s.setItem(storeKey(widgetId, key), value), undefined),
    remove: (key) => attempt((s) => s.removeItem(storeKey(widgetId, key)), undefined),
  };
}
