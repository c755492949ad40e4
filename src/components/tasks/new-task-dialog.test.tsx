import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import { SAM } from '@/testing/staff-directory-fixture';

// The database's answer to the insert: a refusal or success.
const answer = vi.hoisted(() => ({
  error: null as null | { code: string; message: string },
  inserted: [] as unknown[],
}));
// The staff directory: the signed-in member, another active one and one taken out of the rotation.
vi.mock('@/lib/supabase', async () => {
  const { signedInWithDirectory } = await import('@/testing/staff-directory-fixture');
  const LEFT = '33333333-3333-4333-8333-333333333333';
  return {
    getSupabase: () =>
      Promise.resolve({
        ...signedInWithDirectory([{ user_id: LEFT, email: 'left@localboost.example', active: false }]),
        from: () => ({
          insert: (row: unknown) => {
            answer.inserted.push(row);
            return Promise.resolve({ error: answer.error });
          },
        }),
      } as unknown as AppSupabaseClient),
  };
});

const { NewTaskDialog } = await import('./new-task-dialog');

function renderDialog() {
  const onOpenChange = vi.fn();
  renderRoute(
    <NewTaskDialog
      record={{ table: 'contacts', rowId: 'c1' }}
      recordName="Maria Lopez"
      open
      onOpenChange={onOpenChange}
    />,
  );
  return { onOpenChange, user: userEvent.setup() };
}

describe('the New task dialog', () => {
  beforeEach(() => {
    answer.error = null;
    answer.inserted = [];
  });

  it('says what is missing before sending anything', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Due time is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(answer.inserted).toEqual([]);
  });

  it('sends the title and due time for its record, then closes', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText(/^Title/), 'Call back Tuesday');
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2026-12-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(answer.inserted).toEqual([
      expect.objectContaining({
        title: 'Call back Tuesday',
        due_at: new Date(2026, 11, 1, 10, 0).toISOString(),
        table_name: 'contacts',
        row_id: 'c1',
      }),
    ]);
    // "You": the database's default owner applies.
    expect(answer.inserted[0]).not.toHaveProperty('owner_id');
  });

  it('is the creator’s by default, or another active staff member’s when chosen', async () => {
    const { user, onOpenChange } = renderDialog();
    const owner = screen.getByLabelText('Owner');
    expect(owner).toHaveDisplayValue('You');
    // The others arrive with the staff directory: active members only, the signed-in one being "You".
    expect(await screen.findByRole('option', { name: 'sam@localboost.example' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'You',
      'sam@localboost.example',
    ]);

    await user.type(screen.getByLabelText(/^Title/), 'Send the quote');
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2026-12-01T10:00' } });
    await user.selectOptions(owner, 'sam@localboost.example');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(answer.inserted).toEqual([expect.objectContaining({ title: 'Send the quote', owner_id: SAM })]);
  });

  it('shows the database’s refusal and keeps what was typed', async () => {
    answer.error = { code: '23514', message: 'The task owner must be an active staff member.' };
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText(/^Title/), 'Call back Tuesday');
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2026-12-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The task owner must be an active staff member.',
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Call back Tuesday');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
