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
 * The staff session for the dashboards: Supabase Auth's session (a Supabase project, or the demo's local
 * backend, which answers the same Auth API), including sign-ins and sign-outs in other tabs.
 */
export function useStaffSession(): StaffSession {
  const [state, setState] = useState<StaffStatus>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const refresh = useCallback(async () => {
    try {
      setState(await loadStaffStatus(await getSupabase()));
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void getSupabase()
      .then((supabase) => {
        if (!active) return;
        const { data } = supabase.auth.onAuthStateChange((event) => {
          if (event === 'SIGNED_OUT') notifySignOut();
          // Outside the callback: supabase-js deadlocks if the callback itself awaits auth calls.
          if (event !== 'TOKEN_REFRESHED') setTimeout(() => active && void refresh(), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        return refresh();
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
      await refresh();
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
    await refresh();
  }, [refresh]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, signIn, signOut, retry };
}
