import { StaffGate } from '@/components/auth/staff-gate';
import { DashboardNav } from '@/components/dashboard/dashboard-nav';
import { PageMeta } from '@/components/layout/page-meta';
import { ActivityDashboard } from '@/features/activity/components/activity-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Activity" description="What staff did on the dashboards." />
      <StaffGate>
        <DashboardNav />
        <ActivityDashboard />
      </StaffGate>
    </div>
  );
}
