import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '@/lib/csv';
import { findOpenDialog } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';
import type { Lead, LeadsFilter, LeadsQuery, LeadsSort, LeadStats } from '../api/lead-types';
import { buildLead } from '../testing/lead-factory';
import { LeadsDashboard } from './leads-dashboard';

const api = vi.hoisted(() => ({
  getLeads: vi.fn<(q: LeadsQuery) => Promise<{ rows: Lead[]; total: number }>>(),
  getLeadStats: vi.fn<() => Promise<LeadStats>>(),
  setPipelineStatus: vi.fn<(table: string, ids: readonly string[], status: string) => Promise<number>>(),
  archivePipelineRows: vi.fn<(table: string, ids: readonly string[]) => Promise<number>>(),
  restorePipelineRows: vi.fn<(table: string, ids: readonly string[]) => Promise<number>>(),
  deletePipelineRows: vi.fn<(table: string, ids: readonly string[]) => Promise<number>>(),
  logActivity: vi.fn<(entry: object) => Promise<void>>(),
  fetchAllLeads: vi.fn<(filter: LeadsFilter & { sort: LeadsSort }) => Promise<Lead[]>>(),
}));
// Purchases on the lead rows (issue 27) have their own test (lead-purchases.test.tsx).
vi.mock('../api/get-lead-purchases', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return { useLeadPurchases: () => useQuery({ queryKey: ['lead-purchases'], queryFn: () => new Map() }) };
});
vi.mock('@/lib/pipeline/record-kind', async (importOriginal) => {
  const { keepPreviousData, useQuery } = await import('@tanstack/react-query');
  return {
    ...(await importOriginal<object>()),
    useRecords: (_kind: unknown, q: LeadsQuery) =>
      useQuery({ queryKey: ['leads', 'list', q], queryFn: () => api.getLeads(q), placeholderData: keepPreviousData }),
    useRecordStats: () => useQuery({ queryKey: ['leads', 'stats'], queryFn: () => api.getLeadStats() }),
    fetchAllRecords: (_kind: unknown, q: Parameters<typeof api.fetchAllLeads>[0]) => api.fetchAllLeads(q),
  };
});
vi.mock('@/lib/pipeline/pipeline-rows', () => ({
  setPipelineStatus: api.setPipelineStatus,
  archivePipelineRows: api.archivePipelineRows,
  restorePipelineRows: api.restorePipelineRows,
  deletePipelineRows: api.deletePipelineRows,
}));
vi.mock('@/lib/pipeline/activity', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  logActivity: api.logActivity,
}));
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: vi.fn(),
}));
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

const STATS: LeadStats = {
  total: 3,
  thisWeek: 2,
  enterpriseType: 0,
  professionalType: 1,
  byStatus: { new: 1, contacted: 1, qualified: 0, won: 1, lost: 0 },
  archived: 4,
};
const bistro = buildLead({
  business_name: 'Bistro Uno',
  business_type: 'restaurant',
  email: 'chef@bistro.example',
  website_url: 'https://bistro.example.com',
  goals: ['leads', 'bookings', 'reviews', 'social'],
  current_challenges: ['time'],
  created_at: '2025-01-05T15:07:00Z',
  shortlist: [14, 3],
});
const salon = buildLead({ business_name: 'Shear Joy', business_type: 'salon', website_url: null });
const sneaky = buildLead({ business_name: 'Sneaky LLC', website_url: 'javascript:alert(1)' });

const renderDashboard = (url = '/leads-admin') =>
  renderRoute(<LeadsDashboard />, { path: '/leads-admin', url });
const lastQuery = () => api.getLeads.mock.lastCall?.[0];

beforeEach(() => {
  vi.resetAllMocks();
  api.getLeadStats.mockResolvedValue(STATS);
  api.getLeads.mockResolvedValue({ rows: [bistro, salon, sneaky], total: 3 });
});

