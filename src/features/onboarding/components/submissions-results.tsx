import type { ReactNode, Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { DashboardResultsBody, resultsStatus, type ResultsText } from '@/components/dashboard/dashboard-results-body';
import { BulkActionsBar } from '@/components/dashboard/bulk-actions-bar';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { PipelineFilters } from '@/components/dashboard/pipeline-filters';
import type { usePipelineDashboard } from '@/components/dashboard/use-pipeline-dashboard';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useOnboardingSubmissions } from '../api/get-onboarding-submissions';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import type { useSubmissionsUrlState } from '../hooks/use-submissions-url-state';
import { SubmissionsTable } from './submissions-table';

const TEXT: ResultsText = {
  loading: 'Loading submissions...',
  loadError: 'Submissions could not be loaded.',
  noMatch: 'No submissions match your search.',
  noMatchHint: 'Try a different name, email, domain or status.',
  clearLabel: 'Clear search',
  empty: 'No onboarding submissions found yet',
  emptyHint: 'Submissions from the onboarding form will appear here.',
};

type Props = {
  result: ReturnType<typeof useOnboardingSubmissions>;
  url: ReturnType<typeof useSubmissionsUrlState>;
  canDecrypt: (submission: OnboardingSubmission) => boolean;
  pipeline: ReturnType<typeof usePipelineDashboard>;
  onExportSelected: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The password lock bar, shown above the table. */
  credentials?: ReactNode;
};

/** The submissions card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function SubmissionsResults({ result, url, canDecrypt, pipeline, onExportSelected, headingRef, credentials }: Props) {
  const { data } = result;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          {url.archived ? 'Archived Submissions' : 'Onboarding Submissions'}
        </h2>
        <CardDescription>All submissions from the client onboarding form</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel="Search submissions"
          searchPlaceholder="Name, email or domain"
          search={url.search}
          onSearchChange={url.setSearch}
          filter={
            <PipelineFilters
              statuses={PIPELINE_LISTS.onboarding_submissions.statuses}
              status={url.status}
              onStatusChange={url.setStatus}
              archived={url.archived}
              onArchivedChange={url.setArchived}
            />
          }
          pageSize={url.pageSize}
          onPageSizeChange={url.setPageSize}
        />
        {credentials}
        <DashboardResultsBody
          status={resultsStatus(result)}
          isFiltered={url.isFiltered}
          onRetry={() => void result.refetch()}
          onClearFilters={url.clearFilters}
          text={TEXT}
        >
          <BulkActionsBar {...pipeline.bulk} onExport={onExportSelected} />
          <SubmissionsTable
            submissions={data?.submissions ?? []}
            sort={url.sort}
            onSort={url.toggleSort}
            canDecrypt={canDecrypt}
            controls={pipeline.controls}
            selection={pipeline.selection}
          />
          <DashboardPagination
            page={url.page}
            pageSize={url.pageSize}
            total={data?.total ?? 0}
            onPageChange={url.setPage}
            label="Submissions pages"
          />
        </DashboardResultsBody>
      </CardContent>
    </Card>
  );
}
