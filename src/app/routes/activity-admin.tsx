import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { ActivityDashboard } from '@/features/activity/components/activity-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Activity" description="What staff did on the dashboards." />
      <StaffGate>
        <ActivityDashboard />
      </StaffGate>
    </div>
  );
}
