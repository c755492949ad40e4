import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DashboardActions } from '@/components/dashboard/dashboard-actions';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { useClampPage } from '@/components/dashboard/use-clamp-page';
import { useFocusAfterDelete } from '@/components/dashboard/use-focus-after-delete';
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
import { ExportPasswordsDialog } from './export-passwords-dialog';
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
  const focus = useFocusAfterDelete(headingRef);

  const deletion = useDeleteOnboardingSubmission();
  const confirmDelete = (submission: OnboardingSubmission) =>
    deletion.mutate(submission.id, {
      onSuccess: () => {
        focus.deleted();
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

  useClampPage({
    page: url.page,
    pageSize: url.pageSize,
    total: list.data?.total,
    pageIsEmpty: list.data?.submissions.length === 0,
    isPlaceholderData: list.isPlaceholderData,
    setPage: url.setPage,
  });

  const submissions = list.data?.submissions ?? [];
  const lockedInView = submissions.some((s) => s.backend_password_ciphertext && !keys.canDecrypt(s));
  // With pasted keys: always (to unlock or lock). With this browser's own key: only for rows it cannot open.
  const showLock = keys.browserKey ? lockedInView : true;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Onboarding Dashboard"
        subtitle="Review and manage client onboarding submissions"
        actions={
          <DashboardActions
            onExport={() => void exporter.exportSubmissions(query)}
            exportDisabled={list.isPending}
            exporting={exporter.exporting}
            onRefresh={() => void Promise.all([list.refetch(), stats.refetch()])}
            refreshing={list.isRefetching || stats.isRefetching}
          />
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
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <ExportPasswordsDialog
        readableCount={exporter.readableCount}
        lockedCount={exporter.lockedCount}
        onCancel={exporter.cancelExport}
        onExport={exporter.confirmExport}
      />
      <ExportLockedDialog
        lockedCount={exporter.readableCount === 0 ? exporter.lockedCount : 0}
        onCancel={exporter.cancelExport}
        onConfirm={() => exporter.confirmExport(false)}
      />
    </div>
  );
}
