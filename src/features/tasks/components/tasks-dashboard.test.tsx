import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { Task } from '@/lib/tasks/tasks-api';
import { renderRoute } from '@/testing/render-route';
import { ME, SAM } from '@/testing/staff-directory-fixture';

const GONE = '44444444-4444-4444-8444-444444444444';
const task = (id: string, title: string, owner: string): Task => ({
  id,
  title,
  due_at: '2099-12-01T10:00:00.000Z',
  owner_id: owner,
  table_name: 'contacts',
  row_id: 'c1',
  created_at: '2026-11-26T09:00:00.000Z',
  created_by: ME,
  completed_at: null,
});
const TASKS = [
  task('t1', 'Call Maria back', ME),
  task('t2', 'Send the quote', SAM),
  task('t3', 'Check the menu', GONE),
];

/**
 * The database as the screen reads it: open tasks (and none done), the contact they are about, the signed-in
 * member, and a staff directory without the third owner (a row it cannot name).
 */
function query(table: string) {
  let done = false;
  const chain = {
    select: () => chain,
    is: () => chain,
    not: () => ((done = true), chain),
    order: () => chain,
    range: () => chain,
    in: () => chain,
    then: (resolve: (value: unknown) => void) =>
      resolve({
        data:
          table === 'tasks'
            ? done
              ? []
              : TASKS
            : [
                {
                  id: 'c1',
                  display_name: 'Maria Lopez',
                  business_name: null,
                  email_normalized: 'maria@example.com',
                },
              ],
        error: null,
      }),
  };
  return chain;
}
vi.mock('@/lib/supabase', async () => {
  const { signedInWithDirectory } = await import('@/testing/staff-directory-fixture');
  return {
    getSupabase: () =>
      Promise.resolve({ ...signedInWithDirectory(), from: query } as unknown as AppSupabaseClient),
  };
});

const { TasksDashboard } = await import('./tasks-dashboard');

describe('the Tasks screen', () => {
  it('names each task’s owner: "You", another member by name, or one the directory does not list', async () => {
    renderRoute(<TasksDashboard />);
    const upcoming = await screen.findByRole('list', { name: /Upcoming/ });
    const itemFor = async (title: string) => (await within(upcoming).findByText(title)).closest('li')!;
    // Each waits: the signed-in member and the directory arrive on their own.
    expect(await within(await itemFor('Call Maria back')).findByText(/Owner: You$/)).toBeInTheDocument();
    expect(await within(await itemFor('Send the quote')).findByText(/Owner: sam$/)).toBeInTheDocument();
    expect(
      await within(await itemFor('Check the menu')).findByText(/Owner: Another staff member$/),
    ).toBeInTheDocument();
  });
});
