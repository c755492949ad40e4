import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DashboardColumn, PipelineRow } from './dashboard-definition';
import { RowPipelineActions } from './row-pipeline-actions';
import { SelectCheckbox } from './select-checkbox';
import { StatusSelect } from './status-select';
import type { PipelineRowControls } from './use-pipeline-dashboard';

/** What the table reads from a column besides TanStack's own fields: classes, the card label, how its order reads. */
export type DashboardColumnMeta = {
  /** Named on a row card (below `md`) above the cell's content; a header that is not plain text names nothing. */
  label?: string;
  headClassName?: string;
  className?: string;
  reads?: readonly [ascending: string, descending: string];
  /** Shown in the Columns menu; absent for columns that cannot be hidden. */
  menuLabel?: string;
};

// TanStack's documented way to type `meta`: augment its ColumnMeta and TableMeta (the generics must repeat the library's).
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> extends DashboardColumnMeta {}
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface TableMeta<TData extends RowData> {
    /** The pipeline's row actions; read by the status and actions cells at render, so the columns stay stable. */
    controls: PipelineRowControls;
  }
}

const textOf = (header: ReactNode) => (typeof header === 'string' ? header : undefined);

/**
 * The definition's columns as TanStack column definitions, in the manner of shadcn/ui's data-table: the
 * select box and the row's actions are ordinary columns, first and last. A sortable column's id is its
 * database sort column, so the table's sorting state is the URL's sort as it stands. The first column
 * names the row and stays shown (a row card puts it beside the select box). Build them once per
 * definition: flexRender treats a cell function as a component, and a new one each render would remount
 * every cell (losing focus and open state).
 */
export function dashboardColumns<Row extends PipelineRow, C extends string>({
  columns,
  rowName,
  selectAllLabel,
}: {
  columns: ReadonlyArray<DashboardColumn<Row, C>>;
  rowName: (row: Row) => string;
  selectAllLabel: string;
}): ColumnDef<Row>[] {
  const select: ColumnDef<Row> = {
    id: 'select',
    header: ({ table }) => (
      <SelectCheckbox
        label={selectAllLabel}
        checked={table.getIsAllPageRowsSelected()}
        mixed={table.getIsSomePageRowsSelected()}
        onChange={(on) => table.toggleAllPageRowsSelected(on)}
      />
    ),
    cell: ({ row }) => (
      <SelectCheckbox
        label={`Select ${rowName(row.original)}`}
        checked={row.getIsSelected()}
        onChange={(on) => row.toggleSelected(on)}
      />
    ),
    enableHiding: false,
    meta: { headClassName: 'w-10' },
  };
  const status: ColumnDef<Row> = {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row }, table }) => {
      const { controls } = table.options.meta!;
      return (
        <StatusSelect
          label={`Status of ${rowName(row)}`}
          value={row.status}
          options={controls.statuses}
          disabled={controls.isBusy(row.id)}
          onChange={(value) => controls.onStatusChange(row.id, value)}
        />
      );
    },
    meta: { label: 'Status', menuLabel: 'Status' },
  };
  const actions: ColumnDef<Row> = {
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: row }, table }) => {
      const { controls } = table.options.meta!;
      const target = { id: row.id, name: rowName(row), contactId: row.contact_id };
      return (
        <RowPipelineActions
          name={target.name}
          archived={controls.archivedView}
          busy={controls.isBusy(row.id)}
          onDetails={() => controls.onDetails(target)}
          onArchive={() => controls.onArchive(row.id)}
          onRestore={() => controls.onRestore(row.id)}
          onDelete={() => controls.onDelete(target)}
        />
      );
    },
    enableHiding: false,
  };
  const own = columns.map((column, index): ColumnDef<Row> => {
    if (column === 'status') return status;
    const label = textOf(column.header);
    return {
      id: column.sort?.column ?? column.key,
      // The value the database orders by; TanStack only sorts a column that has one.
      accessorFn: (row) => (column.sort ? (row as Record<string, unknown>)[column.sort.column] : undefined),
      header: () => column.header,
      cell: ({ row }) => column.cell(row.original),
      enableSorting: column.sort !== undefined,
      sortDescFirst: column.sort ? !column.sort.firstAscending : undefined,
      enableHiding: index > 0,
      meta: {
        label,
        headClassName: column.headClassName,
        className: column.className,
        reads: column.sort?.reads,
        menuLabel: index > 0 ? (label ?? column.key) : undefined,
      },
    };
  });
  return [select, ...own, actions];
}
