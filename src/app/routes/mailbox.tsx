import { StaffGate } from '@/components/auth/staff-gate';
import { DashboardNav } from '@/components/dashboard/dashboard-nav';
import { PageMeta } from '@/components/layout/page-meta';
import { MailboxDashboard } from '@/features/mailbox/components/mailbox-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Mailbox" description="Every email the site sends, shown as it is sent." />
      <StaffGate
        localNote={
          <>
            <p className="font-semibold">Local mailbox: nothing leaves this browser</p>
            <p>
              The emails below are exactly what a Supabase project would send; here nothing is sent, so they stay
              pending.
            </p>
          </>
        }
      >
        <DashboardNav />
        <MailboxDashboard />
      </StaffGate>
    </div>
  );
}
