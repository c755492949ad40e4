import { useState } from 'react';
import { toast } from 'sonner';
import { downloadCsv } from '@/lib/csv';
import { logActivity } from '@/lib/pipeline/activity';
import { fetchAllRecords } from '@/lib/pipeline/record-kind';
import { ONBOARDING_RECORDS, type SubmissionsQuery } from '../api/onboarding-records';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { decryptSubmissionPassword } from '../lib/use-credential-keys';
import { submissionCsvFilename, submissionCsvRows } from '../lib/submission-csv';

type CanDecrypt = (submission: OnboardingSubmission) => boolean;
/** What the activity log records about an export: which rows (filters or a selection). */
type ExportDetails = Record<string, unknown>;

/** Plaintext passwords of the rows this session can open, by id; a damaged row stays out (and is counted). */
async function decryptAll(submissions: ReadonlyArray<OnboardingSubmission>, canDecrypt: CanDecrypt) {
  const passwords = new Map<string, string>();
  let damaged = 0;
  await Promise.all(
    submissions.filter((s) => s.backend_password_ciphertext && canDecrypt(s)).map(async (s) => {
      const plaintext = await decryptSubmissionPassword(s).catch(() => null);
      if (plaintext === null) damaged += 1;
      else passwords.set(s.id, plaintext);
    }),
  );
  return { passwords, damaged };
}

/**
 * Export every submission matching the search (not just the visible page). Passwords are decrypted in
 * this browser, and only after staff confirm (readableCount > 0 opens the question); when some are
 * locked and none readable, the caller asks whether to export without them (lockedCount > 0).
 */
export function useExportSubmissions(canDecrypt: CanDecrypt) {
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<{ submissions: OnboardingSubmission[]; details: ExportDetails } | null>(null);

  // Recorded in the activity log before the file is written (no record, no file), as a password export
  // when the file holds any password in plain text.
  async function write(submissions: OnboardingSubmission[], withPasswords: boolean, details: ExportDetails) {
    const { passwords, damaged } = withPasswords
      ? await decryptAll(submissions, canDecrypt)
      : { passwords: new Map<string, string>(), damaged: 0 };
    await logActivity({
      table_name: 'onboarding_submissions',
      action: passwords.size > 0 ? 'passwords_exported' : 'exported',
      details: { ...details, rows: submissions.length, passwords: passwords.size },
    });
    downloadCsv(submissionCsvFilename(), submissionCsvRows(submissions, passwords));
    toast.success('Success', { description: 'Submissions exported successfully.' });
    if (damaged > 0) {
      toast.error('Damaged passwords', {
        description: `${damaged === 1 ? '1 password' : `${damaged} passwords`} could not be opened and ${damaged === 1 ? 'was' : 'were'} left empty.`,
      });
    }
  }

  const start = (submissions: OnboardingSubmission[], details: ExportDetails) => {
    if (submissions.some((s) => s.backend_password_ciphertext)) {
      setPending({ submissions, details });
      return Promise.resolve();
    }
    return write(submissions, false, details);
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

  const exportSubmissions = (params: SubmissionsQuery) =>
    run(async () => {
      const submissions = await fetchAllRecords(ONBOARDING_RECORDS, params);
      if (submissions.length === 0) {
        toast.error('No Data', { description: 'No submissions to export' });
        return;
      }
      const { search, status, archived } = params;
      await start(submissions, { scope: 'filters', filters: { search, status, archived } });
    });

  const exportSelected = (submissions: OnboardingSubmission[]) => run(() => start(submissions, { scope: 'selection' }));

  const withPassword = pending?.submissions.filter((s) => s.backend_password_ciphertext) ?? [];
  return {
    exportSubmissions,
    exportSelected,
    exporting,
    readableCount: withPassword.filter(canDecrypt).length,
    lockedCount: withPassword.filter((s) => !canDecrypt(s)).length,
    confirmExport: (withPasswords: boolean) => {
      const job = pending;
      setPending(null);
      if (job) void run(() => write(job.submissions, withPasswords, job.details));
    },
    cancelExport: () => setPending(null),
  };
}
