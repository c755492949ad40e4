import { QueryClientProvider } from '@tanstack/react-query';
import { StaffAccount } from '@/components/auth/staff-account';
import { StaffSessionProvider } from '@/components/auth/staff-session';
import { DemoNotice } from '@/components/layout/demo-notice';
import { StaffShell } from '@/components/layout/staff-shell';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { RouteOutlet } from '../route-outlet';
import { STAFF_NAV_LINKS } from '../route-table';

/**
 * Around every staff screen: the staff shell (side navigation from the route table, the signed-in account;
 * docs/decisions/027-staff-layout.md) instead of the site's header and footer, one staff session for the
 * shell and the screen's gate, and the query client and toaster, which load with these screens only, so
 * public pages do not pay for them. In a demo build every screen starts with the demo notice.
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffSessionProvider>
        <StaffShell links={STAFF_NAV_LINKS} account={<StaffAccount />}>
          <div className="container pt-6">
            <DemoNotice />
          </div>
          <RouteOutlet />
        </StaffShell>
      </StaffSessionProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
