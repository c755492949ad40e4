import { useState } from 'react';
import { toast } from 'sonner';
import { downloadCsv } from '@/lib/csv';
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

  async function write(submissions: OnboardingSubmission[]) {
    downloadCsv(submissionCsvFilename(), submissionCsvRows(submissions, await decryptAll(submissions, canDecrypt)));
    toast.success('Success', { description: 'Submissions exported successfully.' });
  }

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

  const exportSubmissions = (params: Pick<SubmissionListParams, 'search' | 'sort'>) =>
    run(async () => {
      const submissions = await fetchSubmissionsForExport(params);
      if (submissions.length === 0) {
        toast.error('No Data', { description: 'No submissions to export' });
        return;
      }
      const locked = submissions.some((s) => s.backend_password_ciphertext && !canDecrypt(s));
      if (locked) setPending(submissions);
      else await write(submissions);
    });

  return {
    exportSubmissions,
    exporting,
    pendingLocked: pending?.filter((s) => s.backend_password_ciphertext && !canDecrypt(s)).length ?? 0,
    confirmExport: () => {
      const submissions = pending;
      setPending(null);
      if (submissions) void run(() => write(submissions));
    },
    cancelExport: () => setPending(null),
  };
}
