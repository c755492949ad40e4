import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToKeyRing, clearKeyRing, keyRingSize } from '@/lib/crypto/key-ring';
import type { AppSupabaseClient } from '@/lib/supabase';

vi.mock('@/config/env', () => ({ env: { isLocalMode: false, dataMode: 'supabase' } }));
const client = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve(client.current as AppSupabaseClient) }));

const { useStaffSession } = await import('./use-staff-session');

type AuthEvent = (event: string) => void;

/** A Supabase Auth stand-in: a stored session, the staff check, and sign-out that may fail. */
function fakeSupabase({ globalSignOutFails = false, localSignOutFails = false } = {}) {
  let session: { user: { email: string } } | null = { user: { email: 'sam@localboost.example' } };
  let staff = true;
  let listener: AuthEvent = () => undefined;
  const auth = {
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    onAuthStateChange: vi.fn((callback: AuthEvent) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    signOut: vi.fn(async (options?: { scope?: string }) => {
      const fails = options?.scope === 'local' ? localSignOutFails : globalSignOutFails;
      if (fails) return { error: { message: 'Failed to fetch', name: 'AuthRetryableFetchError' } };
      session = null;
      return { error: null };
    }),
  };
  client.current = { auth, rpc: vi.fn(async () => ({ data: staff, error: null })) };
  return {
    auth,
    removeFromStaff: () => {
      staff = false;
      listener('USER_UPDATED');
    },
  };
}

const key = () => ({ keyId: 'k', publicKey: new Uint8Array(32), privateKey: new Uint8Array(32).fill(9) });

describe('useStaffSession', () => {
  beforeEach(() => clearKeyRing());
  afterEach(() => clearKeyRing());

  it('signs out everywhere when it can', async () => {
    const { auth } = fakeSupabase();
    const { result } = renderHook(() => useStaffSession());
    await waitFor(() => expect(result.current.status).toBe('staff'));
    await act(() => result.current.signOut());
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(auth.signOut).toHaveBeenCalledWith();
    expect(result.current.status).toBe('signed-out');
  });

  it('falls back to a local sign-out when the server sign-out fails', async () => {
    const { auth } = fakeSupabase({ globalSignOutFails: true });
    const { result } = renderHook(() => useStaffSession());
    await waitFor(() => expect(result.current.status).toBe('staff'));
    addToKeyRing(key());
    await act(() => result.current.signOut());
    expect(auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
    expect(result.current.status).toBe('signed-out');
    expect(keyRingSize()).toBe(0);
  });

  it('never says "signed out" while a session remains', async () => {
    fakeSupabase({ globalSignOutFails: true, localSignOutFails: true });
    const { result } = renderHook(() => useStaffSession());
    await waitFor(() => expect(result.current.status).toBe('staff'));
    addToKeyRing(key());
    await act(() => result.current.signOut());
    expect(result.current.status).toBe('staff');
    // The keys are forgotten all the same: staff asked to leave.
    expect(keyRingSize()).toBe(0);
  });

  it('clears the unlocked keys as soon as the session is no longer staff, without a sign-out', async () => {
    const { removeFromStaff } = fakeSupabase();
    const { result } = renderHook(() => useStaffSession());
    await waitFor(() => expect(result.current.status).toBe('staff'));
    addToKeyRing(key());
    act(() => removeFromStaff());
    await waitFor(() => expect(result.current.status).toBe('not-staff'));
    expect(keyRingSize()).toBe(0);
  });
});
