import { useOptionalStaffSession } from '@/components/auth/staff-session';
import { useStaffDirectory } from '@/lib/pipeline/staff-directory';

/** The signed-in staff member's user id (for "Mine"), found by their email in the staff directory. */
export function useMyStaffId(): string | null {
  const session = useOptionalStaffSession();
  const staff = useStaffDirectory();
  if (session?.status !== 'staff') return null;
  const email = session.email.toLowerCase();
  return staff.data?.find((member) => member.email.toLowerCase() === email)?.user_id ?? null;
}
