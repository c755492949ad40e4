import type { Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { DashboardResultsBody, resultsStatus, type ResultsText } from '@/components/dashboard/dashboard-results-body';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useInquiries } from '../api/get-inquiries';
import type { Inquiry } from '../api/inquiry-types';
import type { useInquiriesUrlState } from '../hooks/use-inquiries-url-state';
import { InquiriesTable } from './inquiries-table';
import { KindFilter } from './kind-filter';

const TEXT: ResultsText = {
  loading: 'Loading enquiries...',
  loadError: 'Enquiries could not be loaded.',
  noMatch: 'No enquiries match your search.',
  noMatchHint: 'Try a different search or kind.',
  clearLabel: 'Clear filters',
  empty: 'No enquiries yet.',
  emptyHint: 'Demo requests and contact messages will appear here.',
};

type Props = {
  result: ReturnType<typeof useInquiries>;
  url: ReturnType<typeof useInquiriesUrlState>;
  deletingId: string | undefined;
  onDelete: (inquiry: Inquiry) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The "Recent Enquiries" card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function InquiriesResults({ result, url, deletingId, onDelete, headingRef }: Props) {
  const { data, isPlaceholderData, refetch } = result;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          Recent Enquiries
        </h2>
        <CardDescription>Demo requests and contact messages from the site</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel="Search enquiries"
          searchPlaceholder="Search name, email, business, phone or message"
          search={url.search}
          onSearchChange={url.setSearch}
          filter={<KindFilter value={url.filter} onChange={url.setFilter} />}
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
            <InquiriesTable
              inquiries={data?.rows ?? []}
              sort={url.sort}
              onSort={url.toggleSort}
              deletingId={deletingId}
              onDelete={onDelete}
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
