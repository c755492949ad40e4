import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';

/**
 * A column header that sorts the table (TanStack decides the next order: a new column in its first
 * direction, the sorted one reversed). The button lives inside the th, and the th carries aria-sort,
 * which is how screen readers announce the current order.
 */
export function SortableHead<Row>({ header }: { header: Header<Row, unknown> }) {
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      className="px-1"
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {flexRender(header.column.columnDef.header, header.getContext())}
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </TableHead>
  );
}
