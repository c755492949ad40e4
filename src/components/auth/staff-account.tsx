import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentStaffSession } from './staff-session';

/** Who is signed in, and Sign out, in the staff side navigation; nothing until the gate lets staff in. */
export function StaffAccount() {
  const session = useCurrentStaffSession();
  if (session.status !== 'staff') return null;
  return (
    <div className="space-y-2 border-t pt-4 text-sm">
      <p className="break-all">
        Signed in as <span className="font-semibold">{session.email}</span>
      </p>
      <Button size="sm" variant="outline" className="w-full" onClick={() => void session.signOut()}>
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </div>
  );
}
