import type { SortState } from '@/components/dashboard/dashboard-url-state';
import { SelectAllHead } from '@/components/dashboard/pipeline-cells';
import { SortableHead } from '@/components/dashboard/sortable-head';
import type { PipelineRowControls } from '@/components/dashboard/use-pipeline-dashboard';
import type { RowSelection } from '@/components/dashboard/use-row-selection';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SubmissionSortColumn } from '../api/get-onboarding-submissions';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { SubmissionRow } from './submission-row';

const SORT_DESCRIPTIONS: Record<SubmissionSortColumn, [ascending: string, descending: string]> = {
  created_at: ['date, oldest first', 'date, newest first'],
  full_name: ['name, A to Z', 'name, Z to A'],
};

export function SubmissionsTable({
  submissions,
  sort,
  onSort,
  canDecrypt,
  controls,
  selection,
}: {
  submissions: ReadonlyArray<OnboardingSubmission>;
  sort: SortState<SubmissionSortColumn>;
  onSort: (column: SubmissionSortColumn, firstAscending: boolean) => void;
  canDecrypt: (submission: OnboardingSubmission) => boolean;
  controls: PipelineRowControls;
  selection: RowSelection;
}) {
  const [ascending, descending] = SORT_DESCRIPTIONS[sort.column];
  return (
    <Table>
      <TableCaption className="sr-only">
        Onboarding submissions, sorted by {sort.ascending ? ascending : descending}
      </TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <SelectAllHead selection={selection} label="Select all submissions on this page" />
          <SortableHead column="full_name" sort={sort} firstAscending onSort={onSort}>
            <span className="whitespace-nowrap">Full Name</span>
          </SortableHead>
          <TableHead>Status</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead className="whitespace-nowrap">Best Time</TableHead>
          <TableHead>Domain</TableHead>
          <TableHead className="whitespace-nowrap">Backend URL</TableHead>
          <TableHead>Username</TableHead>
          <TableHead>Password</TableHead>
          <SortableHead column="created_at" sort={sort} firstAscending={false} onSort={onSort}>
            Date
          </SortableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <SubmissionRow
            key={submission.id}
            submission={submission}
            canDecrypt={canDecrypt(submission)}
            controls={controls}
          />
        ))}
      </TableBody>
    </Table>
  );
}
