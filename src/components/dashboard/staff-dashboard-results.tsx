import type { UseQueryResult } from '@tanstack/react-query';
import type { Table } from '@tanstack/react-table';
import type { Ref } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { BulkActionsBar } from './bulk-actions-bar';
import { ColumnsMenu } from './columns-menu';
import type { DashboardDefinition, PipelineRow, PipelineStats } from './dashboard-definition';
import { DashboardPagination } from './dashboard-pagination';
import { DashboardResultsBody, resultsStatus } from './dashboard-results-body';
import { DashboardToolbar } from './dashboard-toolbar';
import { LabelledSelect } from './labelled-select';
import { PipelineFilters } from './pipeline-filters';
import { SpeedFilters, isWaitingSort } from './speed-filters';
import { WAITING_SORT } from '@/lib/pipeline/speed-filter';
import { StaffDashboardTable } from './staff-dashboard-table';
import type { DashboardUrl } from './use-dashboard-search-params';
import { nounForms } from './use-pipeline-actions';
import type { usePipelineDashboard } from './use-pipeline-dashboard';

type Props<Row extends PipelineRow, C extends string, F extends string, Filter, Stats extends PipelineStats> = {
  definition: DashboardDefinition<Row, C, F, Filter, Stats>;
  list: UseQueryResult<{ rows: Row[]; total: number }>;
  url: DashboardUrl<C, F>;
  pipeline: ReturnType<typeof usePipelineDashboard>;
  table: Table<Row>;
  onExportSelected: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The results card: toolbar, the definition's banner, then loading, error, empty, no-match or the table with paging. */
export function StaffDashboardResults<Row extends PipelineRow, C extends string, F extends string, Filter, Stats extends PipelineStats>({
  definition,
  list,
  url,
  pipeline,
  table,
  onExportSelected,
  headingRef,
}: Props<Row, C, F, Filter, Stats>) {
  const { words, filter, Banner } = definition;
  const { data, isPlaceholderData, refetch } = list;
  const many = nounForms(definition.noun)[1];
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          {url.archived ? words.archivedHeading : words.heading}
        </h2>
        <CardDescription>{words.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel={`Search ${many}`}
          searchPlaceholder={words.searchPlaceholder}
          search={url.search}
          onSearchChange={url.setSearch}
          filter={
            <>
              {filter ? (
                <LabelledSelect label={filter.label} value={url.filter} options={filter.options} onChange={url.setFilter} />
              ) : null}
              <PipelineFilters
                statuses={PIPELINE_LISTS[definition.table].statuses}
                status={url.status}
                onStatusChange={url.setStatus}
                archived={url.archived}
                onArchivedChange={url.setArchived}
              />
              <SpeedFilters
                owner={url.owner}
                onOwnerChange={url.setOwner}
                source={url.source}
                onSourceChange={url.setSource}
                waitingSorted={isWaitingSort(url.sort.column)}
                onWaitingSort={() =>
                  url.setSort(
                    isWaitingSort(url.sort.column) ? definition.url.defaultSort : { column: WAITING_SORT as C, ascending: true },
                  )
                }
              />
            </>
          }
          pageSize={url.pageSize}
          onPageSizeChange={table.setPageSize}
          columns={<ColumnsMenu table={table} />}
        />
        {Banner ? <Banner rows={data?.rows ?? []} /> : null}
        <DashboardResultsBody
          status={resultsStatus(list)}
          isFiltered={url.isFiltered}
          onRetry={() => void refetch()}
          onClearFilters={url.clearFilters}
          text={words.results}
        >
          {/* While the next page or search loads, the previous rows stay (dimmed) instead of a flash of "Loading". */}
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
            <BulkActionsBar {...pipeline.bulk} onExport={onExportSelected} />
            <StaffDashboardTable table={table} caption={words.caption} />
            <DashboardPagination
              page={table.getState().pagination.pageIndex + 1}
              pageSize={table.getState().pagination.pageSize}
              total={table.getRowCount()}
              onPageChange={(page) => table.setPageIndex(page - 1)}
              label={`${many[0]!.toUpperCase()}${many.slice(1)} pages`}
            />
          </div>
        </DashboardResultsBody>
      </CardContent>
    </Card>
  );
}
