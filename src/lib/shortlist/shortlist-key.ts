/**
 * Where the visitor's shortlist is kept (localStorage). Its own module because the page's first script
 * reads it too (src/main.tsx: a page showing a stored shortlist starts the app at once), and that script
 * must stay tiny. Versioned so a future shape can ignore old data instead of misreading it.
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
