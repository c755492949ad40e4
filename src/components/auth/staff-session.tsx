import { createContext, useContext, type ReactNode } from 'react';
import { useStaffSession, type StaffSession } from '@/lib/auth/use-staff-session';

const StaffSessionContext = createContext<StaffSession | null>(null);

/**
 * One staff session for the staff shell and the screen inside it: the side navigation shows who is
 * signed in and signs out, the screen's gate decides what to show, and moving between screens keeps it.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  return <StaffSessionContext.Provider value={session}>{children}</StaffSessionContext.Provider>;
}

export function useCurrentStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useCurrentStaffSession needs a StaffSessionProvider (the staff layout)');
  return session;
}

/** The staff session where there is one (a screen rendered on its own, as in its tests, has none). */
export function useOptionalStaffSession(): StaffSession | null {
  return useContext(StaffSessionContext);
}
