import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { parsePrivateKey, openCredential } from '@/lib/crypto/sealed-box';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { fillField } from '@/testing/fill-field';
import { renderRoute } from '@/testing/render-route';
import type { Database } from '@/types/database';
import { OnboardingPage } from './onboarding-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

type InsertRow = Database['public']['Tables']['onboarding_submissions']['Insert'];
const insert =
  vi.fn<(row: InsertRow) => Promise<{ error: { code: string; message: string } | null; status?: number }>>();

beforeEach(() => {
  localStorage.clear();
  insert.mockReset();
  setSupabaseClient({ from: () => ({ insert }) } as unknown as AppSupabaseClient);
});
afterEach(() => setSupabaseClient(undefined));

const submitButton = () => screen.getByRole('button', { name: /submit information|submitting/i });

async function fillEverything(user: UserEvent) {
  await fillField(user, screen.getByLabelText(/full name/i), 'Maria Lopez');
  await fillField(user, screen.getByLabelText(/^email/i), 'maria@bistro.example.com');
  await fillField(user, screen.getByLabelText(/^phone/i), '555-0100');
  await user.selectOptions(screen.getByLabelText('Best Time to Contact'), 'Afternoon (12 PM - 5 PM)');
  await fillField(user, screen.getByLabelText('Domain Name'), 'bistro.example.com');
  await fillField(user, screen.getByLabelText('Backend Login URL'), 'https://bistro.example.com/wp-admin');
  await fillField(user, screen.getByLabelText('Backend Username'), 'localboost');
  await fillField(user, screen.getByLabelText('Backend Password'), 'Tr0ub4dor & 3 ✓');
}

const renderPage = () => renderRoute(<OnboardingPage />, { path: '/onboarding' });

describe('onboarding form', () => {
  it('shows both sections, every field with its input type, and the separate-login advice', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Setup Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Website Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^phone/i)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Backend Login URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Backend Password')).toHaveAttribute('type', 'password');
    expect(
      [...(screen.getByLabelText('Best Time to Contact') as HTMLSelectElement).options].map(
        (o) => o.textContent,
      ),
    ).toEqual([
      'Select a time',
      'Morning (9 AM - 12 PM)',
      'Afternoon (12 PM - 5 PM)',
      'Evening (5 PM - 8 PM)',
      'Anytime',
    ]);
    expect(screen.getByText(/create a separate login for our team/i)).toBeInTheDocument();
  });

  it('keeps submit disabled until full name, email and phone are all filled (blank spaces do not count)', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/full name/i), 'Maria');
    await fillField(user, screen.getByLabelText(/^email/i), 'maria@bistro.example.com');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^phone/i), '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^phone/i), '555');
    expect(submitButton()).toBeEnabled();
  });

  it('shows and hides the password with a pressed-state toggle', async () => {
    const user = userEvent.setup();
    renderPage();
    const password = screen.getByLabelText('Backend Password');
    await user.type(password, 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends only ciphertext for the password, nulls for blanks, then shows the Thank You screen', async () => {
    const user = userEvent.setup();
    insert.mockResolvedValue({ error: null });
    renderPage();
    await fillEverything(user);
    await user.clear(screen.getByLabelText('Domain Name'));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(toast.success).toHaveBeenCalledWith(
      'Information Submitted Successfully!',
      expect.objectContaining({
        description: 'Our team will review your details and contact you within 1 business day.',
      }),
    );
    expect(insert).toHaveBeenCalledTimes(1);
    const row = insert.mock.calls[0]![0];
    expect(row).toMatchObject({
      full_name: 'Maria Lopez',
      email: 'maria@bistro.example.com',
      phone: '555-0100',
      best_time_to_contact: 'afternoon',
      domain_name: null,
      backend_login_url: 'https://bistro.example.com/wp-admin',
      backend_username: 'localboost',
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(row)).not.toContain('Tr0ub4dor');
    expect(row).not.toHaveProperty('backend_password');
    // Local mode: the key pair this browser made on first use opens it.
    const stored = JSON.parse(localStorage.getItem('localboost.credentials-key.v1')!) as {
      privateKey: string;
      keyId: string;
    };
    expect(row.backend_password_key_id).toBe(stored.keyId);
    const keyPair = await parsePrivateKey(stored.privateKey);
    expect(await openCredential(row.backend_password_ciphertext!, keyPair)).toBe('Tr0ub4dor & 3 ✓');
  });

  it("shows the rate limit's message for a 429, keeping everything typed", async () => {
    const user = userEvent.setup();
    insert.mockResolvedValueOnce({
      error: { code: 'PT429', message: 'Too many submissions from this address' },
      status: 429,
    });
    renderPage();
    await fillEverything(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Error',
        expect.objectContaining({
          description: 'Too many submissions from your connection. Please try again in a few minutes.',
        }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Backend Password')).toHaveValue('Tr0ub4dor & 3 ✓');
  });

  it('pretends success to a bot that filled the honeypot, and stores nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="fax_extension"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillField(user, honeypot, '555-0199');
    await fillField(user, screen.getByLabelText(/full name/i), 'Robo Spammer');
    await fillField(user, screen.getByLabelText(/^email/i), 'robo@spam.example');
    await fillField(user, screen.getByLabelText(/^phone/i), '555-0100');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it('keeps everything typed after a failure, and retries with the same id', async () => {
    const user = userEvent.setup();
    insert.mockResolvedValueOnce({ error: { code: 'PGRST000', message: 'Could not connect' } });
    renderPage();
    await fillEverything(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Error',
        expect.objectContaining({ description: 'Failed to submit your information. Please try again.' }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Best Time to Contact')).toHaveValue('afternoon');
    expect(screen.getByLabelText('Backend Username')).toHaveValue('localboost');
    expect(screen.getByLabelText('Backend Password')).toHaveValue('Tr0ub4dor & 3 ✓');
    expect(submitButton()).toBeEnabled();

    // The first attempt did land after all: the duplicate id is a success, not a second row.
    insert.mockResolvedValueOnce({ error: { code: '23505', message: 'duplicate key' } });
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(insert.mock.calls[1]![0].id).toBe(insert.mock.calls[0]![0].id);
  });

  it('shows "Submitting..." and disables the button while the insert runs', async () => {
    const user = userEvent.setup();
    let finish: (value: { error: null }) => void = () => {};
    insert.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
    await fillEverything(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    expect(submitButton()).toBeDisabled();
    finish({ error: null });
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('reports an unexpected exception with its own message and keeps the form', async () => {
    const user = userEvent.setup();
    insert.mockRejectedValue(new TypeError('boom'));
    renderPage();
    await fillEverything(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Error',
        expect.objectContaining({ description: 'An unexpected error occurred. Please try again.' }),
      ),
    );
    expect(screen.getByLabelText(/^email/i)).toHaveValue('maria@bistro.example.com');
  });

  it('explains invalid values beside their fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillField(user, screen.getByLabelText(/full name/i), 'Maria');
    await fillField(user, screen.getByLabelText(/^email/i), 'maria@bistro');
    await fillField(user, screen.getByLabelText(/^phone/i), '555');
    await fillField(user, screen.getByLabelText('Backend Login URL'), 'javascript:alert(1)');
    await user.click(submitButton());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/enter a login address/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(insert).not.toHaveBeenCalled();
  });
});
