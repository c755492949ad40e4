import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DataError } from '@/lib/data-error';
import { useDeleteOnboardingSubmission } from '../api/delete-onboarding-submission';
import { useOnboardingStats } from '../api/get-onboarding-stats';
import { useOnboardingSubmissions } from '../api/get-onboarding-submissions';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { useExportSubmissions } from '../hooks/use-export-submissions';
import { useSubmissionsUrlState } from '../hooks/use-submissions-url-state';
import { useCredentialKeys } from '../lib/use-credential-keys';
import { CredentialsLock } from './credentials-lock';
import { DeleteSubmissionDialog } from './delete-submission-dialog';
import { ExportLockedDialog } from './export-locked-dialog';
import { OnboardingStats } from './onboarding-stats';
import { SubmissionsResults } from './submissions-results';

/** /onboarding-admin (spec "Onboarding dashboard"), shown inside the staff gate. */
export function OnboardingDashboard() {
  const url = useSubmissionsUrlState();
  const query = { search: url.search, sort: url.sort };
  const list = useOnboardingSubmissions({ ...query, page: url.page, pageSize: url.pageSize });
  const stats = useOnboardingStats();
  const keys = useCredentialKeys();
  const exporter = useExportSubmissions(keys.canDecrypt);
  const [target, setTarget] = useState<OnboardingSubmission | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const justDeleted = useRef(false);

  const deletion = useDeleteOnboardingSubmission();
  const confirmDelete = (submission: OnboardingSubmission) =>
    deletion.mutate(submission.id, {
      onSuccess: () => {
        justDeleted.current = true;
        setTarget(null);
        toast.success('Success', { description: 'Submission deleted successfully.' });
      },
      onError: () => toast.error('Error', { description: 'Failed to delete submission' }),
    });

  const loadError = list.error ?? stats.error;
  useEffect(() => {
    if (!loadError) return;
    const description =
      loadError instanceof DataError ? 'Failed to fetch onboarding submissions' : 'An unexpected error occurred.';
    toast.error('Error', { id: 'onboarding-load-error', description });
  }, [loadError, list.errorUpdatedAt, stats.errorUpdatedAt]);

  // After deletions (here or in another tab) the current page may be past the end: step back to the last one.
  const total = list.data?.total;
  const pageIsEmpty = list.data?.submissions.length === 0;
  const { page, pageSize, setPage } = url;
  useEffect(() => {
    if (page === 1 || list.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else if (pageIsEmpty) setPage(page - 1);
  }, [total, pageIsEmpty, page, pageSize, setPage, list.isPlaceholderData]);

  const submissions = list.data?.submissions ?? [];
  const lockedInView = submissions.some((s) => s.backend_password_ciphertext && !keys.canDecrypt(s));
  // With pasted keys: always (to unlock or lock). With this browser's own key: only for rows it cannot open.
  const showLock = keys.browserKey ? lockedInView : true;
  const refreshing = list.isRefetching || stats.isRefetching;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Onboarding Dashboard"
        subtitle="Review and manage client onboarding submissions"
        actions={
          <>
            <Button
              variant="outline"
              disabled={list.isPending || exporter.exporting}
              onClick={() => void exporter.exportSubmissions(query)}
            >
              {exporter.exporting ? <Spinner /> : <Download aria-hidden="true" />}
              Export CSV
            </Button>
            <Button variant="outline" disabled={refreshing} onClick={() => void Promise.all([list.refetch(), stats.refetch()])}>
              <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
              Refresh
            </Button>
          </>
        }
      />
      <OnboardingStats data={stats.data} />
      <SubmissionsResults
        result={list}
        url={url}
        canDecrypt={keys.canDecrypt}
        deletingId={deletion.isPending ? deletion.variables : undefined}
        onDelete={setTarget}
        headingRef={headingRef}
        credentials={
          showLock ? (
            <CredentialsLock
              unlocked={keys.unlocked && !lockedInView}
              onUnlock={(privateKey) => keys.unlock(privateKey, submissions)}
              onLock={keys.lock}
            />
          ) : null
        }
      />
      <DeleteSubmissionDialog
        submission={target}
        pending={deletion.isPending}
        onOpenChange={(open) => !open && setTarget(null)}
        onConfirm={() => target && confirmDelete(target)}
        onCloseAutoFocus={(event) => {
          // The row (and its delete button) is gone: continue from the table's heading instead.
          if (!justDeleted.current) return;
          justDeleted.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
      <ExportLockedDialog
        lockedCount={exporter.pendingLocked}
        onCancel={exporter.cancelExport}
        onConfirm={exporter.confirmExport}
      />
    </div>
  );
}
