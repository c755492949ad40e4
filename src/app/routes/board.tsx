import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { PipelineBoard } from '@/features/board/components/pipeline-board';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Board" description="The sales pipeline as columns by status." />
      <StaffGate>
        <PipelineBoard />
      </StaffGate>
    </div>
  );
}
