import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useScreenShown } from '@/components/auth/staff-gate';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { RefreshButton } from '@/components/dashboard/refresh-button';
import { DashboardPagination } from '@/components/dashboard/dashboard-pagination';
import { Spinner } from '@/components/ui/spinner';
import { useOutbox } from '../api/get-outbox';
import { EmailPreview } from './email-preview';
import { OutboxTable } from './outbox-table';
import { useRenderedEmails } from './rendered-outbox-email';

const PAGE_SIZE = 20;

/** /mailbox: every email the site has queued, and each one exactly as it is (or would be) sent. */
export function MailboxDashboard() {
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string>();
  const outbox = useOutbox({ page, pageSize: PAGE_SIZE });
  const rows = useRenderedEmails(outbox.data?.rows);
  const selected = rows.find((r) => r.email.id === selectedId) ?? rows[0];
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const shown = useScreenShown();
  useEffect(() => {
    if (outbox.isError && shown)
      toast.error('Error', { id: 'mailbox-load-error', description: 'Failed to load the mailbox. Please try again.' });
  }, [outbox.isError, shown, outbox.errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Mailbox"
        subtitle="Every email the site sends: visitors' toolkits and notifications to your team"
        actions={
          <RefreshButton refreshing={outbox.isRefetching} onRefresh={() => void outbox.refetch()} />
        }
      />
      <section aria-label="Outbox" aria-busy={outbox.isPending} className="flex flex-col gap-4">
        {outbox.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Loading emails...
          </p>
        ) : outbox.isError ? (
          <p>The mailbox could not be loaded.</p>
        ) : rows.length === 0 ? (
          <p>No emails yet. Complete the Custom Tool Builder and its emails appear here.</p>
        ) : (
          <>
            <OutboxTable
              rows={rows}
              selectedId={selected?.email.id}
              onSelect={(id) => {
                setSelectedId(id);
                // The preview stays mounted while another email is chosen: take the reader to it.
                previewHeading.current?.focus();
              }}
            />
            <DashboardPagination
              page={page}
              pageSize={PAGE_SIZE}
              total={outbox.data?.total ?? 0}
              onPageChange={setPage}
              label="Mailbox pages"
            />
          </>
        )}
      </section>
      {selected ? <EmailPreview row={selected} headingRef={previewHeading} /> : null}
    </div>
  );
}
