import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { DashboardActions } from '@/components/dashboard/dashboard-actions';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { RowDetailsDialog } from '@/components/dashboard/row-details-dialog';
import { useClampPage } from '@/components/dashboard/use-clamp-page';
import { useFocusAfterDelete } from '@/components/dashboard/use-focus-after-delete';
import { usePipelineDashboard } from '@/components/dashboard/use-pipeline-dashboard';
import { INQUIRIES_QUERY_KEY, useInquiries } from '../api/get-inquiries';
import { INQUIRY_STATS_QUERY_KEY, useInquiryStats } from '../api/get-inquiry-stats';
import { useExportInquiries } from '../hooks/use-export-inquiries';
import { useInquiriesUrlState } from '../hooks/use-inquiries-url-state';
import { DeleteInquiryDialog } from './delete-inquiry-dialog';
import { InquiriesResults } from './inquiries-results';
import { InquiryStats } from './inquiry-stats';

const INVALIDATE = [INQUIRIES_QUERY_KEY, INQUIRY_STATS_QUERY_KEY];
/** Worded as the spec words the lead's (section 8). */
const ENQUIRY_DELETE_WORDS = { deleted: 'Enquiry deleted successfully.', failed: 'Failed to delete enquiry. Please try again.' };

/** /inquiries-admin: demo requests and contact messages, shown inside the staff gate. */
export function InquiriesDashboard() {
  const url = useInquiriesUrlState();
  const filter = { search: url.search, kind: url.filter, status: url.status, archived: url.archived };
  const inquiries = useInquiries({ ...filter, page: url.page, pageSize: url.pageSize, sort: url.sort });
  const stats = useInquiryStats();
  const { exportInquiries, exportSelected, exporting } = useExportInquiries();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterDelete(headingRef);
  const rows = useMemo(() => inquiries.data?.rows ?? [], [inquiries.data]);
  const pageIds = useMemo(() => rows.map((inquiry) => inquiry.id), [rows]);
  const pipeline = usePipelineDashboard({
    table: 'visitor_inquiries',
    noun: ['enquiry', 'enquiries'],
    deleteWords: ENQUIRY_DELETE_WORDS,
    invalidate: INVALIDATE,
    pageIds,
    archivedView: url.archived,
  });

  useEffect(() => {
    if (inquiries.isError)
      toast.error('Error', { id: 'inquiries-load-error', description: 'Failed to load enquiries. Please try again.' });
  }, [inquiries.isError, inquiries.errorUpdatedAt]);

  useClampPage({
    page: url.page,
    pageSize: url.pageSize,
    total: inquiries.data?.total,
    pageIsEmpty: inquiries.data?.rows.length === 0,
    isPlaceholderData: inquiries.isPlaceholderData,
    setPage: url.setPage,
  });

  const { confirmDelete } = pipeline;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Enquiries Dashboard"
        subtitle="Demo requests and contact messages from visitors"
        actions={
          <DashboardActions
            onExport={() => void exportInquiries({ ...filter, sort: url.sort })}
            exportCount={inquiries.data?.total}
            exportDisabled={inquiries.isPending || !inquiries.data?.total}
            exporting={exporting}
            onRefresh={() => void Promise.all([inquiries.refetch(), stats.refetch()])}
            refreshing={inquiries.isRefetching || stats.isRefetching}
          />
        }
      />
      <InquiryStats data={stats.data} />
      <InquiriesResults
        result={inquiries}
        url={url}
        pipeline={pipeline}
        onExportSelected={() => void exportSelected(rows.filter((inquiry) => pipeline.selection.isSelected(inquiry.id)))}
        headingRef={headingRef}
      />
      <RowDetailsDialog table="visitor_inquiries" target={pipeline.details} onClose={pipeline.closeDetails} />
      <DeleteInquiryDialog
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
