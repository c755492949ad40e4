import { cn } from '@/lib/utils';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CARD_HIDDEN_HEAD, CARD_LABELLED_CELL, CARD_TABLE } from './card-rows';
import type { DashboardDefinition, PipelineRow, PipelineStats } from './dashboard-definition';
import type { SortState } from './dashboard-url-state';
import { PipelineActionsCell, SelectAllHead, SelectCell, StatusCell } from './pipeline-cells';
import { SortableHead } from './sortable-head';
import { isWaitingSort } from './speed-filters';

const WAITING_READS = ['waiting longest first', 'waiting shortest first'] as const;
import { nounForms } from './use-pipeline-actions';
import type { PipelineRowControls } from './use-pipeline-dashboard';
import type { RowSelection } from './use-row-selection';

/**
 * The table the definition's columns describe: a select box first, then each column (a sortable header
 * where it names a sort column, the status select where it says 'status'), then the row's actions. Below
 * `md` each row shows as a card (card-rows.ts); a column whose header is text labels its cell there.
 */
export function StaffDashboardTable<Row extends PipelineRow, C extends string, F extends string, Filter, Stats extends PipelineStats>({
  definition: { columns, noun, rowName, words },
  rows,
  sort,
  onSort,
  controls,
  selection,
}: {
  definition: DashboardDefinition<Row, C, F, Filter, Stats>;
  rows: ReadonlyArray<Row>;
  sort: SortState<C>;
  onSort: (column: C, firstAscending: boolean) => void;
  controls: PipelineRowControls;
  selection: RowSelection;
}) {
  const sorted = columns.find((column) => column !== 'status' && column.sort?.column === sort.column);
  // "Waiting longest" is a toolbar button (speed-filters.tsx), not a column header.
  const [ascending, descending] = isWaitingSort(sort.column)
    ? WAITING_READS
    : (sorted !== 'status' && sorted?.sort?.reads) || ['', ''];
  return (
    <Table className={CARD_TABLE}>
      <TableCaption className="sr-only">
        {words.caption}, sorted by {sort.ascending ? ascending : descending}
      </TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <SelectAllHead selection={selection} label={`Select all ${nounForms(noun)[1]} on this page`} />
          {columns.map((column) =>
            column === 'status' ? (
              <TableHead key="status" className={CARD_HIDDEN_HEAD}>
                Status
              </TableHead>
            ) : column.sort ? (
              <SortableHead key={column.key} column={column.sort.column} sort={sort} firstAscending={column.sort.firstAscending} onSort={onSort}>
                {column.header}
              </SortableHead>
            ) : (
              <TableHead key={column.key} className={cn(CARD_HIDDEN_HEAD, column.headClassName)}>
                {column.header}
              </TableHead>
            ),
          )}
          <TableHead className={CARD_HIDDEN_HEAD}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const item = { id: row.id, name: rowName(row), status: row.status, contactId: row.contact_id };
          return (
            <TableRow key={row.id} data-state={controls.isSelected(row.id) ? 'selected' : undefined}>
              <SelectCell controls={controls} row={item} />
              {columns.map((column) =>
                column === 'status' ? (
                  <StatusCell key="status" controls={controls} row={item} />
                ) : (
                  <TableCell
                    key={column.key}
                    data-label={typeof column.header === 'string' ? column.header : undefined}
                    className={cn(typeof column.header === 'string' && CARD_LABELLED_CELL, column.className)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ),
              )}
              <PipelineActionsCell controls={controls} row={item} />
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
