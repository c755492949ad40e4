import type { Ref } from 'react';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { DashboardToolbar } from '@/components/dashboard/dashboard-toolbar';
import { TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { useLeads } from '../api/get-leads';
import type { Lead } from '../api/lead-types';
import type { useLeadsUrlState } from '../hooks/use-leads-url-state';
import { BusinessTypeFilter } from './business-type-filter';
import { LeadsTable } from './leads-table';

type Props = {
  result: ReturnType<typeof useLeads>;
  url: ReturnType<typeof useLeadsUrlState>;
  deletingId: string | undefined;
  onDelete: (lead: Lead) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The "Recent Leads" card: toolbar, then loading, error, empty, no-match or the table with paging. */
export function LeadsResults({ result, url, deletingId, onDelete, headingRef }: Props) {
  const { data, isPending, isError, isPlaceholderData, refetch } = result;

  const body = () => {
    if (isPending) return <TableLoading label="Loading leads..." />;
    if (isError && !data) {
      return (
        <TableMessage
          title="Leads could not be loaded."
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
          title="No leads match your search."
          description="Try a different search or business type."
          action={
            <Button variant="outline" onClick={url.clearFilters}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <TableMessage title="No leads found yet." description="Form submissions will appear here." />
      );
    }
    return (
      // While the next page or search loads, the previous rows stay (dimmed) instead of a flash of "Loading".
      <div
        aria-busy={isPlaceholderData}
        className={isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}
      >
        <LeadsTable
          leads={data.rows}
          sort={url.sort}
          onSort={url.toggleSort}
          deletingId={deletingId}
          onDelete={onDelete}
        />
        <DashboardPagination
          page={url.page}
          pageSize={url.pageSize}
          total={data.total}
          onPageChange={url.setPage}
          label="Leads pages"
        />
      </div>
    );
  };

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
        {body()}
      </CardContent>
    </Card>
  );
}
