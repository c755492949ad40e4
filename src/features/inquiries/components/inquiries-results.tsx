import type { Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { DashboardResultsBody, resultsStatus, type ResultsText } from '@/components/dashboard/dashboard-results-body';
import { BulkActionsBar } from '@/components/dashboard/bulk-actions-bar';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { PipelineFilters } from '@/components/dashboard/pipeline-filters';
import type { usePipelineDashboard } from '@/components/dashboard/use-pipeline-dashboard';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import type { useInquiries } from '../api/get-inquiries';
import type { useInquiriesUrlState } from '../hooks/use-inquiries-url-state';
import { InquiriesTable } from './inquiries-table';
import { KindFilter } from './kind-filter';

const TEXT: ResultsText = {
  loading: 'Loading enquiries...',
  loadError: 'Enquiries could not be loaded.',
  noMatch: 'No enquiries match your search.',
  noMatchHint: 'Try a different search, kind or status.',
  clearLabel: 'Clear filters',
  empty: 'No enquiries yet.',
  emptyHint: 'Demo requests and contact messages will appear here.',
};

type Props = {
  result: ReturnType<typeof useInquiries>;
  url: ReturnType<typeof useInquiriesUrlState>;
  pipeline: ReturnType<typeof usePipelineDashboard>;
  onExportSelected: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The "Recent Enquiries" card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function InquiriesResults({ result, url, pipeline, onExportSelected, headingRef }: Props) {
  const { data, isPlaceholderData, refetch } = result;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          {url.archived ? 'Archived Enquiries' : 'Recent Enquiries'}
        </h2>
        <CardDescription>Demo requests and contact messages from the site</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel="Search enquiries"
          searchPlaceholder="Search name, email, business, phone or message"
          search={url.search}
          onSearchChange={url.setSearch}
          filter={
            <>
              <KindFilter value={url.filter} onChange={url.setFilter} />
              <PipelineFilters
                statuses={PIPELINE_LISTS.visitor_inquiries.statuses}
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
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
            <BulkActionsBar {...pipeline.bulk} onExport={onExportSelected} />
            <InquiriesTable
              inquiries={data?.rows ?? []}
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
              label="Enquiries pages"
            />
          </div>
        </DashboardResultsBody>
      </CardContent>
    </Card>
  );
}
