import { screen, within } from '@testing-library/react';
import { DEMO_STAFF } from '@/lib/demo/demo-credentials';
import { archivePipelineRows, deletePipelineRows, setPipelineStatus } from '@/lib/pipeline/pipeline-rows';
import { startLocalSupabase } from '@/testing/local-supabase';
import { renderRoute } from '@/testing/render-route';
import { ActivityDashboard } from './activity-dashboard';

// The log on the real migrations: the triggers write it as the local staff owner acts.
let local: Awaited<ReturnType<typeof startLocalSupabase>>;
beforeAll(async () => {
  local = await startLocalSupabase();
});
afterAll(() => local.stop());

const LEAD = '00000000-0000-4000-8000-0000000000a1';
const GONE = '00000000-0000-4000-8000-0000000000a2';
const PERSON = '00000000-0000-4000-8000-0000000000b1';

describe('activity dashboard', () => {
  it('names the staff member by email and each row by the name its dashboard shows, never an id', async () => {
    await local.db.query(
      `insert into public.custom_builder_leads (id, business_name, business_type, goals, current_challenges, email)
       values ($1, 'Bistro Uno', 'restaurant', '{leads}', '{time}', 'chef@bistro.example'),
              ($2, 'Gone Bakery', 'coffee', '{leads}', '{time}', 'gone@bakery.example')`,
      [LEAD, GONE],
    );
    await local.db.query(
      `insert into public.onboarding_submissions (id, full_name, email, phone) values ($1, 'Rosa Audit', 'rosa@audit.example', '555-0142')`,
      [PERSON],
    );
    await setPipelineStatus('custom_builder_leads', [LEAD], 'contacted');
    await setPipelineStatus('onboarding_submissions', [PERSON], 'in_progress');
    await archivePipelineRows('custom_builder_leads', [GONE]);
    await deletePipelineRows('custom_builder_leads', [GONE]);

    renderRoute(<ActivityDashboard />, { path: '/activity-admin' });
    const row = async (name: RegExp) => (await screen.findByRole('row', { name })) as HTMLElement;
    const contacted = await row(/Status changed: New → Contacted/);
    expect(await within(contacted).findByRole('cell', { name: 'Bistro Uno' })).toBeInTheDocument();
    expect(within(contacted).getByRole('cell', { name: DEMO_STAFF.email })).toBeInTheDocument();
    expect(within(contacted).getByRole('cell', { name: 'Leads' })).toBeInTheDocument();
    const moved = await row(/Status changed: New → In progress/);
    expect(within(moved).getByRole('cell', { name: 'Rosa Audit' })).toBeInTheDocument();
    // A row deleted for good took its name with it.
    expect(within(await row(/Deleted permanently/)).getByRole('cell', { name: 'Deleted row' })).toBeInTheDocument();
    expect(within(await row(/Archived/)).getByRole('cell', { name: 'Deleted row' })).toBeInTheDocument();

    const table = screen.getByRole('table');
    for (const id of [LEAD, GONE, PERSON]) expect(table).not.toHaveTextContent(id.slice(0, 8));
  });
});
