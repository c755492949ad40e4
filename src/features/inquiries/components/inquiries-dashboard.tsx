import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DashboardActions } from '@/components/dashboard/dashboard-actions';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { useClampPage } from '@/components/dashboard/use-clamp-page';
import { useFocusAfterDelete } from '@/components/dashboard/use-focus-after-delete';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryStats } from '../api/get-inquiry-stats';
import type { Inquiry } from '../api/inquiry-types';
import { useExportInquiries } from '../hooks/use-export-inquiries';
import { useInquiriesUrlState } from '../hooks/use-inquiries-url-state';
import { DeleteInquiryDialog } from './delete-inquiry-dialog';
import { InquiriesResults } from './inquiries-results';
import { InquiryStats } from './inquiry-stats';

/** /inquiries-admin: demo requests and contact messages, shown inside the staff gate. */
export function InquiriesDashboard() {
  const url = useInquiriesUrlState();
  const filter = { search: url.search, kind: url.filter };
  const inquiries = useInquiries({ ...filter, page: url.page, pageSize: url.pageSize, sort: url.sort });
  const stats = useInquiryStats();
  const { exportInquiries, exporting } = useExportInquiries();
  const [target, setTarget] = useState<Inquiry | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterDelete(headingRef);
  const deleteInquiry = useDeleteInquiry({
    onSuccess: () => {
      focus.deleted();
      setTarget(null);
      toast.success('Success', { description: 'Enquiry deleted successfully.' });
    },
    onError: () => toast.error('Error', { description: 'Failed to delete enquiry. Please try again.' }),
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

  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Enquiries Dashboard"
        subtitle="Demo requests and contact messages from visitors"
        actions={
          <DashboardActions
            onExport={() => void exportInquiries({ ...filter, sort: url.sort })}
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
        deletingId={deleteInquiry.isPending ? deleteInquiry.variables : undefined}
        onDelete={setTarget}
        headingRef={headingRef}
      />
      <DeleteInquiryDialog
        inquiry={target}
        pending={deleteInquiry.isPending}
        onOpenChange={(open) => !open && setTarget(null)}
        onConfirm={() => target && deleteInquiry.mutate(target.id)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
