import type { CsvValue } from '@/lib/csv';
import { fileDateStamp, formatDateTime } from '@/lib/dates';
import { statusLabel } from '@/lib/pipeline/pipeline-tables';
import { bestTimeLabel } from '@/lib/onboarding/best-times';
import type { OnboardingSubmission } from '../api/onboarding-submission';

/** Spec section 7, "Onboarding CSV export", then the pipeline status after the spec's columns. */
export const SUBMISSION_CSV_HEADER = [
  'Full Name',
  'Email',
  'Phone',
  'Best Time to Contact',
  'Domain Name',
  'Backend Login URL',
  'Backend Username',
  'Backend Password',
  'Created At',
  'Status',
] as const;

export const submissionCsvFilename = (date: Date = new Date()) => `onboarding-submissions-${fileDateStamp(date)}.csv`;

/**
 * The export's rows. `passwords` holds the plaintext of the rows this session could decrypt, by id;
 * every other password cell stays empty (the user agreed to export without them). Passwords are
 * neutralised like every other cell (a leading apostrophe before = + - @ tab or CR): a visitor can seal
 * a formula as a "password", so the file must not run it. The dashboard shows the exact value to copy.
 */
export function submissionCsvRows(
  submissions: ReadonlyArray<OnboardingSubmission>,
  passwords: ReadonlyMap<string, string>,
  timeZone?: string,
): CsvValue[][] {
  return [
    [...SUBMISSION_CSV_HEADER],
    ...submissions.map((s) => [
      s.full_name,
      s.email,
      s.phone,
      bestTimeLabel(s.best_time_to_contact),
      s.domain_name ?? '',
      s.backend_login_url ?? '',
      s.backend_username ?? '',
      passwords.get(s.id) ?? '',
      formatDateTime(s.created_at, timeZone),
      statusLabel('onboarding_submissions', s.status),
    ]),
  ];
}
