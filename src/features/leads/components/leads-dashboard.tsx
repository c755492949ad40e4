import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { DashboardActions } from '@/components/dashboard/dashboard-actions';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { RowDetailsDialog } from '@/components/dashboard/row-details-dialog';
import { useClampPage } from '@/components/dashboard/use-clamp-page';
import { useFocusAfterDelete } from '@/components/dashboard/use-focus-after-delete';
import { usePipelineDashboard } from '@/components/dashboard/use-pipeline-dashboard';
import { LEAD_STATS_QUERY_KEY, useLeadStats } from '../api/get-lead-stats';
import { LEADS_QUERY_KEY, useLeads } from '../api/get-leads';
import { useExportLeads } from '../hooks/use-export-leads';
import { useLeadsUrlState } from '../hooks/use-leads-url-state';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LeadStats } from './lead-stats';
import { LeadsResults } from './leads-results';

const INVALIDATE = [LEADS_QUERY_KEY, LEAD_STATS_QUERY_KEY];
/** The spec's words (section 8). */
const LEAD_DELETE_WORDS = { deleted: 'Lead deleted successfully.', failed: 'Failed to delete lead. Please try again.' };

/** /leads-admin (spec "Leads Dashboard"), shown inside the staff gate. */
export function LeadsDashboard() {
  const url = useLeadsUrlState();
  const filter = { search: url.search, businessType: url.filter, status: url.status, archived: url.archived };
  const leads = useLeads({ ...filter, page: url.page, pageSize: url.pageSize, sort: url.sort });
  const stats = useLeadStats();
  const { exportLeads, exportSelected, exporting } = useExportLeads();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterDelete(headingRef);
  const rows = useMemo(() => leads.data?.rows ?? [], [leads.data]);
  const pageIds = useMemo(() => rows.map((lead) => lead.id), [rows]);
  const pipeline = usePipelineDashboard({
    table: 'custom_builder_leads',
    noun: 'lead',
    deleteWords: LEAD_DELETE_WORDS,
    invalidate: INVALIDATE,
    pageIds,
    archivedView: url.archived,
  });

  useEffect(() => {
    if (leads.isError)
      toast.error('Error', {
        id: 'leads-load-error',
        description: 'Failed to load leads. Please try again.',
      });
  }, [leads.isError, leads.errorUpdatedAt]);

  useClampPage({
    page: url.page,
    pageSize: url.pageSize,
    total: leads.data?.total,
    pageIsEmpty: leads.data?.rows.length === 0,
    isPlaceholderData: leads.isPlaceholderData,
    setPage: url.setPage,
  });

  const { confirmDelete } = pipeline;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Leads Dashboard"
        subtitle="Manage your custom builder form submissions"
        actions={
          <DashboardActions
            onExport={() => void exportLeads({ ...filter, sort: url.sort })}
            exportCount={leads.data?.total}
            exportDisabled={leads.isPending || !leads.data?.total}
            exporting={exporting}
            onRefresh={() => void Promise.all([leads.refetch(), stats.refetch()])}
            refreshing={leads.isRefetching || stats.isRefetching}
          />
        }
      />
      <LeadStats data={stats.data} />
      <LeadsResults
        result={leads}
        url={url}
        pipeline={pipeline}
        onExportSelected={() => void exportSelected(rows.filter((lead) => pipeline.selection.isSelected(lead.id)))}
        headingRef={headingRef}
      />
      <RowDetailsDialog table="custom_builder_leads" target={pipeline.details} onClose={pipeline.closeDetails} />
      <DeleteLeadDialog
        name={confirmDelete.target?.name ?? null}
        pending={confirmDelete.pending}
        onOpenChange={(open) => !open && confirmDelete.close()}
        onConfirm={() => {
          focus.deleted();
          confirmDelete.confirm();
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
