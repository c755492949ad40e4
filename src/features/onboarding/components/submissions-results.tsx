import type { ReactNode, Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { DashboardResultsBody, resultsStatus, type ResultsText } from '@/components/dashboard/dashboard-results-body';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useOnboardingSubmissions } from '../api/get-onboarding-submissions';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import type { useSubmissionsUrlState } from '../hooks/use-submissions-url-state';
import { SubmissionsTable } from './submissions-table';

const TEXT: ResultsText = {
  loading: 'Loading submissions...',
  loadError: 'Submissions could not be loaded.',
  noMatch: 'No submissions match your search.',
  noMatchHint: 'Try a different name, email or domain.',
  clearLabel: 'Clear search',
  empty: 'No onboarding submissions found yet',
  emptyHint: 'Submissions from the onboarding form will appear here.',
};

type Props = {
  result: ReturnType<typeof useOnboardingSubmissions>;
  url: ReturnType<typeof useSubmissionsUrlState>;
  canDecrypt: (submission: OnboardingSubmission) => boolean;
  deletingId: string | undefined;
  onDelete: (submission: OnboardingSubmission) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The password lock bar, shown above the table. */
  credentials?: ReactNode;
};

/** The submissions card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function SubmissionsResults({ result, url, canDecrypt, deletingId, onDelete, headingRef, credentials }: Props) {
  const { data } = result;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          Onboarding Submissions
        </h2>
        <CardDescription>All submissions from the client onboarding form</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel="Search submissions"
          searchPlaceholder="Name, email or domain"
          search={url.search}
          onSearchChange={url.setSearch}
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
          <SubmissionsTable
            submissions={data?.submissions ?? []}
            sort={url.sort}
            onSort={url.toggleSort}
            canDecrypt={canDecrypt}
            deletingId={deletingId}
            onDelete={onDelete}
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
