import { useEffect, useState } from 'react';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';

/*
 * A widget owner's session: Supabase Auth's email one-time code (signInWithOtp, then verifyOtp with the
 * six digits from the email), no password (issue 42). Owners are ordinary Auth users; row-level security
 * shows each only their own widgets. The demo's local backend answers the same two calls and puts the
 * code's email in /mailbox.
 */
export type OwnerSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string; email: string };

export function useOwnerSession(): OwnerSession {
  const [session, setSession] = useState<OwnerSession>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void getSupabase()
      .then(async (supabase) => {
        const { data } = supabase.auth.onAuthStateChange((_event, current) => {
          if (!active) return;
          setSession(
            current?.user
              ? { status: 'signed-in', userId: current.user.id, email: current.user.email ?? '' }
              : { status: 'signed-out' },
          );
        });
        unsubscribe = () => data.subscription.unsubscribe();
        const { data: stored } = await supabase.auth.getSession();
        const user = stored.session?.user;
        if (active)
          setSession(
            user
              ? { status: 'signed-in', userId: user.id, email: user.email ?? '' }
              : { status: 'signed-out' },
          );
      })
      .catch(() => active && setSession({ status: 'signed-out' }));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return session;
}

/** What the person is told when sending or checking a code fails. */
export function signInErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const status = (error as { status?: number } | null)?.status;
  if (code === 'over_email_send_rate_limit' || status === 429)
    return 'A code was sent to this address a moment ago. Wait a minute, then ask for a new one.';
  if (code === 'otp_expired' || code === 'invalid_credentials' || status === 403)
    return 'That code is not right or has expired. Check the latest email, or ask for a new code.';
  return 'We could not reach the sign-in service. Check your connection and try again.';
}

/** Emails a six-digit code; creates the account on first use. */
export async function sendSignInCode(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: true } });
  if (error) throw error;
}

export async function verifySignInCode(email: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
  if (error) throw error;
}

export async function signOutOwner(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw new DataError('Failed to sign out', error);
}
