/**
 * Test hook: with localStorage['localboost:simulate-db-outage'] === '1' the in-process fetch
 * (local-fetch.ts) answers every request with 503, as an unreachable Supabase would, so component tests
 * can check the error toasts. Neither the local backend nor a Supabase deployment reads it.
 */
export const SIMULATE_OUTAGE_KEY = 'localboost:simulate-db-outage';

export function isOutageSimulated(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIMULATE_OUTAGE_KEY) === '1';
  } catch {
    return false;
  }
}
