// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-error';
import { notifySignOut, onSignOut } from './sign-out-listeners';
import { loadStaffStatus, signInStaff } from './staff-status';

type Stub = Parameters<typeof loadStaffStatus>[0];

function stubClient({ session, staff, rpcError }: { session?: { email?: string }; staff?: boolean; rpcError?: string }) {
  const rpc = vi.fn().mockResolvedValue(rpcError ? { data: null, error: { message: rpcError, code: '42501' } } : { data: staff, error: null });
  const client = {
    auth: {
      getSession: vi.fn().mockResolvedValue({ data: { session: session ? { user: { email: session.email } } : null }, error: null }),
      signInWithPassword: vi.fn(),
    },
    rpc,
  };
  return { client: client as unknown as Stub, rpc, auth: client.auth };
}

describe('loadStaffStatus', () => {
  it('is signed-out without a session, and does not ask the database', async () => {
    const { client, rpc } = stubClient({});
    expect(await loadStaffStatus(client)).toEqual({ status: 'signed-out' });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('asks am_i_staff() for a signed-in user', async () => {
    const staff = stubClient({ session: { email: 'sam@x.co' }, staff: true });
    expect(await loadStaffStatus(staff.client)).toEqual({ status: 'staff', email: 'sam@x.co' });
    expect(staff.rpc).toHaveBeenCalledWith('am_i_staff');
    const member = stubClient({ session: { email: 'guest@x.co' }, staff: false });
    expect(await loadStaffStatus(member.client)).toEqual({ status: 'not-staff', email: 'guest@x.co' });
  });

  it('throws a DataError when the check fails', async () => {
    const { client } = stubClient({ session: { email: 'sam@x.co' }, rpcError: 'permission denied' });
    await expect(loadStaffStatus(client)).rejects.toBeInstanceOf(DataError);
  });
});

describe('signInStaff', () => {
  it("throws Supabase Auth's message", async () => {
    const { client, auth } = stubClient({});
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials', code: 'invalid_credentials' } });
    await expect(signInStaff(client, 'a@b.co', 'x')).rejects.toThrow('Invalid login credentials');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.co', password: 'x' });
  });
});

describe('onSignOut', () => {
  it('calls each listener until it unsubscribes', () => {
    const listener = vi.fn();
    const stop = onSignOut(listener);
    notifySignOut();
    stop();
    notifySignOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
