import { useCallback, useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { notifySignOut } from './sign-out-listeners';
import { loadStaffStatus, signInStaff, type StaffStatus } from './staff-status';

export type StaffSession = StaffStatus & {
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  retry: () => void;
};

/**
 * One staff check for everything that asks at once: the screen and its shell mount together, supabase-js
 * announces a stored session on load (SIGNED_IN, then INITIAL_SESSION to each listener), and each answer
 * costs a round trip before any row loads. A check is reused, under way or done, if it read the session
 * after `since` (the moment that made the question new: a mount, a sign-in, an auth event), so an answer
 * is never older than what it answers; until it has read the session it covers anything asked.
 */
let latest: { readAt: number; signedIn: Promise<boolean>; check: Promise<StaffStatus> } | undefined;
function checkStaff(since: number): NonNullable<typeof latest> {
  if (latest && latest.readAt >= since) return latest;
  let sessionRead: (signedIn: boolean) => void = () => {};
  const entry = {
    readAt: Number.POSITIVE_INFINITY,
    signedIn: new Promise<boolean>((resolve) => (sessionRead = resolve)),
    check: Promise.resolve<StaffStatus>({ status: 'loading' }),
  };
  entry.check = getSupabase().then((supabase) =>
    loadStaffStatus(supabase, (signedIn) => {
      entry.readAt = performance.now();
      sessionRead(signedIn);
    }),
  );
  // A check that fails before reading the session found none.
  entry.check.catch(() => sessionRead(false));
  latest = entry;
  return entry;
}

/**
 * The staff session for the dashboards: Supabase Auth's session (a Supabase project, or the demo's local
 * backend, which answers the same Auth API), including sign-ins and sign-outs in other tabs.
 */
export function useStaffSession(): StaffSession {
  const [state, setState] = useState<StaffStatus>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const refresh = useCallback(async (since: number) => {
    try {
      const { signedIn, check } = checkStaff(since);
      // Someone is signed in: say so while the staff check runs, so the screen can start its reads
      // beside it (StaffGate) instead of after it. Row-level security decides what those reads return.
      void signedIn.then((found) => {
        if (found) setState((now) => (now.status === 'loading' ? { status: 'loading', signedIn: true } : now));
      });
      setState(await check);
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const mounted = performance.now();
    void getSupabase()
      .then((supabase) => {
        if (!active) return;
        const { data } = supabase.auth.onAuthStateChange((event) => {
          if (event === 'SIGNED_OUT') notifySignOut();
          // INITIAL_SESSION is the session the mount's check reads; a refreshed token changes nobody's access.
          if (event === 'INITIAL_SESSION' || event === 'TOKEN_REFRESHED') return;
          // Outside the callback: supabase-js deadlocks if the callback itself awaits auth calls.
          const heard = performance.now();
          setTimeout(() => active && void refresh(heard), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        return refresh(mounted);
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [refresh, attempt]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await signInStaff(await getSupabase(), email, password);
      await refresh(performance.now());
    },
    [refresh],
  );

  // Whatever ends a staff session (sign-out here or in another tab, expiry, removal from the staff list,
  // a failed check) forgets what it unlocked. 'loading' is no verdict, so moving between dashboards keeps it.
  const status = state.status;
  useEffect(() => {
    if (status === 'signed-out' || status === 'not-staff' || status === 'error') notifySignOut();
  }, [status]);

  /**
   * Signs out everywhere; when the server cannot be reached or refuses, at least in this browser
   * (scope 'local' drops the stored session without asking the server). The screen then shows what is
   * really left, so it never says "signed out" while a session remains.
   */
  const signOut = useCallback(async () => {
    notifySignOut();
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (error) await supabase.auth.signOut({ scope: 'local' });
    await refresh(performance.now());
  }, [refresh]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, signIn, signOut, retry };
}
