import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { DashboardActions } from '@/components/dashboard/dashboard-actions';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { RowDetailsDialog } from '@/components/dashboard/row-details-dialog';
import { useClampPage } from '@/components/dashboard/use-clamp-page';
import { useFocusAfterDelete } from '@/components/dashboard/use-focus-after-delete';
import { usePipelineDashboard } from '@/components/dashboard/use-pipeline-dashboard';
import { DataError } from '@/lib/data-error';
import { useOnboardingStats } from '../api/get-onboarding-stats';
import { useOnboardingSubmissions } from '../api/get-onboarding-submissions';
import { onboardingKeys } from '../api/onboarding-submission';
import { useExportSubmissions } from '../hooks/use-export-submissions';
import { useSubmissionsUrlState } from '../hooks/use-submissions-url-state';
import { useCredentialKeys } from '../lib/use-credential-keys';
import { CredentialsLock } from './credentials-lock';
import { DeleteSubmissionDialog } from './delete-submission-dialog';
import { ExportLockedDialog } from './export-locked-dialog';
import { ExportPasswordsDialog } from './export-passwords-dialog';
import { OnboardingStats } from './onboarding-stats';
import { SubmissionsResults } from './submissions-results';

const INVALIDATE = [onboardingKeys.all];
/** The spec's words (section 8). */
const SUBMISSION_DELETE_WORDS = { deleted: 'Submission deleted successfully.', failed: 'Failed to delete submission' };

/** /onboarding-admin (spec "Onboarding dashboard"), shown inside the staff gate. */
export function OnboardingDashboard() {
  const url = useSubmissionsUrlState();
  const query = { search: url.search, sort: url.sort, status: url.status, archived: url.archived };
  const list = useOnboardingSubmissions({ ...query, page: url.page, pageSize: url.pageSize });
  const stats = useOnboardingStats();
  const keys = useCredentialKeys();
  const exporter = useExportSubmissions(keys.canDecrypt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterDelete(headingRef);
  const submissions = useMemo(() => list.data?.submissions ?? [], [list.data]);
  const pageIds = useMemo(() => submissions.map((s) => s.id), [submissions]);
  const pipeline = usePipelineDashboard({
    table: 'onboarding_submissions',
    noun: 'submission',
    deleteWords: SUBMISSION_DELETE_WORDS,
    invalidate: INVALIDATE,
    pageIds,
    archivedView: url.archived,
  });
  const { confirmDelete } = pipeline;

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
            exportCount={list.data?.total}
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
        pipeline={pipeline}
        onExportSelected={() =>
          void exporter.exportSelected(submissions.filter((s) => pipeline.selection.isSelected(s.id)))
        }
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
      <RowDetailsDialog table="onboarding_submissions" target={pipeline.details} onClose={pipeline.closeDetails} />
      <DeleteSubmissionDialog
        name={confirmDelete.target?.name ?? null}
        pending={confirmDelete.pending}
        onOpenChange={(open) => !open && confirmDelete.close()}
        onConfirm={() => {
          focus.deleted();
          confirmDelete.confirm();
        }}
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
