// TEST-ONLY entry point (supabase/tests/site-check-address-guard-function.test.ts): prints, as JSON, which
// of the addresses given as arguments the site check's guard calls public. Never part of the deployed function.
import { isPublicAddress } from '../address-guard.ts';

console.log(JSON.stringify(Object.fromEntries(Deno.args.map((address) => [address, isPublicAddress(address)]))));
