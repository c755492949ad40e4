import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { fillField } from '@/testing/fill-field';
import { renderRoute } from '@/testing/render-route';
import type { Database } from '@/types/database';
import { OnboardingPage } from './onboarding-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

type InsertRow = Database['public']['Tables']['onboarding_submissions']['Insert'];
type PrefillRow = Database['public']['Functions']['onboarding_prefill']['Returns'][number];
const insert = vi.fn<(row: InsertRow) => Promise<{ error: null }>>();
const rpc = vi.fn<(name: string, args: { token: string }) => Promise<{ data: PrefillRow[]; error: null }>>();

const TOKEN = 'ab'.repeat(32);
const answer = (row: PrefillRow) => rpc.mockResolvedValue({ data: [row], error: null });
const renderLink = (token = TOKEN) => renderRoute(<OnboardingPage />, { path: '/onboarding', url: `/onboarding?token=${token}` });
const submitButton = () => screen.getByRole('button', { name: /submit information/i });

beforeEach(() => {
  insert.mockReset().mockResolvedValue({ error: null });
  rpc.mockReset();
  setSupabaseClient({ from: () => ({ insert }), rpc } as unknown as AppSupabaseClient);
});
afterEach(() => setSupabaseClient(undefined));

describe("the purchase's onboarding link (issue 27)", () => {
  it('prefills name, email and domain, and ties the submission to the purchase by its token', async () => {
    const user = userEvent.setup();
    answer({ state: 'valid', full_name: 'Maria Rossi', email: 'maria@bellavista.example.com', domain_name: 'bellavista.example.com' });
    renderLink();
    expect(await screen.findByText(/Thank you for your purchase/)).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('onboarding_prefill', { token: TOKEN });
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Maria Rossi');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('maria@bellavista.example.com');
    expect(screen.getByLabelText('Domain Name')).toHaveValue('bellavista.example.com');

    await user.type(screen.getByLabelText(/^phone/i), '555-0100');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(insert.mock.calls[0]![0]).toMatchObject({ full_name: 'Maria Rossi', domain_name: 'bellavista.example.com', onboarding_token: TOKEN });
  });

  it.each([
    ['used', /already been used/],
    ['expired', /has expired/],
    ['unknown', /could not recognise this onboarding link/],
  ] as const)('a %s token says so and shows the empty form, whose submission is not tied', async (state, message) => {
    const user = userEvent.setup();
    answer({ state, full_name: null, email: null, domain_name: null });
    renderLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/full name/i)).toHaveValue('');
    await user.type(screen.getByLabelText(/full name/i), 'Maria');
    await fillField(user, screen.getByLabelText(/^email/i), 'maria@bellavista.example.com');
    await user.type(screen.getByLabelText(/^phone/i), '555-0100');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(insert.mock.calls[0]![0]).not.toHaveProperty('onboarding_token');
  });

  it('a malformed token never reaches the database', async () => {
    renderLink('not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not recognise/);
    expect(rpc).not.toHaveBeenCalled();
  });

  it('a failed lookup shows a message and the empty form, never an error page', async () => {
    rpc.mockRejectedValue(new Error('network down'));
    renderLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load your details/);
    expect(screen.getByLabelText(/full name/i)).toHaveValue('');
  });
});
