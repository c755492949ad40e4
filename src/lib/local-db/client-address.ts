/**
 * The client address the embedded database's stand-in gateway reports (as x-forwarded-for in
 * request.headers, like Supabase's gateway), so the per-address rate limit works in local mode too.
 * A browser has no address of its own to report, so it is simulated: loopback, unless
 * localStorage['localboost:demo-client-address'] names another one. End-to-end tests that play many
 * visitors set it; since the whole database lives in this browser, it grants nothing a visitor could
 * not already do. A Supabase deployment never reads it.
 */
export const DEMO_CLIENT_ADDRESS_KEY = 'localboost:demo-client-address';
export const DEFAULT_CLIENT_ADDRESS = '127.0.0.1';

export function simulatedClientAddress(): string {
  try {
    return globalThis.localStorage?.getItem(DEMO_CLIENT_ADDRESS_KEY) || DEFAULT_CLIENT_ADDRESS;
  } catch {
    return DEFAULT_CLIENT_ADDRESS;
  }
}