describe('Leads Dashboard', () => {
  it('shows "Loading leads..." and disables Export CSV while loading', () => {
    api.getLeads.mockReturnValue(new Promise(() => {}));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your custom builder form submissions')).toBeInTheDocument();
    expect(screen.getByText('Loading leads...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export csv/i })).toBeDisabled();
  });

  it('shows the empty state and keeps Export CSV disabled when there are no leads', async () => {
    api.getLeads.mockResolvedValue({ rows: [], total: 0 });
    renderDashboard();
    expect(await screen.findByText('No leads found yet.')).toBeInTheDocument();
    expect(screen.getByText('Form submissions will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export csv/i })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('lists leads with labels, badges, safe website links and US dates, and the four stats', async () => {
    renderDashboard();
    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Business', 'Status', 'Goals and challenges', 'Shortlist', 'Date', 'Actions']);
    const first = within(rows[0]!);
    expect(first.getByText('Restaurant')).toBeInTheDocument();
    expect(first.getByText('Generate more leads')).toBeInTheDocument();
    expect(first.getByText('Increase bookings/appointments')).toBeInTheDocument();
    expect(first.queryByText('Get more positive reviews')).not.toBeInTheDocument();
    expect(first.getByText('+2 more')).toBeInTheDocument();
    expect(first.getByText(/Jan 5, 2025, \d{1,2}:07 (AM|PM)/)).toBeInTheDocument();
    const link = first.getByRole('link', { name: /bistro\.example\.com/ });
    expect(link).toHaveAttribute('href', 'https://bistro.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first.getByText('Google Reviews Widget')).toBeInTheDocument();
    expect(first.getByText('Quick Appointment Booking')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('None')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Salon & Spa')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not provided')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not provided')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();

    const stats = screen.getByLabelText('Lead statistics');
    await waitFor(() => expect(within(stats).getByText('Total Leads').nextSibling).toHaveTextContent('3'));
    expect(within(stats).getByText('This Week').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Enterprise Type').nextSibling).toHaveTextContent('0');
    expect(within(stats).getByText('Professional Type').nextSibling).toHaveTextContent('1');
    const byStatus = screen.getByLabelText('Leads by status');
    expect(within(byStatus).getByText('Won').nextSibling).toHaveTextContent('1');
    expect(within(byStatus).getByText('Archived').nextSibling).toHaveTextContent('4');
  });

  it('hides a column from the Columns menu and shows it again; the row name and actions cannot be hidden', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const table = await screen.findByRole('table');
    const headers = () => within(table).getAllByRole('columnheader').map((th) => th.textContent);
    await user.click(screen.getByText('Columns'));
    const shortlist = await screen.findByRole('checkbox', { name: 'Shortlist column' });
    expect(screen.queryByRole('checkbox', { name: 'Business column' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Actions column' })).not.toBeInTheDocument();
    await user.click(shortlist);
    expect(headers()).toEqual(['', 'Business', 'Status', 'Goals and challenges', 'Date', 'Actions']);
    await user.click(shortlist);
    expect(headers()).toEqual(['', 'Business', 'Status', 'Goals and challenges', 'Shortlist', 'Date', 'Actions']);
    // Like a menu: Escape closes it and puts focus back on Columns; so does a press outside it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Shortlist column' })).not.toBeInTheDocument();
    expect(screen.getByText('Columns')).toHaveFocus();
    await user.click(screen.getByText('Columns'));
    expect(await screen.findByRole('checkbox', { name: 'Shortlist column' })).toBeInTheDocument();
    await user.click(table);
    expect(screen.queryByRole('checkbox', { name: 'Shortlist column' })).not.toBeInTheDocument();
  });

  it('shows a distinct no-matches state that Clear filters resets', async () => {
    api.getLeads.mockImplementation(async (q) =>
      q.search ? { rows: [], total: 0 } : { rows: [bistro], total: 1 },
    );
    const user = userEvent.setup();
    const { router } = renderDashboard('/leads-admin?q=zzz&type=salon');
    expect(await screen.findByText('No leads match your search.')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ search: 'zzz', businessType: 'salon', status: 'all', archived: false });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Bistro Uno')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search leads')).toHaveValue('');
  });

  it('searches after a pause, filters by type, sorts and pages through the URL', async () => {
    api.getLeads.mockResolvedValue({ rows: [bistro], total: 60 });
    const user = userEvent.setup();
    const { router } = renderDashboard();
    expect(await screen.findByText('Showing 1–25 of 60')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search leads'), 'bis');
    await waitFor(() => expect(router.state.location.search).toBe('?q=bis'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'bis', page: 1 }));
    expect(api.getLeads.mock.calls.some(([q]) => q.search === 'b')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Business type'), 'Restaurant');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'bis', businessType: 'restaurant' }));

    const business = screen.getByRole('button', { name: 'Business' });
    expect(business.closest('th')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('button', { name: 'Date' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(business);
    await waitFor(() => expect(business.closest('th')).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastQuery()?.sort).toEqual({ column: 'business_name', ascending: true });
    await user.click(business);
    await waitFor(() => expect(lastQuery()?.sort).toEqual({ column: 'business_name', ascending: false }));

    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, pageSize: 25 }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, pageSize: 50 }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('50');
    // Each change replaced the history entry instead of adding one.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens on the page in the URL and stays there', async () => {
    api.getLeads.mockResolvedValue({ rows: [bistro], total: 60 });
    const { router } = renderDashboard('/leads-admin?page=2');
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(api.getLeads.mock.calls.every(([q]) => q.page === 2)).toBe(true);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('changes a lead\'s status from its row', async () => {
    api.setPipelineStatus.mockResolvedValue(1);
    const user = userEvent.setup();
    renderDashboard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Shear Joy' }, { timeout: 10_000 }), 'Contacted');
    await waitFor(() => expect(api.setPipelineStatus).toHaveBeenCalledWith('custom_builder_leads', [salon.id], 'contacted'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status updated', { description: '1 lead updated.' }));
  });

  it('filters by status and shows the Archived view from the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await screen.findByText('Bistro Uno', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Status'), 'Won');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'won', archived: false }));
    await user.selectOptions(screen.getByLabelText('Show'), 'Archived');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'won', archived: true }));
    expect(new URLSearchParams(router.state.location.search).get('archived')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Archived Leads' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Shear Joy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Shear Joy' })).not.toBeInTheDocument();
  });

  it('archives a lead with an undo toast that restores it', async () => {
    api.archivePipelineRows.mockResolvedValue(1);
    api.restorePipelineRows.mockResolvedValue(1);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Archive Shear Joy' }, { timeout: 10_000 }));
    await waitFor(() => expect(api.archivePipelineRows).toHaveBeenCalledWith('custom_builder_leads', [salon.id]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Archived', expect.objectContaining({ description: '1 lead archived.' })));
    const options = vi.mocked(toast.success).mock.calls.find(([title]) => title === 'Archived')![1] as {
      action: { label: string; onClick: () => void };
      duration: number;
    };
    expect(options.action.label).toBe('Undo');
    expect(options.duration).toBeGreaterThanOrEqual(5000);
    options.action.onClick();
    await waitFor(() => expect(api.restorePipelineRows).toHaveBeenCalledWith('custom_builder_leads', [salon.id]));
  });

  it('bulk-archives the ticked rows: select all on the page, then Archive selected', async () => {
    api.archivePipelineRows.mockResolvedValue(3);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all leads on this page' }, { timeout: 10_000 }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(bar).getByRole('button', { name: 'Archive selected' }));
    await waitFor(() =>
      expect(api.archivePipelineRows).toHaveBeenCalledWith('custom_builder_leads', [bistro.id, salon.id, sneaky.id]),
    );
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('bulk-sets a status on two ticked rows', async () => {
    api.setPipelineStatus.mockResolvedValue(2);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bistro Uno' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sneaky LLC' }));
    expect(screen.getByRole('checkbox', { name: 'Select all leads on this page' })).toHaveProperty('indeterminate', true);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.selectOptions(within(bar).getByLabelText('Set status'), 'Qualified');
    await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
    await waitFor(() =>
      expect(api.setPipelineStatus).toHaveBeenCalledWith('custom_builder_leads', [bistro.id, sneaky.id], 'qualified'),
    );
  });

  it('offers a permanent delete only in the Archived view; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderDashboard('/leads-admin?archived=1');
    await user.click(await screen.findByRole('button', { name: 'Delete Shear Joy permanently' }, { timeout: 10_000 }));
    const dialog = await findOpenDialog('alertdialog', { name: 'Delete Lead' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to permanently delete the lead for Shear Joy? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.deletePipelineRows).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete Shear Joy permanently' })).toHaveFocus();
  });

  it('deletes permanently after confirmation, then says so and focuses the heading', async () => {
    let finish!: (n: number) => void;
    api.deletePipelineRows.mockReturnValue(new Promise<number>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderDashboard('/leads-admin?archived=1');
    await user.click(await screen.findByRole('button', { name: 'Delete Shear Joy permanently' }, { timeout: 10_000 }));
    const dialog = await findOpenDialog('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.deletePipelineRows).toHaveBeenCalledWith('custom_builder_leads', [salon.id]);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    api.getLeads.mockResolvedValue({ rows: [bistro, sneaky], total: 2 });
    finish(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Lead deleted successfully.' });
    await waitFor(() => expect(screen.queryByText('Shear Joy')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Archived Leads' })).toHaveFocus();
  });

  it('reports a failed permanent delete and keeps the lead', async () => {
    api.deletePipelineRows.mockRejectedValue(new Error('nope'));
    const user = userEvent.setup();
    renderDashboard('/leads-admin?archived=1');
    await user.click(await screen.findByRole('button', { name: 'Delete Bistro Uno permanently' }, { timeout: 10_000 }));
    await user.click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to delete lead. Please try again.' }),
    );
    expect(within(screen.getByRole('table', { hidden: true })).getByText('Bistro Uno')).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    api.getLeads.mockRejectedValue(new Error('offline'));
    renderDashboard();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        id: 'leads-load-error',
        description: 'Failed to load leads. Please try again.',
      }),
    );
    expect(await screen.findByText('Leads could not be loaded.')).toBeInTheDocument();
  });

  it('logs the source filter with an export, so the log says which leads left', async () => {
    api.fetchAllLeads.mockResolvedValue([bistro]);
    api.getLeads.mockResolvedValue({ rows: [bistro], total: 1 });
    const user = userEvent.setup();
    renderDashboard('/leads-admin?source=news');
    await screen.findByRole('table');
    await user.click(await screen.findByRole('button', { name: 'Export CSV (1 row)' }));
    await waitFor(() => expect(api.logActivity).toHaveBeenCalled());
    expect(vi.mocked(api.logActivity).mock.calls[0]![0]).toMatchObject({
      action: 'exported',
      details: { scope: 'filters', filters: { ownerId: null, source: 'news' }, rows: 1 },
    });
  });

  it('exports every lead matching the filters as CSV, says how many first, and logs the export', async () => {
    api.fetchAllLeads.mockResolvedValue([bistro, salon]);
    api.getLeads.mockResolvedValue({ rows: [bistro, salon], total: 2 });
    const user = userEvent.setup();
    renderDashboard('/leads-admin?q=b&type=restaurant&status=new');
    await screen.findByRole('table');
    await user.click(await screen.findByRole('button', { name: 'Export CSV (2 rows)' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Export Complete', {
        description: 'Exported 2 leads to CSV file.',
      }),
    );
    expect(api.fetchAllLeads).toHaveBeenCalledWith({
      search: 'b',
      businessType: 'restaurant',
      status: 'new',
      archived: false,
      ownerId: null,
      source: '',
      sort: { column: 'created_at', ascending: false },
    });
    expect(api.logActivity).toHaveBeenCalledWith({
      table_name: 'custom_builder_leads',
      action: 'exported',
      details: {
        scope: 'filters',
        filters: { search: 'b', businessType: 'restaurant', status: 'new', archived: false, ownerId: null, source: '' },
        rows: 2,
      },
    });
    const [filename, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toMatch(/^leads-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      'Business Name',
      'Business Type',
      'Email',
      'Website URL',
      'Goals',
      'Challenges',
      'Created Date',
      'Status',
      'Shortlist',
    ]);
  });

  it('says "No Data" when there turns out to be nothing to export', async () => {
    api.fetchAllLeads.mockResolvedValue([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /export csv/i }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('No Data', { description: 'No leads to export.' }),
    );
    expect(downloadCsv).not.toHaveBeenCalled();
  });
});
