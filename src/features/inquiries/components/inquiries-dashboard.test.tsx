import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '@/lib/csv';
import { findOpenDialog } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';
import type { InquiriesFilter, InquiriesQuery, InquiriesSort, Inquiry, InquiryStats } from '../api/inquiry-types';
import { buildInquiry } from '../testing/inquiry-factory';
import { InquiriesDashboard } from './inquiries-dashboard';

const api = vi.hoisted(() => ({
  getInquiries: vi.fn<(q: InquiriesQuery) => Promise<{ rows: Inquiry[]; total: number }>>(),
  getInquiryStats: vi.fn<() => Promise<InquiryStats>>(),
  setPipelineStatus: vi.fn<(table: string, ids: readonly string[], status: string) => Promise<number>>(),
  archivePipelineRows: vi.fn<(table: string, ids: readonly string[]) => Promise<number>>(),
  restorePipelineRows: vi.fn<(table: string, ids: readonly string[]) => Promise<number>>(),
  deletePipelineRows: vi.fn<(table: string, ids: readonly string[]) => Promise<number>>(),
  logActivity: vi.fn<(entry: object) => Promise<void>>(),
  fetchAllInquiries: vi.fn<(filter: InquiriesFilter & { sort: InquiriesSort }) => Promise<Inquiry[]>>(),
}));

vi.mock('@/lib/pipeline/record-kind', async (importOriginal) => {
  const { keepPreviousData, useQuery } = await import('@tanstack/react-query');
  return {
    ...(await importOriginal<object>()),
    useRecords: (_kind: unknown, q: InquiriesQuery) =>
      useQuery({ queryKey: ['inquiries', 'list', q], queryFn: () => api.getInquiries(q), placeholderData: keepPreviousData }),
    useRecordStats: () => useQuery({ queryKey: ['inquiries', 'stats'], queryFn: () => api.getInquiryStats() }),
    fetchAllRecords: (_kind: unknown, q: Parameters<typeof api.fetchAllInquiries>[0]) => api.fetchAllInquiries(q),
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
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<object>()), downloadCsv: vi.fn() }));
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

const STATS: InquiryStats = {
  total: 3,
  thisWeek: 2,
  demo: 2,
  contact: 1,
  byStatus: { new: 1, contacted: 1, qualified: 0, won: 1, lost: 0 },
  archived: 4,
};
const demo = buildInquiry({ full_name: 'Jordan Lee', business_name: 'Lee Dental', source: 'local-map-seo', message: null });
const contact = buildInquiry({
  kind: 'contact',
  source: 'contact',
  full_name: 'Ana Lopez',
  email: 'o@shop.example?bcc=x',
  business_name: null,
  phone: null,
  subject: 'sales',
  message: 'Pricing for 3 locations?',
});

const renderDashboard = (url = '/inquiries-admin') => renderRoute(<InquiriesDashboard />, { path: '/inquiries-admin', url });
const lastQuery = () => api.getInquiries.mock.lastCall?.[0];

beforeEach(() => {
  vi.resetAllMocks();
  api.getInquiryStats.mockResolvedValue(STATS);
  api.getInquiries.mockResolvedValue({ rows: [demo, contact], total: 2 });
});

