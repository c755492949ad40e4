import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/table';
import type { SortState } from './dashboard-url-state';

/**
 * A column header that sorts the table. The button lives inside the th, and the th carries aria-sort,
 * which is how screen readers announce the current order.
 */
export function SortableHead<C extends string>({
  column,
  sort,
  firstAscending,
  onSort,
  children,
}: {
  column: C;
  sort: SortState<C>;
  /** The direction a first click sorts in (newest first for dates, A–Z for names). */
  firstAscending: boolean;
  onSort: (column: C, firstAscending: boolean) => void;
  children: ReactNode;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.ascending ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'} className="px-1">
      <button
        type="button"
        onClick={() => onSort(column, firstAscending)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </TableHead>
  );
}
