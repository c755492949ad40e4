/**
 * Test hook: with localStorage['localboost:simulate-db-outage'] === '1' the local database answers every
 * request with 503, as an unreachable Supabase would, so end-to-end tests can check the error toasts.
 * Only consulted in local mode; a Supabase deployment never reads it.
 */
export const SIMULATE_OUTAGE_KEY = 'localboost:simulate-db-outage';

export function isOutageSimulated(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIMULATE_OUTAGE_KEY) === '1';
  } catch {
    return false;
  }
}
