import type { ReactNode, Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useOnboardingSubmissions } from '../api/get-onboarding-submissions';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import type { useSubmissionsUrlState } from '../hooks/use-submissions-url-state';
import { SubmissionsTable } from './submissions-table';

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
  const { data, isPending, isError, refetch } = result;

  const body = () => {
    if (isPending) return <TableLoading label="Loading submissions..." />;
    if (isError && !data) {
      return (
        <TableMessage
          title="Submissions could not be loaded."
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      );
    }
    if (!data || data.total === 0) {
      return url.isFiltered ? (
        <TableMessage
          title="No submissions match your search."
          description="Try a different name, email or domain."
          action={
            <Button variant="outline" onClick={url.clearFilters}>
              Clear search
            </Button>
          }
        />
      ) : (
        <TableMessage title="No onboarding submissions found yet" description="Submissions from the onboarding form will appear here." />
      );
    }
    return (
      <>
        <SubmissionsTable
          submissions={data.submissions}
          sort={url.sort}
          onSort={url.toggleSort}
          canDecrypt={canDecrypt}
          deletingId={deletingId}
          onDelete={onDelete}
        />
        <DashboardPagination
          page={url.page}
          pageSize={url.pageSize}
          total={data.total}
          onPageChange={url.setPage}
          label="Submissions pages"
        />
      </>
    );
  };

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
          searchPlaceholder="Search name, email or domain"
          search={url.search}
          onSearchChange={url.setSearch}
          pageSize={url.pageSize}
          onPageSizeChange={url.setPageSize}
        />
        {credentials}
        {body()}
      </CardContent>
    </Card>
  );
}
