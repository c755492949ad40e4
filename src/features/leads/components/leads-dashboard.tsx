import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DashboardActions } from '@/components/dashboard/dashboard-actions';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { useClampPage } from '@/components/dashboard/use-clamp-page';
import { useFocusAfterDelete } from '@/components/dashboard/use-focus-after-delete';
import { useDeleteLead } from '../api/delete-lead';
import { useLeadStats } from '../api/get-lead-stats';
import { useLeads } from '../api/get-leads';
import type { Lead } from '../api/lead-types';
import { useExportLeads } from '../hooks/use-export-leads';
import { useLeadsUrlState } from '../hooks/use-leads-url-state';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LeadStats } from './lead-stats';
import { LeadsResults } from './leads-results';

/** /leads-admin (spec "Leads Dashboard"), shown inside the staff gate. */
export function LeadsDashboard() {
  const url = useLeadsUrlState();
  const filter = { search: url.search, businessType: url.filter };
  const leads = useLeads({ ...filter, page: url.page, pageSize: url.pageSize, sort: url.sort });
  const stats = useLeadStats();
  const { exportLeads, exporting } = useExportLeads();
  const [target, setTarget] = useState<Lead | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterDelete(headingRef);

  const deleteLead = useDeleteLead({
    onSuccess: () => {
      focus.deleted();
      setTarget(null);
      toast.success('Success', { description: 'Lead deleted successfully.' });
    },
    onError: () => toast.error('Error', { description: 'Failed to delete lead. Please try again.' }),
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

  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Leads Dashboard"
        subtitle="Manage your custom builder form submissions"
        actions={
          <DashboardActions
            onExport={() => void exportLeads({ ...filter, sort: url.sort })}
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
        deletingId={deleteLead.isPending ? deleteLead.variables : undefined}
        onDelete={setTarget}
        headingRef={headingRef}
      />
      <DeleteLeadDialog
        lead={target}
        pending={deleteLead.isPending}
        onOpenChange={(open) => !open && setTarget(null)}
        onConfirm={() => target && deleteLead.mutate(target.id)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
