import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { MailboxDashboard } from '@/features/mailbox/components/mailbox-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Mailbox" description="Every email the site sends, shown as it is sent." />
      <StaffGate
        localNote={
          <>
            <p className="font-semibold">Demo mailbox: nothing leaves this machine</p>
            <p>
              The emails below are exactly what a Supabase project would send. The demo's send-emails function
              delivers them to a stand-in for the email provider, so each shows as sent within seconds.
            </p>
          </>
        }
      >
        <MailboxDashboard />
      </StaffGate>
    </div>
  );
}
