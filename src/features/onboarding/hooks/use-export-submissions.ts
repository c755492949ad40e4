import { useState } from 'react';
import { toast } from 'sonner';
import { downloadCsv } from '@/lib/csv';
import { logActivity } from '@/lib/pipeline/activity';
import { fetchSubmissionsForExport } from '../api/export-onboarding-submissions';
import type { SubmissionListParams } from '../api/get-onboarding-submissions';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { decryptSubmissionPassword } from '../lib/use-credential-keys';
import { submissionCsvFilename, submissionCsvRows } from '../lib/submission-csv';

/** Plaintext passwords of the rows this session can open, by id; a row that fails to open stays out. */
async function decryptAll(submissions: ReadonlyArray<OnboardingSubmission>, canDecrypt: (s: OnboardingSubmission) => boolean) {
  const passwords = new Map<string, string>();
  await Promise.all(
    submissions.filter(canDecrypt).map(async (s) => {
      const plaintext = await decryptSubmissionPassword(s).catch(() => null);
      if (plaintext !== null) passwords.set(s.id, plaintext);
    }),
  );
  return passwords;
}

/**
 * Export every submission matching the search (not just the visible page). Passwords are decrypted
 * in this browser only when unlocked; if some are locked, the caller asks first (pendingLocked > 0).
 */
export function useExportSubmissions(canDecrypt: (submission: OnboardingSubmission) => boolean) {
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<OnboardingSubmission[] | null>(null);

  const [pendingDetails, setPendingDetails] = useState<Record<string, unknown>>({});

  // Recorded in the activity log before the file is written (no record, no file), as a password export
  // when the file holds any password in plain text.
  async function write(submissions: OnboardingSubmission[], details: Record<string, unknown>) {
    const passwords = await decryptAll(submissions, canDecrypt);
    await logActivity({
      table_name: 'onboarding_submissions',
      action: passwords.size > 0 ? 'passwords_exported' : 'exported',
      details: { ...details, rows: submissions.length, passwords: passwords.size },
    });
    downloadCsv(submissionCsvFilename(), submissionCsvRows(submissions, passwords));
    toast.success('Success', { description: 'Submissions exported successfully.' });
  }

  const start = (submissions: OnboardingSubmission[], details: Record<string, unknown>) => {
    const locked = submissions.some((s) => s.backend_password_ciphertext && !canDecrypt(s));
    if (!locked) return write(submissions, details);
    setPendingDetails(details);
    setPending(submissions);
    return Promise.resolve();
  };

  async function run(work: () => Promise<void>) {
    setExporting(true);
    try {
      await work();
    } catch {
      toast.error('Error', { description: 'Failed to export submissions. Please try again.' });
    } finally {
      setExporting(false);
    }
  }

  const exportSubmissions = (params: Pick<SubmissionListParams, 'search' | 'sort' | 'status' | 'archived'>) =>
    run(async () => {
      const submissions = await fetchSubmissionsForExport(params);
      if (submissions.length === 0) {
        toast.error('No Data', { description: 'No submissions to export' });
        return;
      }
      const { search, status, archived } = params;
      await start(submissions, { scope: 'filters', filters: { search, status, archived } });
    });

  const exportSelected = (submissions: OnboardingSubmission[]) => run(() => start(submissions, { scope: 'selection' }));

  return {
    exportSubmissions,
    exportSelected,
    exporting,
    pendingLocked: pending?.filter((s) => s.backend_password_ciphertext && !canDecrypt(s)).length ?? 0,
    confirmExport: () => {
      const submissions = pending;
      setPending(null);
      if (submissions) void run(() => write(submissions, pendingDetails));
    },
    cancelExport: () => setPending(null),
  };
}