describe('Enquiries Dashboard', () => {
  it('shows the empty state with Export CSV disabled', async () => {
    api.getInquiries.mockResolvedValue({ rows: [], total: 0 });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export csv/i })).toBeDisabled();
  });

  it('lists enquiries with kind, source, status, subject and an encoded mailto, and the stats by status', async () => {
    renderDashboard();
    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Kind',
      'Name',
      'Status',
      'Contact',
      'Message',
      'Date',
      'Actions',
    ]);
    const first = within(rows[0]!);
    expect(first.getByText('Demo request')).toBeInTheDocument();
    expect(first.getByText('Local Map SEO')).toBeInTheDocument();
    expect(first.getByText('Lee Dental')).toBeInTheDocument();
    expect(first.getByText('Not provided')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Contact message')).toBeInTheDocument();
    expect(second.getByText('Talk to sales')).toBeInTheDocument();
    expect(second.getByText('Pricing for 3 locations?')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'o@shop.example?bcc=x' })).toHaveAttribute(
      'href',
      'mailto:o%40shop.example%3Fbcc%3Dx',
    );
    const stats = screen.getByLabelText('Enquiry statistics');
    await waitFor(() => expect(within(stats).getByText('Total Enquiries').nextSibling).toHaveTextContent('3'));
    expect(within(stats).getByText('This Week').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Demo Requests').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Contact Messages').nextSibling).toHaveTextContent('1');
    const byStatus = screen.getByLabelText('Enquiries by status');
    expect(within(byStatus).getByText('Won').nextSibling).toHaveTextContent('1');
    expect(within(byStatus).getByText('Archived').nextSibling).toHaveTextContent('4');
    expect(first.getByRole('combobox', { name: 'Status of Jordan Lee' })).toHaveValue('new');
  });

  it('searches, filters by kind, sorts and pages through the URL', async () => {
    api.getInquiries.mockResolvedValue({ rows: [demo], total: 60 });
    const user = userEvent.setup();
    const { router } = renderDashboard();
    expect(await screen.findByText('Showing 1–25 of 60')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search enquiries'), 'lee');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'lee', page: 1 }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Contact message');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'lee', kind: 'contact' }));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('contact');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery()?.sort).toEqual({ column: 'full_name', ascending: true }));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, pageSize: 25 }));
  });

  it('opens filtered from the URL', async () => {
    renderDashboard('/inquiries-admin?kind=demo&q=jordan');
    await screen.findByRole('table');
    expect(lastQuery()).toMatchObject({ kind: 'demo', search: 'jordan', status: 'all', archived: false });
    expect(screen.getByLabelText('Kind')).toHaveValue('demo');
  });

  it("changes an enquiry's status from its row", async () => {
    api.setPipelineStatus.mockResolvedValue(1);
    const user = userEvent.setup();
    renderDashboard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Ana Lopez' }, { timeout: 10_000 }), 'Contacted');
    await waitFor(() => expect(api.setPipelineStatus).toHaveBeenCalledWith('visitor_inquiries', [contact.id], 'contacted'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status updated', { description: '1 enquiry updated.' }));
  });

  it('filters by status and shows the Archived view, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await screen.findByText('Ana Lopez', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Status'), 'Won');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'won', archived: false }));
    await user.selectOptions(screen.getByLabelText('Show'), 'Archived');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'won', archived: true }));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('status'), params.get('archived')]).toEqual(['won', '1']);
    expect(await screen.findByRole('heading', { name: 'Archived Enquiries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Ana Lopez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Ana Lopez' })).not.toBeInTheDocument();
  });

  it('archives an enquiry (no permanent delete outside the Archived view) with an undo toast that restores it', async () => {
    api.archivePipelineRows.mockResolvedValue(1);
    api.restorePipelineRows.mockResolvedValue(1);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Archive Ana Lopez' }, { timeout: 10_000 }));
    expect(screen.queryByRole('button', { name: /permanently/ })).not.toBeInTheDocument();
    await waitFor(() => expect(api.archivePipelineRows).toHaveBeenCalledWith('visitor_inquiries', [contact.id]));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Archived', expect.objectContaining({ description: '1 enquiry archived.' })),
    );
    const options = vi.mocked(toast.success).mock.calls.find(([title]) => title === 'Archived')![1] as {
      action: { label: string; onClick: () => void };
    };
    expect(options.action.label).toBe('Undo');
    options.action.onClick();
    await waitFor(() => expect(api.restorePipelineRows).toHaveBeenCalledWith('visitor_inquiries', [contact.id]));
  });

  it('bulk actions: select all on the page, set a status, then archive the selection', async () => {
    api.setPipelineStatus.mockResolvedValue(2);
    api.archivePipelineRows.mockResolvedValue(2);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all enquiries on this page' }, { timeout: 10_000 }));
    let bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.selectOptions(within(bar).getByLabelText('Set status'), 'Qualified');
    await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
    await waitFor(() =>
      expect(api.setPipelineStatus).toHaveBeenCalledWith('visitor_inquiries', [demo.id, contact.id], 'qualified'),
    );
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select Jordan Lee' }));
    bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Archive selected' }));
    await waitFor(() => expect(api.archivePipelineRows).toHaveBeenCalledWith('visitor_inquiries', [demo.id]));
  });

  it('exports the ticked rows and logs it as a selection', async () => {
    api.logActivity.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana Lopez' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: /export/i }));
    await waitFor(() =>
      expect(api.logActivity).toHaveBeenCalledWith({
        table_name: 'visitor_inquiries',
        action: 'exported',
        details: { scope: 'selection', rows: 1 },
      }),
    );
    expect(vi.mocked(downloadCsv).mock.calls[0]![1]).toHaveLength(2);
  });

  it('deletes permanently only from the Archived view, after confirmation; Cancel deletes nothing', async () => {
    api.deletePipelineRows.mockResolvedValue(1);
    const user = userEvent.setup();
    renderDashboard('/inquiries-admin?archived=1');
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Lopez permanently' }, { timeout: 10_000 }));
    let dialog = await findOpenDialog('alertdialog', { name: 'Delete Enquiry' });
    expect(dialog).toHaveTextContent('Are you sure you want to permanently delete the enquiry from Ana Lopez? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.deletePipelineRows).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Ana Lopez permanently' }));
    dialog = await findOpenDialog('alertdialog');
    api.getInquiries.mockResolvedValue({ rows: [demo], total: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.deletePipelineRows).toHaveBeenCalledWith('visitor_inquiries', [contact.id]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Enquiry deleted successfully.' }));
    await waitFor(() => expect(screen.queryByText('Ana Lopez')).not.toBeInTheDocument());
  });

  it('reports a failed permanent delete and keeps the row', async () => {
    api.deletePipelineRows.mockRejectedValue(new Error('nope'));
    const user = userEvent.setup();
    renderDashboard('/inquiries-admin?archived=1');
    await user.click(await screen.findByRole('button', { name: 'Delete Jordan Lee permanently' }, { timeout: 10_000 }));
    await user.click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to delete enquiry. Please try again.' }),
    );
    expect(within(screen.getByRole('table', { hidden: true })).getByText('Jordan Lee')).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    api.getInquiries.mockRejectedValue(new Error('offline'));
    renderDashboard();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        id: 'inquiries-load-error',
        description: 'Failed to load enquiries. Please try again.',
      }),
    );
    expect(await screen.findByText('Enquiries could not be loaded.')).toBeInTheDocument();
  });

  it('exports every enquiry matching the filters as CSV, says how many first, and logs the export', async () => {
    api.fetchAllInquiries.mockResolvedValue([demo, contact]);
    const user = userEvent.setup();
    renderDashboard('/inquiries-admin?kind=contact&q=a&status=new');
    await user.click(await screen.findByRole('button', { name: 'Export CSV (2 rows)' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Export Complete', { description: 'Exported 2 enquiries to CSV file.' }),
    );
    expect(api.fetchAllInquiries).toHaveBeenCalledWith({
      search: 'a',
      kind: 'contact',
      status: 'new',
      archived: false,
      ownerId: null,
      source: '',
      sort: { column: 'created_at', ascending: false },
    });
    expect(api.logActivity).toHaveBeenCalledWith({
      table_name: 'visitor_inquiries',
      action: 'exported',
      details: {
        scope: 'filters',
        filters: { search: 'a', kind: 'contact', status: 'new', archived: false, ownerId: null, source: '' },
        rows: 2,
      },
    });
    const [filename, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toMatch(/^inquiries-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(3);
  });
});
