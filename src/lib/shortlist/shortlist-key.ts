import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { SHORTLIST_MAX } from './shortlist-limits';

/**
 * Where the visitor's shortlist is kept (localStorage). Its own module because the page's first script
 * reads it too (src/main.tsx: a page showing a stored shortlist starts the app at once; a shortlist toggle
 * pressed before the app starts, src/lib/first-paint/early-answers.ts), and that script must stay tiny.
 * Versioned so a future shape can ignore old data instead of misreading it.
 */
export const SHORTLIST_KEY = 'localboost:shortlist:v1';

/** Whether this browser holds a shortlist with anything in it. Never throws. */
export function hasStoredShortlist(): boolean {
  try {
    const raw = window.localStorage.getItem(SHORTLIST_KEY);
    return raw !== null && raw.replace(/\s/g, '') !== '[]';
  } catch {
    return false;
  }
}

const EMPTY: readonly number[] = Object.freeze([]);

/** Keeps what is still a catalogue tool, once each, at most SHORTLIST_MAX: stale or edited data cannot break a page. */
export function parseShortlist(raw: string | null): readonly number[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return Object.freeze([...new Set(value.filter(isCatalogueToolId))].slice(0, SHORTLIST_MAX));
  } catch {
    return EMPTY;
  }
}

/**
 * Before the app has started: adds the tool to the stored shortlist or takes it off, and returns the new
 * list; null when the shortlist is full, the id is not a tool, or the browser cannot store it (the app
 * answers the press then, and says why).
 */
export function toggleStoredShortlist(id: number): readonly number[] | null {
  try {
    const ids = parseShortlist(window.localStorage.getItem(SHORTLIST_KEY));
    const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
    if (next.length > SHORTLIST_MAX || !isCatalogueToolId(id)) return null;
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify(next));
    return next;
  } catch {
    return null;
  }
}

/** A shortlist toggle's accessible name. */
export const shortlistToggleLabel = (toolName: string, added: boolean) =>
  added ? `Remove ${toolName} from my shortlist` : `Add ${toolName} to my shortlist`;

/**
 * The shortlist count's accessible name in the navigation: it starts with the visible text ("Shortlist 0",
 * or "0" where the word is hidden) so speech users can say what they see (WCAG 2.5.3).
 */
export const shortlistCountLabel = (count: number) => `Shortlist ${count} ${count === 1 ? 'tool' : 'tools'}`;
