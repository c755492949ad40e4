import { DataError } from '@/lib/data-error';
import type { AppSupabaseClient } from '@/lib/supabase';

export type StaffStatus =
  /** `signedIn`: a session was found and the staff check is under way, so the screen may start reading. */
  | { status: 'loading'; signedIn?: boolean }
  | { status: 'signed-out' }
  | { status: 'not-staff'; email: string }
  | { status: 'staff'; email: string }
  | { status: 'error'; message: string };

type AuthClient = Pick<AppSupabaseClient, 'auth' | 'rpc'>;

/**
 * Who is at the keyboard: nobody, a signed-in user who is not on the staff list, or staff. The staff
 * check is the database's own (public.am_i_staff() -> private.is_staff()), the same rule the
 * row-level-security policies use, so the screen and the data can never disagree. `onSessionRead` is told
 * when the session has been read (the moment the answer describes) and whether one was found.
 */
export async function loadStaffStatus(
  supabase: AuthClient,
  onSessionRead?: (signedIn: boolean) => void,
): Promise<StaffStatus> {
  const { data, error } = await supabase.auth.getSession();
  onSessionRead?.(!error && data.session !== null);
  if (error) throw new DataError('Could not read the sign-in session', { message: error.message, code: error.code });
  const session = data.session;
  if (!session) return { status: 'signed-out' };
  const email = session.user.email ?? 'this account';
  const staff = await supabase.rpc('am_i_staff');
  if (staff.error) throw new DataError('Could not check staff access', staff.error);
  return staff.data === true ? { status: 'staff', email } : { status: 'not-staff', email };
}

/** Email and password through Supabase Auth; throws with Supabase's message (e.g. "Invalid login credentials"). */
export async function signInStaff(supabase: AuthClient, email: string, password: string): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new DataError(error.message, { message: '', code: error.code });
}
