import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { dashboardColumns } from './dashboard-columns';
import type { DashboardDefinition, PipelineRow, PipelineStats } from './dashboard-definition';
import type { PageSize } from './dashboard-url-state';
import type { DashboardUrl } from './use-dashboard-search-params';
import { nounForms } from './use-pipeline-actions';
import type { PipelineRowControls } from './use-pipeline-dashboard';

/**
 * The dashboard's table state on TanStack Table, as shadcn/ui's data-table holds it: the server sorts
 * and pages (manualSorting, manualPagination), so sorting and paging are controlled state read from
 * the URL and written back to it (use-dashboard-search-params.ts); the selection is the caller's (the
 * bulk actions read it); which columns show lives here, for this visit only.
 */
export function useDashboardTable<
  Row extends PipelineRow,
  C extends string,
  F extends string,
  Filter,
  Stats extends PipelineStats,
>({
  definition,
  rows,
  total,
  url,
  controls,
  rowSelection,
  onRowSelectionChange,
}: {
  definition: DashboardDefinition<Row, C, F, Filter, Stats>;
  rows: Row[];
  total: number;
  url: DashboardUrl<C, F>;
  controls: PipelineRowControls;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
}) {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const sorting = [{ id: url.sort.column, desc: !url.sort.ascending }];
  const pagination = { pageIndex: url.page - 1, pageSize: url.pageSize };
  const { columns, rowName, noun } = definition;
  const columnDefs = useMemo(
    () =>
      dashboardColumns({ columns, rowName, selectAllLabel: `Select all ${nounForms(noun)[1]} on this page` }),
    [columns, rowName, noun],
  );
  // The build runs no React Compiler; the table object is read afresh on every render, as TanStack expects.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns: columnDefs,
    meta: { controls },
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    // A second click on the sorted column reverses it; there is no unsorted state.
    enableSortingRemoval: false,
    state: { sorting, pagination, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) url.setSort({ column: next.id as C, ascending: !next.desc });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      // A new page size starts again at page 1 (the URL hook's rule for anything that changes what is shown).
      if (next.pageSize !== url.pageSize) url.setPageSize(next.pageSize as PageSize);
      else url.setPage(next.pageIndex + 1);
    },
    onRowSelectionChange,
    onColumnVisibilityChange: setColumnVisibility,
  });
}
