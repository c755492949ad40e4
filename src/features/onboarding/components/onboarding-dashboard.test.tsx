import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { clearKeyRing } from '@/lib/crypto/key-ring';
import { generateKeyPair, sealCredential } from '@/lib/crypto/sealed-box';
import { downloadCsv } from '@/lib/csv';
import { SIMULATE_OUTAGE_KEY } from '../../../../local-backend/in-process/outage';
import { findOpenDialog } from '@/testing/dialogs';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { fillField } from '@/testing/fill-field';
import { renderRoute } from '@/testing/render-route';
import { startLocalSupabase } from '@/testing/local-supabase';
import { createSubmission } from '../testing/submission-factory';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { OnboardingDashboard } from './onboarding-dashboard';

// The owner column and the clock read the staff list and the thresholds once; no request leaves the test.
vi.mock('@/lib/pipeline/staff-directory', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const staff = [{ user_id: 'staff-1', email: 'ann@agency.example', active: true }];
  return {
    useStaffDirectory: () => useQuery({ queryKey: ['staff-directory'], queryFn: () => Promise.resolve(staff) }),
    useSpeedToLeadSettings: () => useQuery({ queryKey: ['speed-to-lead-settings'], queryFn: () => Promise.resolve({ amber_minutes: 5, red_minutes: 30 }) }),
  };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/csv')>()), downloadCsv: vi.fn() }));

// The dashboard on the real migrations (PGlite through supabase-js and the local PostgREST).
let local: Awaited<ReturnType<typeof startLocalSupabase>>;
let agency: Awaited<ReturnType<typeof generateKeyPair>>;

beforeAll(async () => {
  agency = await generateKeyPair();
  local = await startLocalSupabase();
});
afterAll(() => local.stop());
beforeEach(async () => {
  vi.clearAllMocks();
  localStorage.clear();
  await local.db.exec('delete from public.onboarding_submissions');
});
afterEach(() => {
  cleanup(); // unmount first: clearing the ring would otherwise re-render the screen outside act
  clearKeyRing();
  vi.unstubAllEnvs();
});

async function seed(overrides: Partial<OnboardingSubmission> & { password?: string; publicKey?: string } = {}) {
  const { password, publicKey = agency.publicKey, ...columns } = overrides;
  const sealed = password ? await sealCredential(password, publicKey) : null;
  const row = createSubmission({
    backend_password_ciphertext: sealed?.ciphertext ?? null,
    backend_password_key_id: sealed?.keyId ?? null,
    ...columns,
  });
  // Every column the row has but the generated one, which only the database writes.
  const stored = Object.keys(row).filter((column) => column !== 'awaiting_first_touch').join(', ');
  await local.db.query(
    `insert into public.onboarding_submissions (${stored}) select ${stored} from json_populate_record(null::public.onboarding_submissions, $1)`,
    [JSON.stringify(row)],
  );
  return row;
}

const renderDashboard = (url = '/onboarding-admin') => renderRoute(<OnboardingDashboard />, { path: '/onboarding-admin', url });
// delay: null, so the user-event promise settles right after each event and every later async update
// lands inside a findBy/waitFor (which wraps it in act) rather than in user-event's own pause.
const rowOf = async (name: string) => (await screen.findByText(name, { exact: true })).closest('tr') as HTMLElement;

describe('onboarding dashboard', () => {
  it('shows the empty state and zero counts when nothing was submitted', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No onboarding submissions found yet')).toBeInTheDocument();
    const stats = screen.getByLabelText('Onboarding statistics');
    await waitFor(() => expect(stats).toHaveAttribute('aria-busy', 'false'));
    for (const label of ['Total', 'This Week', 'With Domain', 'Backend Access']) {
      expect(within(stats).getByText(label).nextElementSibling).toHaveTextContent('0');
    }
  });

  it('lists submissions with the spec columns, safe links and database-counted stats', async () => {
    vi.stubEnv('VITE_CREDENTIALS_PUBLIC_KEY', agency.publicKey);
    await seed({ full_name: 'Ann Able', password: 'pw-ann', created_at: '2020-01-05T15:07:00Z', best_time_to_contact: 'evening' });
    await seed({ full_name: 'Ben Baker', domain_name: null, backend_login_url: null });
    renderDashboard();
    const ann = await rowOf('Ann Able');
    expect(within(ann).getByRole('link', { name: /client\d+\.example\.com\/wp-admin/ })).toHaveAttribute('target', '_blank');
    expect(within(ann).getByRole('link', { name: /wp-admin/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(ann).getByText('Evening (5 PM - 8 PM)')).toBeInTheDocument();
    expect(within(ann).getByText(/Jan \d, 2020, \d{1,2}:07 (AM|PM)/)).toBeInTheDocument();
    const ben = await rowOf('Ben Baker');
    expect(within(ben).queryByRole('link', { name: /wp-admin/ })).not.toBeInTheDocument();
    expect(within(ben).getAllByText('Not provided')).toHaveLength(3); // domain, login URL, password
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Full Name', 'Status', 'Website access', 'Password', 'Date', 'Actions']);
    const stats = screen.getByLabelText('Onboarding statistics');
    await waitFor(() => expect(within(stats).getByText('Total').nextElementSibling).toHaveTextContent('2'));
    expect(within(stats).getByText('This Week').nextElementSibling).toHaveTextContent('1');
    expect(within(stats).getByText('With Domain').nextElementSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Backend Access').nextElementSibling).toHaveTextContent('1');
  });

  it('keeps passwords locked until the right private key is pasted, then reveals and hides per row', async () => {
    vi.stubEnv('VITE_CREDENTIALS_PUBLIC_KEY', agency.publicKey);
    await seed({ full_name: 'Ann Able', password: 'Sésame ouvre-toi 🔑' });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const ann = await rowOf('Ann Able');
    expect(within(ann).getByText('Locked')).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock passwords' }));
    const dialog = await findOpenDialog('dialog', { name: 'Unlock passwords' });
    await fillField(user, within(dialog).getByLabelText('Private key'), (await generateKeyPair()).privateKey);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('This key cannot decrypt these passwords.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Private key'));
    await fillField(user, within(dialog).getByLabelText('Private key'), agency.privateKey);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const show = await within(ann).findByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(within(ann).getByText('••••••••')).toBeInTheDocument();
    await user.click(show);
    expect(await within(ann).findByText('Sésame ouvre-toi 🔑')).toBeInTheDocument();
    const hide = within(ann).getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(within(ann).queryByText('Sésame ouvre-toi 🔑')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lock passwords' }));
    expect(await within(ann).findByText('Locked')).toBeInTheDocument();
  });

  it('in local mode without a configured key, reveals with this browser’s own key in one click', async () => {
    const browserKey = await generateKeyPair();
    localStorage.setItem('localboost.credentials-key.v1', JSON.stringify(browserKey));
    await seed({ full_name: 'Ann Able', password: 'local-secret', publicKey: browserKey.publicKey });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const ann = await rowOf('Ann Able');
    await user.click(await within(ann).findByRole('button', { name: 'Show password' }));
    expect(await within(ann).findByText('local-secret')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock passwords' })).not.toBeInTheDocument();
  });

  it('asks before exporting while passwords are locked, then exports without them', async () => {
    vi.stubEnv('VITE_CREDENTIALS_PUBLIC_KEY', agency.publicKey);
    await seed({ full_name: 'Ann Able', password: 'pw-ann' });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await rowOf('Ann Able');
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    const dialog = await findOpenDialog('alertdialog', { name: 'Passwords are locked' });
    await user.click(within(dialog).getByRole('button', { name: 'Export without passwords' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [filename, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toMatch(/^onboarding-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[1]?.[0]).toBe('Ann Able');
    expect(rows[1]?.[7]).toEqual('');
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Submissions exported successfully.' });
  });

  it('exports decrypted passwords when unlocked, and says so when there is nothing to export', async () => {
    const browserKey = await generateKeyPair();
    localStorage.setItem('localboost.credentials-key.v1', JSON.stringify(browserKey));
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await screen.findByText('No onboarding submissions found yet');
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No Data', { description: 'No submissions to export' }));

    await seed({ full_name: 'Ann Able', password: 'pw-ann', publicKey: browserKey.publicKey });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await rowOf('Ann Able');
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    // Passwords go into the file only after staff say so; Cancel writes nothing.
    let dialog = await findOpenDialog('alertdialog', { name: 'Export passwords?' });
    expect(dialog).toHaveTextContent('The file will contain 1 website password in plain text (one that starts like a spreadsheet formula gets a leading apostrophe; copy it exactly from the dashboard).');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(downloadCsv).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    dialog = await findOpenDialog('alertdialog', { name: 'Export passwords?' });
    await user.click(within(dialog).getByRole('button', { name: 'Export without passwords' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadCsv).mock.calls[0]![1][1]?.[7]).toEqual('');

    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    dialog = await findOpenDialog('alertdialog', { name: 'Export passwords?' });
    await user.click(within(dialog).getByRole('button', { name: 'Export with passwords' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(2));
    expect(vi.mocked(downloadCsv).mock.calls[1]![1][1]?.[7]).toEqual('pw-ann');
  });

  it('accepts a key that opens any row even when a forged row comes first, and marks that row damaged', async () => {
    // The team rotated keys: the configured key is new, the pasted one is the old key rows were sealed for.
    vi.stubEnv('VITE_CREDENTIALS_PUBLIC_KEY', (await generateKeyPair()).publicKey);
    const stranger = await generateKeyPair();
    // Forged: a sealed box for someone else's key, labelled with the old key's (public) id, listed first.
    const forged = await sealCredential('attacker', stranger.publicKey);
    await seed({
      full_name: 'Zed Forged',
      backend_password_ciphertext: forged.ciphertext,
      backend_password_key_id: agency.keyId,
      created_at: '2030-01-01T00:00:00Z',
    });
    await seed({ full_name: 'Ann Able', password: 'real-secret', created_at: '2025-01-01T00:00:00Z' });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const zed = await rowOf('Zed Forged');
    await user.click(screen.getByRole('button', { name: 'Unlock passwords' }));
    const dialog = await findOpenDialog('dialog', { name: 'Unlock passwords' });
    await fillField(user, within(dialog).getByLabelText('Private key'), agency.privateKey);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await within(zed).findByRole('button', { name: 'Show password' }));
    expect(await within(zed).findByText('Damaged: cannot be opened')).toBeInTheDocument();
    const ann = await rowOf('Ann Able');
    await user.click(within(ann).getByRole('button', { name: 'Show password' }));
    expect(await within(ann).findByText('real-secret')).toBeInTheDocument();
    expect(within(ann).queryByText(/Damaged/)).not.toBeInTheDocument();

    // The export says which went missing rather than failing or writing ciphertext.
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    await user.click(within(await findOpenDialog('alertdialog', { name: 'Export passwords?' })).getByRole('button', { name: 'Export with passwords' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const rows = vi.mocked(downloadCsv).mock.calls[0]![1];
    expect(rows.map((row) => [row[0], row[7]])).toEqual([
      ['Full Name', 'Backend Password'],
      ['Zed Forged', ''],
      ['Ann Able', 'real-secret'],
    ]);
    expect(toast.error).toHaveBeenCalledWith('Damaged passwords', { description: '1 password could not be opened and was left empty.' });
  });

  it('refuses a pasted key that is not the configured one and opens no row', async () => {
    vi.stubEnv('VITE_CREDENTIALS_PUBLIC_KEY', (await generateKeyPair()).publicKey);
    await seed({ full_name: 'Ann Able', password: 'real-secret' });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await rowOf('Ann Able');
    await user.click(screen.getByRole('button', { name: 'Unlock passwords' }));
    const dialog = await findOpenDialog('dialog', { name: 'Unlock passwords' });
    await fillField(user, within(dialog).getByLabelText('Private key'), (await generateKeyPair()).privateKey);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('This key cannot decrypt these passwords.')).toBeInTheDocument();
  });

  it('archives a submission out of the list and logs it; moves a status', async () => {
    await seed({ full_name: 'Ann Able' });
    await seed({ full_name: 'Ben Baker' });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Ben Baker' }), 'In progress');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status updated', { description: '1 submission updated.' }));
    await user.click(screen.getByRole('button', { name: 'Archive Ann Able' }));
    await waitFor(() => expect(screen.queryByText('Ann Able', { exact: true })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Archived', expect.objectContaining({ description: '1 submission archived.' }));
    const log = await local.db.query<{ action: string }>('select action from public.activity_log order by created_at, action');
    expect(log.rows.map((r) => r.action).slice(-2)).toEqual(['status_changed', 'archived']);
    const stats = screen.getByLabelText('Submissions by status');
    await waitFor(() => expect(within(stats).getByText('Archived').nextSibling).toHaveTextContent('1'));
    expect(within(stats).getByText('In progress').nextSibling).toHaveTextContent('1');
  });

  it('says "An unexpected error occurred." when loading fails with something other than a data error', async () => {
    // A client that throws (a bug, not an answer from the database) instead of returning { error }.
    const broken = () => {
      throw new TypeError('client exploded');
    };
    setSupabaseClient({ from: broken, rpc: broken } as unknown as AppSupabaseClient);
    try {
      renderDashboard();
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Error', { id: 'onboarding-load-error', description: 'An unexpected error occurred.' }),
      );
      expect(toast.error).not.toHaveBeenCalledWith('Error', expect.objectContaining({ description: 'Failed to fetch onboarding submissions' }));
    } finally {
      setSupabaseClient(local.supabase);
    }
  });

  it('in the Archived view, deletes after confirmation, and reports a failed delete and a failed load', async () => {
    const archivedAt = new Date().toISOString();
    await seed({ full_name: 'Ann Able', archived_at: archivedAt });
    await seed({ full_name: 'Ben Baker', archived_at: archivedAt });
    await seed({ full_name: 'Cleo Active' });
    const user = userEvent.setup({ delay: null });
    renderDashboard('/onboarding-admin?archived=1');
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Able permanently' }));
    expect(screen.queryByText('Cleo Active', { exact: true })).not.toBeInTheDocument();
    let dialog = await findOpenDialog('alertdialog', { name: 'Delete Submission' });
    expect(dialog).toHaveTextContent('Ann Able');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ann Able', { exact: true })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Submission deleted successfully.' });

    localStorage.setItem(SIMULATE_OUTAGE_KEY, '1');
    await user.click(screen.getByRole('button', { name: 'Delete Ben Baker permanently' }));
    dialog = await findOpenDialog('alertdialog', { name: 'Delete Submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to delete submission' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Ben Baker', { exact: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { id: 'onboarding-load-error', description: 'Failed to fetch onboarding submissions' }),
    );
  });
});
