import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { DEMO_STAFF } from '@/lib/demo/demo-credentials';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LocalDatabaseBanner } from './local-database-banner';
import { useCurrentStaffSession } from './staff-session';
import { StaffSignInForm } from './staff-sign-in-form';

/**
 * Guards a staff dashboard: a sign-in form (in demo mode with the demo staff account offered), a "not
 * authorised" message for signed-in non-staff, or the dashboard (in demo mode, under a banner saying whose
 * data this is); the staff shell's side navigation shows the signed-in email and Sign out. The data is
 * protected by row-level security either way; this only decides what to show. Views other than the
 * dashboard bring their own h1.
 */
export function StaffGate({ children, localNote }: { children: ReactNode; localNote?: ReactNode }) {
  const session = useCurrentStaffSession();

  switch (session.status) {
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
    case 'staff':
      return (
        <>
          {env.isLocalMode && <LocalDatabaseBanner>{localNote}</LocalDatabaseBanner>}
          {children}
        </>
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
