import { createContext, useContext, type ReactNode } from 'react';
import type { StaffSession } from '@/lib/auth/use-staff-session';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { DEMO_STAFF } from '@/lib/demo/demo-credentials';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LocalDatabaseBanner } from './local-database-banner';
import { useCurrentStaffSession } from './staff-session';
import { StaffSignInForm } from './staff-sign-in-form';

/** Whether the screen is on show, or mounted hidden while the staff check runs (true outside a gate). */
const ScreenShown = createContext(true);

/** A screen's own error toasts wait for this: a visitor the check turns away never sees them. */
export function useScreenShown(): boolean {
  return useContext(ScreenShown);
}

/**
 * Guards a staff dashboard: a sign-in form (in demo mode with the demo staff account offered), a "not
 * authorised" message for signed-in non-staff, or the dashboard (in demo mode, under a banner saying whose
 * data this is); the staff shell's side navigation shows the signed-in email and Sign out. The data is
 * protected by row-level security either way; this only decides what to show. Views other than the
 * dashboard bring their own h1.
 */
export function StaffGate({ children, localNote }: { children: ReactNode; localNote?: ReactNode }) {
  const session = useCurrentStaffSession();
  const staff = session.status === 'staff';
  // With a session found, the screen mounts hidden while the staff check runs, so its reads go out beside
  // the check rather than after it; the same element stays mounted when the check says staff.
  const mounted = staff || (session.status === 'loading' && session.signedIn === true);

  return (
    <>
      {!staff && <GateState session={session} />}
      {mounted && (
        <div hidden={!staff}>
          {env.isLocalMode && <LocalDatabaseBanner>{localNote}</LocalDatabaseBanner>}
          <ScreenShown.Provider value={staff}>{children}</ScreenShown.Provider>
        </div>
      )}
    </>
  );
}

/** What the gate shows instead of the screen: checking, sign-in, a failed check, or not staff. */
function GateState({ session }: { session: StaffSession }) {
  switch (session.status) {
    case 'staff':
      return null;
    case 'loading':
      return (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Spinner />
          Checking your sign-in...
        </div>
      );
    case 'signed-out':
      return <StaffSignInForm onSignIn={session.signIn} demoAccount={env.isLocalMode ? DEMO_STAFF : undefined} />;
    case 'error':
      return (
        <GateMessage title="Could not check your access" description="We couldn't reach the sign-in service. Please try again.">
          <Button onClick={session.retry}>Try again</Button>
        </GateMessage>
      );
    case 'not-staff':
      return (
        <GateMessage
          title="Not authorised"
          description={`You are signed in as ${session.email}, which is not a staff account. Ask an administrator to add you to the staff list.`}
        >
          <Button variant="outline" onClick={() => void session.signOut()}>
            Sign out
          </Button>
        </GateMessage>
      );
  }
}

function GateMessage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-bold">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
