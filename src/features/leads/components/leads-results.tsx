import type { Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import {
  DashboardResultsBody,
  resultsStatus,
  type ResultsText,
} from '@/components/dashboard/dashboard-results-body';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useLeads } from '../api/get-leads';
import type { Lead } from '../api/lead-types';
import type { useLeadsUrlState } from '../hooks/use-leads-url-state';
import { BusinessTypeFilter } from './business-type-filter';
import { LeadsTable } from './leads-table';

const TEXT: ResultsText = {
  loading: 'Loading leads...',
  loadError: 'Leads could not be loaded.',
  noMatch: 'No leads match your search.',
  noMatchHint: 'Try a different search or business type.',
  clearLabel: 'Clear filters',
  empty: 'No leads found yet.',
  emptyHint: 'Form submissions will appear here.',
};

type Props = {
  result: ReturnType<typeof useLeads>;
  url: ReturnType<typeof useLeadsUrlState>;
  deletingId: string | undefined;
  onDelete: (lead: Lead) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The "Recent Leads" card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function LeadsResults({ result, url, deletingId, onDelete, headingRef }: Props) {
  const { data, isPlaceholderData, refetch } = result;
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-tight">
          Recent Leads
        </h2>
        <CardDescription>All form submissions from the custom builder</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DashboardToolbar
          searchLabel="Search leads"
          searchPlaceholder="Search business, email or website"
          search={url.search}
          onSearchChange={url.setSearch}
          filter={<BusinessTypeFilter value={url.filter} onChange={url.setFilter} />}
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
            <LeadsTable
              leads={data?.rows ?? []}
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
              label="Leads pages"
            />
          </div>
        </DashboardResultsBody>
      </CardContent>
    </Card>
  );
}
