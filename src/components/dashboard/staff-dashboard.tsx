import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useScreenShown } from '@/components/auth/staff-gate';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DashboardActions } from './dashboard-actions';
import type { DashboardDefinition, PipelineRow, PipelineStats } from './dashboard-definition';
import { DashboardHeader } from './dashboard-header';
import { RowDetailsDialog } from './row-details-dialog';
import { StaffDashboardResults } from './staff-dashboard-results';
import { StaffDashboardStats } from './staff-dashboard-stats';
import { useClampPage } from './use-clamp-page';
import { useDashboardTable } from './use-dashboard-table';
import { useDashboardSearchParams } from './use-dashboard-search-params';
import { useFocusAfterDelete } from './use-focus-after-delete';
import { useMyStaffId } from './use-my-staff-id';
import { usePipelineDashboard } from './use-pipeline-dashboard';

/**
 * The one staff dashboard: header with Export CSV and Refresh, stat cards, the results card (search,
 * filters, bulk actions, table, paging), the details panel and the permanent-delete question, all
 * driven by a record kind's definition (src/features/<kind>/*-dashboard-definition.tsx).
 */
export function StaffDashboard<Row extends PipelineRow, C extends string, F extends string, Filter, Stats extends PipelineStats>({
  definition,
}: {
  definition: DashboardDefinition<Row, C, F, Filter, Stats>;
}) {
  const { useRows, useStats, useExport, words } = definition;
  const url = useDashboardSearchParams(definition.url);
  const me = useMyStaffId();
  const filter = definition.filterOf(url, me);
  const list = useRows({ ...filter, page: url.page, pageSize: url.pageSize, sort: url.sort });
  const stats = useStats();
  const exporter = useExport();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterDelete(headingRef);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Only ticked rows of the visible page count, so a bulk action never reaches rows the user cannot see.
  const selectedRows = rows.filter((row) => rowSelection[row.id]);
  const pipeline = usePipelineDashboard({
    table: definition.table,
    noun: definition.noun,
    deleteWords: words.deleted,
    invalidate: definition.invalidate,
    selection: { ids: selectedRows.map((row) => row.id), clear: () => setRowSelection({}) },
    archivedView: url.archived,
  });
  const table = useDashboardTable({
    definition,
    rows,
    total: list.data?.total ?? 0,
    url,
    controls: pipeline.controls,
    rowSelection,
    onRowSelectionChange: setRowSelection,
  });

  const { loadError } = words;
  const error = list.error ?? (loadError.withStats ? stats.error : null);
  const statsErrorAt = loadError.withStats ? stats.errorUpdatedAt : 0;
  const shown = useScreenShown();
  useEffect(() => {
    if (error && shown) toast.error('Error', { id: loadError.id, description: loadError.description(error) });
  }, [error, shown, loadError, list.errorUpdatedAt, statsErrorAt]);

  useClampPage({
    page: url.page,
    pageSize: url.pageSize,
    total: list.data?.total,
    pageIsEmpty: list.data?.rows.length === 0,
    isPlaceholderData: list.isPlaceholderData,
    setPage: url.setPage,
  });

  const { confirmDelete } = pipeline;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title={words.title}
        subtitle={words.subtitle}
        actions={
          <DashboardActions
            onExport={() => void exporter.exportAll({ ...filter, sort: url.sort })}
            exportCount={list.data?.total}
            exportDisabled={list.isPending || (!definition.exportWhenEmpty && !list.data?.total)}
            exporting={exporter.exporting}
            onRefresh={() => void Promise.all([list.refetch(), stats.refetch()])}
            refreshing={list.isRefetching || stats.isRefetching}
          />
        }
      />
      <StaffDashboardStats definition={definition} data={stats.data} />
      <StaffDashboardResults
        definition={definition}
        list={list}
        url={url}
        pipeline={pipeline}
        table={table}
        onExportSelected={() => void exporter.exportSelected(selectedRows)}
        headingRef={headingRef}
      />
      <RowDetailsDialog
        table={definition.table}
        target={pipeline.details}
        onClose={pipeline.closeDetails}
        row={rows.find((row) => row.id === pipeline.details?.id)}
        invalidate={definition.invalidate}
      />
      <ConfirmDeleteDialog
        open={confirmDelete.target !== null}
        title={words.deleteDialog.title}
        description={
          <>
            Are you sure you want to permanently delete {words.deleteDialog.object}{' '}
            <strong className="text-foreground">{confirmDelete.target?.name}</strong>? This action cannot be undone.
          </>
        }
        pending={confirmDelete.pending}
        onOpenChange={(open) => !open && confirmDelete.close()}
        onConfirm={() => {
          focus.deleted();
          confirmDelete.confirm();
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      {exporter.dialogs}
    </div>
  );
}
