import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { InsightsDashboard } from '@/features/insights/components/insights-dashboard';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Insights" description="Where leads come from, how they progress and how fast staff answer." />
      <StaffGate>
        <InsightsDashboard />
      </StaffGate>
    </div>
  );
}
