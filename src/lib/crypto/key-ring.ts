import { onSignOut } from '@/lib/auth/sign-out-listeners';
import type { CredentialKeyPair } from './sealed-box';

/**
 * Private keys staff pasted in this session, by key id. Memory only, on purpose: never written to
 * storage, so a reload or sign-out forgets them (clearKeyRing wipes the bytes too). Several keys may
 * be held while rows encrypted before a key rotation still exist. The ring also locks itself after
 * KEY_RING_IDLE_MS without keyboard, pointer or wheel input, so an unattended screen stops revealing.
 */
export const KEY_RING_IDLE_MS = 15 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const keys = new Map<string, CredentialKeyPair>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

let lastActivity = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

const noteActivity = () => {
  lastActivity = Date.now();
};

/** Locks when the last input is KEY_RING_IDLE_MS old; otherwise looks again when it would be. */
function checkIdle() {
  const idle = Date.now() - lastActivity;
  if (idle >= KEY_RING_IDLE_MS) {
    clearKeyRing();
    return;
  }
  clearTimeout(idleTimer);
  idleTimer = setTimeout(checkIdle, KEY_RING_IDLE_MS - idle);
}

// A sleeping laptop or a background tab delays timers; check as soon as the tab is seen again.
const onVisibility = () => document.visibilityState === 'visible' && checkIdle();

function startIdleLock() {
  if (typeof window === 'undefined' || idleTimer !== undefined) return;
  noteActivity();
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  idleTimer = setTimeout(checkIdle, KEY_RING_IDLE_MS);
}

function stopIdleLock() {
  if (idleTimer === undefined) return;
  clearTimeout(idleTimer);
  idleTimer = undefined;
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteActivity, { capture: true });
  document.removeEventListener('visibilitychange', onVisibility);
}

export function addToKeyRing(keyPair: CredentialKeyPair) {
  keys.set(keyPair.keyId, keyPair);
  startIdleLock();
  noteActivity();
  changed();
}

export function keyFromRing(keyId: string | null | undefined): CredentialKeyPair | undefined {
  return keyId ? keys.get(keyId) : undefined;
}

export function keyRingSize(): number {
  return keys.size;
}

export function clearKeyRing() {
  stopIdleLock();
  if (keys.size === 0) return;
  keys.forEach((pair) => pair.privateKey.fill(0));
  keys.clear();
  changed();
}

// Signing out, or any session that is not signed-in staff (src/lib/auth/use-staff-session.ts), forgets
// every pasted key, whichever screen is open.
onSignOut(clearKeyRing);

/** For useSyncExternalStore: a number that changes whenever the ring does. */
export function subscribeKeyRing(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function keyRingVersion() {
  return version;
}
