import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';

// The database's answer to the insert: a refusal or success.
const answer = vi.hoisted(() => ({ error: null as null | { code: string; message: string }, inserted: [] as unknown[] }));
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      from: () => ({
        insert: (row: unknown) => {
          answer.inserted.push(row);
          return Promise.resolve({ error: answer.error });
        },
      }),
    } as unknown as AppSupabaseClient),
}));

const { NewTaskDialog } = await import('./new-task-dialog');

function renderDialog() {
  const onOpenChange = vi.fn();
  renderRoute(
    <NewTaskDialog record={{ table: 'contacts', rowId: 'c1' }} recordName="Maria Lopez" open onOpenChange={onOpenChange} />,
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
  });

  it('shows the database’s refusal and keeps what was typed', async () => {
    answer.error = { code: '23514', message: 'The task owner must be an active staff member.' };
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText(/^Title/), 'Call back Tuesday');
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2026-12-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The task owner must be an active staff member.');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Call back Tuesday');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
