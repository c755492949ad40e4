import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '@/lib/csv';
import { renderRoute } from '@/testing/render-route';
import type { InquiriesFilter, InquiriesQuery, InquiriesSort, Inquiry, InquiryStats } from '../api/inquiry-types';
import { buildInquiry } from '../testing/inquiry-factory';
import { InquiriesDashboard } from './inquiries-dashboard';

const api = vi.hoisted(() => ({
  getInquiries: vi.fn<(q: InquiriesQuery) => Promise<{ rows: Inquiry[]; total: number }>>(),
  getInquiryStats: vi.fn<() => Promise<InquiryStats>>(),
  deleteInquiry: vi.fn<(id: string) => Promise<void>>(),
  fetchAllInquiries: vi.fn<(filter: InquiriesFilter & { sort: InquiriesSort }) => Promise<Inquiry[]>>(),
}));

vi.mock('../api/get-inquiries', async () => {
  const { keepPreviousData, useQuery } = await import('@tanstack/react-query');
  return {
    useInquiries: (q: InquiriesQuery) =>
      useQuery({ queryKey: ['inquiries', q], queryFn: () => api.getInquiries(q), placeholderData: keepPreviousData }),
  };
});
vi.mock('../api/get-inquiry-stats', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return { useInquiryStats: () => useQuery({ queryKey: ['inquiry-stats'], queryFn: () => api.getInquiryStats() }) };
});
vi.mock('../api/delete-inquiry', async () => {
  const { useMutation, useQueryClient } = await import('@tanstack/react-query');
  return {
    useDeleteInquiry: (options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => api.deleteInquiry(id),
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: ['inquiries'] });
          options.onSuccess?.();
        },
        onError: (error) => options.onError?.(error),
      });
    },
  };
});
vi.mock('../api/export-inquiries', () => ({ fetchAllInquiries: api.fetchAllInquiries }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<object>()), downloadCsv: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const STATS: InquiryStats = { total: 3, thisWeek: 2, demo: 2, contact: 1 };
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

  it('lists enquiries with kind, source, subject and an encoded mailto, and the four stats', async () => {
    renderDashboard();
    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Kind',
      'Name',
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
    expect(lastQuery()).toMatchObject({ kind: 'demo', search: 'jordan' });
    expect(screen.getByLabelText('Kind')).toHaveValue('demo');
  });

  it('deletes after confirmation, then says so; cancel deletes nothing', async () => {
    api.deleteInquiry.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete contact message from Ana Lopez' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Enquiry' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the contact message from Ana Lopez? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.deleteInquiry).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete contact message from Ana Lopez' }));
    dialog = await screen.findByRole('alertdialog');
    api.getInquiries.mockResolvedValue({ rows: [demo], total: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.deleteInquiry).toHaveBeenCalledWith(contact.id);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Enquiry deleted successfully.' }));
    await waitFor(() => expect(screen.queryByText('Ana Lopez')).not.toBeInTheDocument());
  });

  it('reports a failed delete and keeps the row', async () => {
    api.deleteInquiry.mockRejectedValue(new Error('nope'));
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete demo request from Jordan Lee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
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

  it('exports every matching enquiry as CSV', async () => {
    api.fetchAllInquiries.mockResolvedValue([demo, contact]);
    const user = userEvent.setup();
    renderDashboard('/inquiries-admin?kind=contact&q=a');
    await user.click(await screen.findByRole('button', { name: /export csv/i }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Export Complete', { description: 'Exported 2 enquiries to CSV file.' }),
    );
    expect(api.fetchAllInquiries).toHaveBeenCalledWith({
      search: 'a',
      kind: 'contact',
      sort: { column: 'created_at', ascending: false },
    });
    const [filename, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toMatch(/^inquiries-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(3);
  });
});
