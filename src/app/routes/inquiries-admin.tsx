import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { InquiriesDashboard } from '@/features/inquiries/components/inquiries-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Enquiries Dashboard" description="Demo requests and contact messages from visitors." />
      <StaffGate>
        <InquiriesDashboard />
      </StaffGate>
    </div>
  );
}
