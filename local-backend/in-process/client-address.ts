/**
 * The client address the in-process fetch (local-fetch.ts) reports as its stand-in gateway (as
 * x-forwarded-for in request.headers, like Supabase's gateway), so the per-address rate limit works in
 * tests too. A request made in process comes from no address, so it is simulated: loopback, unless
 * localStorage['localboost:demo-client-address'] names another one (tests that play many visitors set
 * it). The local backend reports the address its gateway saw instead; a Supabase deployment never reads it.
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
