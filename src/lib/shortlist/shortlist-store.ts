import { useSyncExternalStore } from 'react';
import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { parseShortlist, SHORTLIST_KEY } from './shortlist-key';
import { SHORTLIST_MAX } from './shortlist-limits';

export { parseShortlist, SHORTLIST_KEY, SHORTLIST_MAX };

/*
 * The visitor's shortlist: tool ids kept in localStorage, so it survives reloads and is shared by tabs.
 * It lives in lib, not in a feature, because the navigation shows its count on every page; keep it tiny.
 */

const EMPTY: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();
// Without storage (blocked by privacy settings) the shortlist still works for this page's lifetime.
let memory: string | null = null;
let cachedRaw: string | null = null;
let cachedIds: readonly number[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(SHORTLIST_KEY);
  } catch {
    return memory;
  }
}

/** The same array until the stored value changes, as useSyncExternalStore requires. */
export function getShortlist(): readonly number[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseShortlist(raw);
  }
  return cachedIds;
}

function write(ids: readonly number[]) {
  const raw = JSON.stringify(ids);
  memory = raw;
  try {
    storage()?.setItem(SHORTLIST_KEY, raw);
  } catch {
    // Quota or privacy settings: the in-memory copy keeps this page working.
  }
  listeners.forEach((listener) => listener());
}

/** Adds or removes a tool; false when adding to a full shortlist (nothing changes then). */
export function toggleShortlist(id: number): boolean {
  const ids = getShortlist();
  if (ids.includes(id)) {
    write(ids.filter((other) => other !== id));
    return true;
  }
  if (ids.length >= SHORTLIST_MAX || !isCatalogueToolId(id)) return false;
  write([...ids, id]);
  return true;
}

/** Keeps a tool on the shortlist ("I want this"): true when it is on it afterwards (false only when full). */
export function addToShortlist(id: number): boolean {
  return getShortlist().includes(id) || toggleShortlist(id);
}

export function removeFromShortlist(id: number) {
  write(getShortlist().filter((other) => other !== id));
}

function onStorage(event: StorageEvent) {
  // key null: another tab cleared all storage.
  if (event.key === SHORTLIST_KEY || event.key === null) listeners.forEach((listener) => listener());
}

export function subscribeShortlist(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

// Prerendered HTML is built with no shortlist; hydration starts from the same, then shows the stored one.
const serverSnapshot = () => EMPTY;

export function useShortlist(): readonly number[] {
  return useSyncExternalStore(subscribeShortlist, getShortlist, serverSnapshot);
}
