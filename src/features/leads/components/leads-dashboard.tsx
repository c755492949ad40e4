import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteLead } from '../api/delete-lead';
import { useLeadStats } from '../api/get-lead-stats';
import { useLeads } from '../api/get-leads';
import type { Lead } from '../api/lead-types';
import { useExportLeads } from '../hooks/use-export-leads';
import { useLeadsUrlState } from '../hooks/use-leads-url-state';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LeadStats } from './lead-stats';
import { LeadsResults } from './leads-results';

export function LeadsDashboard() {
  const url = useLeadsUrlState();
  const filter = { search: url.search, businessType: url.filter };
  const leads = useLeads({ ...filter, page: url.page, pageSize: url.pageSize, sort: url.sort });
  const stats = useLeadStats();
  const { exportLeads, exporting } = useExportLeads();
  const [target, setTarget] = useState<Lead | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const justDeleted = useRef(false);

  const deleteLead = useDeleteLead({
    onSuccess: () => {
      justDeleted.current = true;
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

  // After deletions (here or in another tab) the current page may be past the end: step back to the last one.
  const total = leads.data?.total;
  const pageIsEmpty = leads.data?.rows.length === 0;
  const { page, pageSize, setPage } = url;
  useEffect(() => {
    if (page === 1 || leads.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else if (pageIsEmpty) setPage(page - 1);
  }, [total, pageIsEmpty, page, pageSize, setPage, leads.isPlaceholderData]);

  const refreshing = leads.isRefetching || stats.isRefetching;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Leads Dashboard"
        subtitle="Manage your custom builder form submissions"
        actions={
          <>
            <Button
              variant="outline"
              disabled={leads.isPending || !total || exporting}
              onClick={() => void exportLeads({ ...filter, sort: url.sort })}
            >
              {exporting ? <Spinner /> : <Download aria-hidden="true" />}
              Export CSV
            </Button>
            <Button
              variant="outline"
              disabled={refreshing}
              onClick={() => void Promise.all([leads.refetch(), stats.refetch()])}
            >
              <RefreshCw
                aria-hidden="true"
                className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined}
              />
              Refresh
            </Button>
          </>
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
        onCloseAutoFocus={(event) => {
          // The row (and its delete button) is gone: continue from the table's heading instead.
          if (!justDeleted.current) return;
          justDeleted.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </div>
  );
}
