import { SelectAllHead } from '@/components/dashboard/pipeline-cells';
import { SortableHead } from '@/components/dashboard/sortable-head';
import type { PipelineRowControls } from '@/components/dashboard/use-pipeline-dashboard';
import type { RowSelection } from '@/components/dashboard/use-row-selection';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { InquiriesSort, Inquiry } from '../api/inquiry-types';
import { InquiryRow } from './inquiry-row';

const SORT_DESCRIPTIONS: Record<InquiriesSort['column'], [ascending: string, descending: string]> = {
  created_at: ['date, oldest first', 'date, newest first'],
  full_name: ['name, A to Z', 'name, Z to A'],
};

export function InquiriesTable({
  inquiries,
  sort,
  onSort,
  controls,
  selection,
}: {
  inquiries: ReadonlyArray<Inquiry>;
  sort: InquiriesSort;
  onSort: (column: InquiriesSort['column'], firstAscending: boolean) => void;
  controls: PipelineRowControls;
  selection: RowSelection;
}) {
  const [ascending, descending] = SORT_DESCRIPTIONS[sort.column];
  return (
    <Table>
      <TableCaption className="sr-only">Enquiries, sorted by {sort.ascending ? ascending : descending}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <SelectAllHead selection={selection} label="Select all enquiries on this page" />
          <TableHead>Kind</TableHead>
          <SortableHead column="full_name" sort={sort} firstAscending onSort={onSort}>
            Name
          </SortableHead>
          <TableHead>Status</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Message</TableHead>
          <SortableHead column="created_at" sort={sort} firstAscending={false} onSort={onSort}>
            Date
          </SortableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {inquiries.map((inquiry) => (
          <InquiryRow key={inquiry.id} inquiry={inquiry} controls={controls} />
        ))}
      </TableBody>
    </Table>
  );
}
