/**
 * Where this browser keeps the buyer it knows (./known-buyer.ts). Its own module because the page's first
 * script reads it too (src/main.tsx: checkout links must carry a known buyer from the first press, so a
 * page starts its app at once for one), and that script must stay tiny.
 */
export const KNOWN_BUYER_KEY = 'localboost:known-buyer';

/** Whether this browser has a known buyer stored (not yet validated: the app does that). Never throws. */
export function hasKnownBuyer(): boolean {
  try {
    return !!window.localStorage.getItem(KNOWN_BUYER_KEY);
  } catch {
    return false;
  }
}
