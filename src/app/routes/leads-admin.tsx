import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { LeadsDashboard } from '@/features/leads/components/leads-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Leads Dashboard" description="Manage your custom builder form submissions." />
      <StaffGate>
        <LeadsDashboard />
      </StaffGate>
    </div>
  );
}
