import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@/lib/auth/use-staff-session';
import type { StaffStatus } from '@/lib/auth/staff-status';
import { DEMO_STAFF } from '@/lib/demo/demo-credentials';
import { StaffAccount } from './staff-account';
import { StaffGate, useScreenShown } from './staff-gate';
import { StaffSessionProvider } from './staff-session';

const session = vi.hoisted(() => ({ current: undefined as unknown as StaffSession }));
vi.mock('@/lib/auth/use-staff-session', () => ({ useStaffSession: () => session.current }));
// Demo mode or a Supabase project, per test.
const mode = vi.hoisted(() => ({ demo: false }));
vi.mock('@/config/env', () => ({
  env: {
    get isLocalMode() {
      return mode.demo;
    },
  },
}));

function setSession(status: StaffStatus, overrides: Partial<StaffSession> = {}) {
  session.current = {
    ...status,
    signIn: vi.fn().mockResolvedValue(undefined),
    signOut: vi.fn().mockResolvedValue(undefined),
    retry: vi.fn(),
    ...overrides,
  } as StaffSession;
}

// As the staff layout renders them: the account in the side navigation, the gate around the screen.
const renderGate = () =>
  render(
    <StaffSessionProvider>
      <StaffAccount />
      <StaffGate localNote={<p>Export regularly to keep a copy.</p>}>
        <h1>Leads Dashboard</h1>
      </StaffGate>
    </StaffSessionProvider>,
  );

describe('StaffGate', () => {
  beforeEach(() => {
    mode.demo = false;
    setSession({ status: 'loading' });
  });

  it('demo mode, staff: the demo banner with the page note, then the dashboard', () => {
    mode.demo = true;
    setSession({ status: 'staff', email: DEMO_STAFF.email });
    renderGate();
    expect(screen.getByRole('note')).toHaveTextContent('Demo backend: data stays on this machine');
    expect(screen.getByText('Export regularly to keep a copy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeInTheDocument();
  });

  it('demo mode, signed out: shows the demo staff account and signs in with it in one click', async () => {
    mode.demo = true;
    const signIn = vi.fn().mockResolvedValue(undefined);
    setSession({ status: 'signed-out' }, { signIn });
    renderGate();
    expect(screen.getByRole('note')).toHaveTextContent(DEMO_STAFF.email);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as demo staff' }));
    expect(signIn).toHaveBeenCalledWith(DEMO_STAFF.email, DEMO_STAFF.password);
  });

  it('with a Supabase project, signed out: no demo account is offered', () => {
    setSession({ status: 'signed-out' });
    renderGate();
    expect(screen.queryByRole('button', { name: 'Sign in as demo staff' })).not.toBeInTheDocument();
    expect(screen.queryByText(DEMO_STAFF.email)).not.toBeInTheDocument();
  });

  it('while checking the session: a loading status and no dashboard', () => {
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    expect(screen.queryByText('Leads Dashboard')).not.toBeInTheDocument();
  });

  it('with a session found and the check under way: the screen mounts hidden, then shows as it is', () => {
    const Screen = () => <h1>{useScreenShown() ? 'Leads Dashboard' : 'Leads Dashboard (hidden)'}</h1>;
    // A new element each time: the mocked session is no React state, so only a new render reads it.
    const gate = () => (
      <StaffSessionProvider>
        <StaffGate>
          <Screen />
        </StaffGate>
      </StaffSessionProvider>
    );
    setSession({ status: 'loading', signedIn: true });
    const { rerender } = render(gate());
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    const hidden = screen.getByText('Leads Dashboard (hidden)');
    expect(hidden).not.toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    setSession({ status: 'staff', email: 'sam@localboost.example' });
    rerender(gate());
    // The same element, now shown: what it loaded while hidden is kept, not loaded again.
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBe(hidden);
    expect(hidden).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with a session found but not staff: the screen mounted to read is gone', () => {
    setSession({ status: 'loading', signedIn: true });
    const { rerender } = renderGate();
    expect(screen.getByText('Leads Dashboard')).not.toBeVisible();
    setSession({ status: 'not-staff', email: 'guest@example.com' });
    rerender(
      <StaffSessionProvider>
        <StaffAccount />
        <StaffGate>
          <h1>Leads Dashboard</h1>
        </StaffGate>
      </StaffSessionProvider>,
    );
    expect(screen.queryByText('Leads Dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
  });

  it('signed out: a labelled staff sign-in form that signs in with email and password', async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    setSession({ status: 'signed-out' }, { signIn });
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('Leads Dashboard')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'sam@localboost.example');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('sam@localboost.example', 'correct horse');
  });

  it('signed out: shows the error when sign-in fails and lets the user try again', async () => {
    setSession({ status: 'signed-out' }, { signIn: vi.fn().mockRejectedValue(new Error('Invalid login credentials')) });
    renderGate();
    await userEvent.type(screen.getByLabelText('Email'), 'sam@localboost.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signed in but not staff: "Not authorised" with a sign-out button, no dashboard', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    setSession({ status: 'not-staff', email: 'guest@example.com' }, { signOut });
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as guest@example.com/)).toBeInTheDocument();
    expect(screen.queryByText('Leads Dashboard')).not.toBeInTheDocument();
    // The account shows only for staff, so the gate's is the one Sign out.
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('staff: the dashboard, and the account with the email and Sign out', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    setSession({ status: 'staff', email: 'sam@localboost.example' }, { signOut });
    renderGate();
    expect(screen.getByText('sam@localboost.example')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('when the check fails: says so and offers a retry', async () => {
    const retry = vi.fn();
    setSession({ status: 'error', message: 'network down' }, { retry });
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Could not check your access' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
