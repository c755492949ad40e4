import { onSignOut } from '@/lib/auth/sign-out-listeners';
import type { CredentialKeyPair } from './sealed-box';

/**
 * Private keys staff pasted in this session, by key id. Memory only, on purpose: never written to
 * storage, so a reload or sign-out forgets them (clearKeyRing wipes the bytes too). Several keys may
 * be held while rows encrypted before a key rotation still exist.
 */
const keys = new Map<string, CredentialKeyPair>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function addToKeyRing(keyPair: CredentialKeyPair) {
  keys.set(keyPair.keyId, keyPair);
  changed();
}

export function keyFromRing(keyId: string | null | undefined): CredentialKeyPair | undefined {
  return keyId ? keys.get(keyId) : undefined;
}

export function keyRingSize(): number {
  return keys.size;
}

export function clearKeyRing() {
  if (keys.size === 0) return;
  keys.forEach((pair) => pair.privateKey.fill(0));
  keys.clear();
  changed();
}

// Signing out forgets every pasted key, whichever screen is open.
onSignOut(clearKeyRing);

/** For useSyncExternalStore: a number that changes whenever the ring does. */
export function subscribeKeyRing(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function keyRingVersion() {
  return version;
}
