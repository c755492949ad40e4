import { literal } from './sql-literal';

export type OnboardingRow = {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  best_time_to_contact: string | null;
  domain_name: string | null;
  backend_login_url: string | null;
  backend_username: string | null;
  backend_password_ciphertext: string | null;
  backend_password_key_id: string | null;
};

/** A valid submission (pass a real sealed box as ciphertext); override any column to make it invalid. */
export function onboardingRow(overrides: Partial<OnboardingRow> = {}): OnboardingRow {
  return {
    id: crypto.randomUUID(),
    full_name: 'Maria Lopez',
    email: 'maria@bellavista.example.com',
    phone: '(555) 010-2030',
    best_time_to_contact: 'morning',
    domain_name: 'bellavista.example.com',
    backend_login_url: 'https://bellavista.example.com/wp-admin',
    backend_username: 'localboost',
    backend_password_ciphertext: null,
    backend_password_key_id: null,
    ...overrides,
  };
}

/** The insert a visitor's submit performs (all client columns, created_at left to the server). */
export function insertOnboardingSql(row: OnboardingRow, suffix = ''): string {
  const columns = Object.keys(row) as (keyof OnboardingRow)[];
  const values = columns.map((c) => literal(row[c]));
  return `insert into public.onboarding_submissions (${columns.join(', ')}) values (${values.join(', ')})${suffix}`;
}
