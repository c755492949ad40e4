import { SelectAllHead } from '@/components/dashboard/pipeline-cells';
import { SortableHead } from '@/components/dashboard/sortable-head';
import type { PipelineRowControls } from '@/components/dashboard/use-pipeline-dashboard';
import type { RowSelection } from '@/components/dashboard/use-row-selection';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Lead, LeadsSort } from '../api/lead-types';
import { LeadRow } from './lead-row';

const SORT_DESCRIPTIONS: Record<LeadsSort['column'], [ascending: string, descending: string]> = {
  created_at: ['date, oldest first', 'date, newest first'],
  business_name: ['business name, A to Z', 'business name, Z to A'],
};

export function LeadsTable({
  leads,
  sort,
  onSort,
  controls,
  selection,
}: {
  leads: ReadonlyArray<Lead>;
  sort: LeadsSort;
  onSort: (column: LeadsSort['column'], firstAscending: boolean) => void;
  controls: PipelineRowControls;
  selection: RowSelection;
}) {
  const [ascending, descending] = SORT_DESCRIPTIONS[sort.column];
  return (
    <Table>
      <TableCaption className="sr-only">
        Leads, sorted by {sort.ascending ? ascending : descending}
      </TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <SelectAllHead selection={selection} label="Select all leads on this page" />
          <SortableHead column="business_name" sort={sort} firstAscending onSort={onSort}>
            Business
          </SortableHead>
          <TableHead>Status</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Website</TableHead>
          <TableHead>Goals</TableHead>
          <TableHead>Challenges</TableHead>
          <TableHead>Shortlist</TableHead>
          <SortableHead column="created_at" sort={sort} firstAscending={false} onSort={onSort}>
            Date
          </SortableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} controls={controls} />
        ))}
      </TableBody>
    </Table>
  );
}
