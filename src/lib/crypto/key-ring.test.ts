import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySignOut } from '@/lib/auth/sign-out-listeners';
import { addToKeyRing, clearKeyRing, KEY_RING_IDLE_MS, keyFromRing, keyRingSize } from './key-ring';
import type { CredentialKeyPair } from './sealed-box';

const pair = (keyId: string): CredentialKeyPair => ({
  keyId,
  publicKey: new Uint8Array(32).fill(1),
  privateKey: new Uint8Array(32).fill(7),
});
const minutes = (n: number) => n * 60_000;

describe('key ring', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearKeyRing();
    vi.useRealTimers();
  });

  it('locks itself after 15 minutes without input, wiping the key bytes', () => {
    const key = pair('a');
    addToKeyRing(key);
    expect(KEY_RING_IDLE_MS).toBe(minutes(15));
    vi.advanceTimersByTime(minutes(15) - 1);
    expect(keyRingSize()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(keyRingSize()).toBe(0);
    expect(key.privateKey.every((byte) => byte === 0)).toBe(true);
  });

  it('counts typing, pointer and wheel input as activity, and locks 15 minutes after the last', () => {
    addToKeyRing(pair('a'));
    vi.advanceTimersByTime(minutes(10));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    vi.advanceTimersByTime(minutes(10));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(minutes(14));
    expect(keyFromRing('a')).toBeDefined();
    vi.advanceTimersByTime(minutes(1));
    expect(keyFromRing('a')).toBeUndefined();
  });

  it('stops watching once cleared, and starts again with the next key', () => {
    addToKeyRing(pair('a'));
    clearKeyRing();
    vi.advanceTimersByTime(minutes(20));
    addToKeyRing(pair('b'));
    vi.advanceTimersByTime(minutes(14));
    expect(keyRingSize()).toBe(1);
    vi.advanceTimersByTime(minutes(1));
    expect(keyRingSize()).toBe(0);
  });

  it('is cleared by the end of a staff session', () => {
    addToKeyRing(pair('a'));
    notifySignOut();
    expect(keyRingSize()).toBe(0);
  });
});
