import { flexRender, type Table as TableState } from '@tanstack/react-table';
import { cn } from '@/lib/utils';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { CARD_HIDDEN_HEAD, CARD_LABELLED_CELL, CARD_TABLE } from './card-rows';
import { SortableHead } from './sortable-head';
import { isWaitingSort } from './speed-filters';

const WAITING_READS = ['waiting longest first', 'waiting shortest first'] as const;

/**
 * The table TanStack's state describes (useDashboardTable): the select box, the definition's columns (a
 * sortable header where a column sorts) and the row's actions. Below `md` each row shows as a card
 * (card-rows.ts); a column whose header is text labels its cell there.
 */
export function StaffDashboardTable<Row>({ table, caption }: { table: TableState<Row>; caption: string }) {
  const [sort] = table.getState().sorting;
  // "Waiting longest" is a toolbar button (speed-filters.tsx), not a column header.
  const reads =
    sort && isWaitingSort(sort.id)
      ? WAITING_READS
      : (sort && table.getColumn(sort.id)?.columnDef.meta?.reads) || ['', ''];
  return (
    <Table className={CARD_TABLE}>
      <TableCaption className="sr-only">
        {caption}, sorted by {sort?.desc ? reads[1] : reads[0]}
      </TableCaption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              if (header.column.getCanSort()) return <SortableHead key={header.id} header={header} />;
              return (
                <TableHead
                  key={header.id}
                  className={
                    header.column.id === 'select'
                      ? meta?.headClassName
                      : cn(CARD_HIDDEN_HEAD, meta?.headClassName)
                  }
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              return (
                <TableCell
                  key={cell.id}
                  data-label={meta?.label}
                  className={cn(meta?.label && CARD_LABELLED_CELL, meta?.className)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
