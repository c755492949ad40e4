import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { startLocalSupabase } from '@/testing/local-supabase';
import { renderRoute } from '@/testing/render-route';
import { PipelineBoard } from './pipeline-board';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

// The board on the real migrations: a move is the dashboards' status write, logged by the database.
let local: Awaited<ReturnType<typeof startLocalSupabase>>;
beforeAll(async () => {
  local = await startLocalSupabase();
});
afterAll(() => local.stop());

const BISTRO = '00000000-0000-4000-8000-0000000000c1';
const BAKERY = '00000000-0000-4000-8000-0000000000c2';
const ARCHIVED = '00000000-0000-4000-8000-0000000000c3';

const column = (name: string) => screen.getByRole('region', { name });

describe('pipeline board', () => {
  beforeAll(async () => {
    await local.db.query(
      `insert into public.custom_builder_leads (id, business_name, business_type, goals, current_challenges, email)
       values ($1, 'Bistro Uno', 'restaurant', '{leads}', '{time}', 'chef@bistro.example'),
              ($2, 'Corner Bakery', 'coffee', '{leads}', '{time}', 'bake@corner.example'),
              ($3, 'Old Archive Co', 'coffee', '{leads}', '{time}', 'old@archive.example')`,
      [BISTRO, BAKERY, ARCHIVED],
    );
    await local.db.query(`update public.custom_builder_leads set archived_at = now() where id = $1`, [ARCHIVED]);
  });

  it('shows active leads in their status column and moves one with its Move to list, as the tables would', async () => {
    renderRoute(<PipelineBoard />, { path: '/board' });
    expect(await within(await screen.findByRole('region', { name: 'New' })).findByText('Bistro Uno')).toBeInTheDocument();
    expect(within(column('New')).getByText('Corner Bakery')).toBeInTheDocument();
    expect(screen.queryByText('Old Archive Co')).not.toBeInTheDocument();
    expect(within(column('Won')).getByText('Nothing here')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Bistro Uno to' }), 'Qualified');
    expect(within(column('Qualified')).getByText('Bistro Uno')).toBeInTheDocument();
    expect(await screen.findByText('Bistro Uno moved to Qualified.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Status updated', { description: 'Bistro Uno moved to Qualified.' });
    const { rows } = await local.db.query<{ status: string; action: string }>(
      `select l.status, a.action from public.custom_builder_leads l join public.activity_log a on a.row_id = l.id
        where l.id = $1 and a.action = 'status_changed'`,
      [BISTRO],
    );
    expect(rows).toEqual([{ status: 'qualified', action: 'status_changed' }]);
  });

  it('puts the card back and says so when the write fails', async () => {
    renderRoute(<PipelineBoard />, { path: '/board' });
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Corner Bakery');
    // Gone from the database after the board loaded: the update changes no row, which is a failure.
    await local.db.query(`delete from public.custom_builder_leads where id = $1`, [BAKERY]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Corner Bakery to' }), 'Won');
    expect(await screen.findByText('Moving Corner Bakery failed; it is back in its column.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to move Corner Bakery. Please try again.' });
  });
});
