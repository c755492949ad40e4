import type { Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import {
  DashboardResultsBody,
  resultsStatus,
  type ResultsText,
} from '@/components/dashboard/dashboard-results-body';
import { BulkActionsBar } from '@/components/dashboard/bulk-actions-bar';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { PipelineFilters } from '@/components/dashboard/pipeline-filters';
import type { usePipelineDashboard } from '@/components/dashboard/use-pipeline-dashboard';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useLeads } from '../api/get-leads';
import type { useLeadsUrlState } from '../hooks/use-leads-url-state';
import { BusinessTypeFilter } from './business-type-filter';
import { LeadsTable } from './leads-table';

const TEXT: ResultsText = {
  loading: 'Loading leads...',
  loadError: 'Leads could not be loaded.',
  noMatch: 'No leads match your search.',
  noMatchHint: 'Try a different search, business type or status.',
  clearLabel: 'Clear filters',
  empty: 'No leads found yet.',
  emptyHint: 'Form submissions will appear here.',
};

type Props = {
  result: ReturnType<typeof useLeads>;
  url: ReturnType<typeof useLeadsUrlState>;
  pipeline: ReturnType<typeof usePipelineDashboard>;
  onExportSelected: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The "Recent Leads" card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function LeadsResults({ result, url, pipeline, onExportSelected, headingRef }: Props) {
  const { data, isPlaceholderData, refetch } = result;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          {url.archived ? 'Archived Leads' : 'Recent Leads'}
        </h2>
        <CardDescription>All form submissions from the custom builder</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel="Search leads"
          searchPlaceholder="Search business, email or website"
          search={url.search}
          onSearchChange={url.setSearch}
          filter={
            <>
              <BusinessTypeFilter value={url.filter} onChange={url.setFilter} />
              <PipelineFilters
                statuses={PIPELINE_LISTS.custom_builder_leads.statuses}
                status={url.status}
                onStatusChange={url.setStatus}
                archived={url.archived}
                onArchivedChange={url.setArchived}
              />
            </>
          }
          pageSize={url.pageSize}
          onPageSizeChange={url.setPageSize}
        />
        <DashboardResultsBody
          status={resultsStatus(result)}
          isFiltered={url.isFiltered}
          onRetry={() => void refetch()}
          onClearFilters={url.clearFilters}
          text={TEXT}
        >
          {/* While the next page or search loads, the previous rows stay (dimmed) instead of a flash of "Loading". */}
          <div
            aria-busy={isPlaceholderData}
            className={isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}
          >
            <BulkActionsBar {...pipeline.bulk} onExport={onExportSelected} />
            <LeadsTable
              leads={data?.rows ?? []}
              sort={url.sort}
              onSort={url.toggleSort}
              controls={pipeline.controls}
              selection={pipeline.selection}
            />
            <DashboardPagination
              page={url.page}
              pageSize={url.pageSize}
              total={data?.total ?? 0}
              onPageChange={url.setPage}
              label="Leads pages"
            />
          </div>
        </DashboardResultsBody>
      </CardContent>
    </Card>
  );
}
