import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToKeyRing, clearKeyRing, keyRingSize } from '@/lib/crypto/key-ring';
import type { AppSupabaseClient } from '@/lib/supabase';

vi.mock('@/config/env', () => ({ env: { isLocalMode: false, dataMode: 'supabase' } }));
const client = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve(client.current as AppSupabaseClient) }));

const { useStaffSession } = await import('./use-staff-session');

type AuthEvent = (event: string, session?: { user: { id: string; email: string } } | null) => void;

/** A Supabase Auth stand-in: a stored session, the staff check, and sign-out that may fail. */
function fakeSupabase({ globalSignOutFails = false, localSignOutFails = false, holdCheck = false } = {}) {
  let session: { user: { id: string; email: string } } | null = { user: { id: 'sam', email: 'sam@localboost.example' } };
  let staff = true;
  const listeners = new Set<AuthEvent>();
  const starting: AuthEvent[] = [];
  const auth = {
    // As supabase-js does, the stored session is announced (SIGNED_IN) while the client starts, before
    // getSession answers.
    getSession: vi.fn(async () => {
      for (const listener of starting.splice(0)) listener('SIGNED_IN', session);
      return { data: { session }, error: null };
    }),
    onAuthStateChange: vi.fn((callback: AuthEvent) => {
      listeners.add(callback);
      starting.push(callback);
      // As supabase-js does, each new listener first hears the session already held.
      queueMicrotask(() => callback('INITIAL_SESSION', session));
      return { data: { subscription: { unsubscribe: () => listeners.delete(callback) } } };
    }),
    signOut: vi.fn(async (options?: { scope?: string }) => {
      const fails = options?.scope === 'local' ? localSignOutFails : globalSignOutFails;
      if (fails) return { error: { message: 'Failed to fetch', name: 'AuthRetryableFetchError' } };
      session = null;
      return { error: null };
    }),
  };
  let answerCheck: (() => void) | undefined;
  const rpc = vi.fn(async () => {
    if (holdCheck) await new Promise<void>((resolve) => (answerCheck = resolve));
    return { data: staff, error: null };
  });
  client.current = { auth, rpc };
  return {
    auth,
    rpc,
    /** What supabase-js tells its listeners, with the session it then holds. */
    announce: (event: string, user = session?.user) => {
      session = user ? { user } : null;
      for (const listener of listeners) listener(event, session);
    },
    /** Lets a held staff check answer. */
    answerCheck: () => answerCheck?.(),
    removeFromStaff: () => {
      staff = false;
      for (const listener of listeners) listener('USER_UPDATED', session);
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

  it('asks the database once while the screen and its shell load and supabase-js announces the stored session', async () => {
    const { rpc, announce } = fakeSupabase();
    const screen = renderHook(() => useStaffSession());
    const shell = renderHook(() => useStaffSession());
    await waitFor(() => expect(screen.result.current.status).toBe('staff'));
    await waitFor(() => expect(shell.result.current.status).toBe('staff'));
    expect(rpc).toHaveBeenCalledTimes(1);
    // Someone else signing in (another tab) is a new question.
    act(() => announce('SIGNED_IN', { id: 'alex', email: 'alex@localboost.example' }));
    await waitFor(() => expect(screen.result.current.status === 'staff' && screen.result.current.email).toBe('alex@localboost.example'));
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('says a session was found while the staff check is still under way, so the screen can start reading', async () => {
    const { answerCheck, rpc } = fakeSupabase({ holdCheck: true });
    const { result } = renderHook(() => useStaffSession());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loading', signedIn: true }));
    expect(rpc).toHaveBeenCalledTimes(1);
    act(() => answerCheck());
    await waitFor(() => expect(result.current.status).toBe('staff'));
  });

  it('stays plain loading, then signed out, when no session is stored', async () => {
    const { auth } = fakeSupabase();
    auth.getSession.mockImplementation(async () => ({ data: { session: null }, error: null }));
    const seen: unknown[] = [];
    const { result } = renderHook(() => {
      const session = useStaffSession();
      seen.push(session.status === 'loading' ? session.signedIn : session.status);
      return session;
    });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(seen).not.toContain(true);
  });
});
