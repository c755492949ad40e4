import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidgetStore } from './store';

beforeEach(() => localStorage.clear());

describe('createWidgetStore', () => {
  it("keeps a widget's keys under its own prefix and reads nothing else", () => {
    localStorage.setItem('dismissed', 'the host page’s own key');
    const store = createWidgetStore('w-1', false);
    expect(store.get('dismissed')).toBeNull();
    store.set('dismissed', 'yes');
    expect(localStorage.getItem('localboost:w-1:dismissed')).toBe('yes');
    expect(store.get('dismissed')).toBe('yes');
    expect(createWidgetStore('w-2', false).get('dismissed')).toBeNull();
    store.remove('dismissed');
    expect(localStorage.getItem('localboost:w-1:dismissed')).toBeNull();
  });

  it('remembers nothing in the preview', () => {
    const store = createWidgetStore('preview', true);
    store.set('dismissed', 'yes');
    expect(store.get('dismissed')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('never throws when storage is blocked (reading localStorage itself throws)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    const store = createWidgetStore('w-1', false);
    expect(() => store.set('dismissed', 'yes')).not.toThrow();
    expect(store.get('dismissed')).toBeNull();
    expect(() => store.remove('dismissed')).not.toThrow();
  });

  it('never throws when writing fails (storage full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => createWidgetStore('w-1', false).set('dismissed', 'yes')).not.toThrow();
  });
});
