import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { TasksDashboard } from '@/features/tasks/components/tasks-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Tasks" description="Staff tasks by due time." />
      <StaffGate>
        <TasksDashboard />
      </StaffGate>
    </div>
  );
}
