import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import type { OutboxEmail } from '../api/get-outbox';
import { MailboxDashboard } from './mailbox-dashboard';

const api = vi.hoisted(() => ({
  getOutbox: vi.fn<(q: { page: number; pageSize: number }) => Promise<{ rows: OutboxEmail[]; total: number }>>(),
}));
vi.mock('../api/get-outbox', async () => {
  const { keepPreviousData, useQuery } = await import('@tanstack/react-query');
  return {
    useOutbox: (q: { page: number; pageSize: number }) =>
      useQuery({ queryKey: ['email-outbox', q], queryFn: () => api.getOutbox(q), placeholderData: keepPreviousData }),
  };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const toolkit: OutboxEmail = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'toolkit',
  recipient: 'chef@bistro.example',
  template: {
    businessName: 'Bistro <Uno>',
    answers: { businessType: 'restaurant', goals: ['reviews'], challenges: ['time'], hasWebsite: true },
    siteUrl: 'http://localhost:5173',
  },
  status: 'pending',
  attempts: 0,
  last_error: null,
  sent_at: null,
  created_at: '2026-11-23T08:00:00Z',
};
const notification: OutboxEmail = {
  ...toolkit,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'staff_notification',
  recipient: 'team@localboost.example',
  template: {
    event: 'lead',
    title: 'New lead',
    fields: [
      { name: 'business_name', value: 'Bistro <Uno>' },
      { name: 'email', value: 'chef@bistro.example' },
    ],
    dashboardUrl: 'http://localhost:5173/leads-admin?q=chef%40bistro.example',
    siteUrl: 'http://localhost:5173',
  },
  status: 'sent',
  attempts: 1,
  sent_at: '2026-11-23T08:01:00Z',
};
const broken: OutboxEmail = { ...toolkit, id: '00000000-0000-4000-8000-000000000003', template: {}, status: 'failed', last_error: 'Could not render' };

const renderMailbox = () => renderRoute(<MailboxDashboard />, { path: '/mailbox' });

beforeEach(() => {
  vi.resetAllMocks();
  api.getOutbox.mockResolvedValue({ rows: [toolkit, notification, broken], total: 3 });
});

describe('Mailbox', () => {
  it('lists each email with its recipient, kind, subject and status', async () => {
    renderMailbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Emails' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1, 5).map((c) => c.textContent))).toEqual([
      ['chef@bistro.example', "Visitor's toolkit", 'Your LocalBoost marketing toolkit', 'Pending'],
      ['team@localboost.example', 'Staff notification', 'New lead: Bistro <Uno>', 'Sent'],
      ['chef@bistro.example', "Visitor's toolkit", 'Cannot be rendered', 'Failed'],
    ]);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(api.getOutbox).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
  });

  it('previews the first email at once and another on request, in a sandboxed frame and as plain text', async () => {
    const user = userEvent.setup();
    renderMailbox();
    const preview = await screen.findByRole('region', { name: 'Email preview' });
    let frame = within(preview).getByTitle('HTML of the email: Your LocalBoost marketing toolkit');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Bistro &lt;Uno&gt;');

    await user.click(screen.getByRole('button', { name: 'View the email to team@localboost.example: New lead: Bistro <Uno>' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Email preview' })).toHaveFocus();
    frame = within(preview).getByTitle('HTML of the email: New lead: Bistro <Uno>');
    expect(frame.getAttribute('srcdoc')).toContain('href="http://localhost:5173/leads-admin?q=chef%40bistro.example"');
    expect(frame.getAttribute('srcdoc')).not.toContain('<Uno>');
    const text = within(preview).getByText((_, el) => el?.tagName === 'PRE');
    expect(text.textContent).toBe(
      'New lead\n\nBusiness name: Bistro <Uno>\nEmail: chef@bistro.example\n\n' +
        'Open it in the dashboard: http://localhost:5173/leads-admin?q=chef%40bistro.example',
    );
    expect(within(preview).getByText('team@localboost.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View the email to team@/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains an email that cannot be rendered, with its error', async () => {
    const user = userEvent.setup();
    renderMailbox();
    await user.click(await screen.findByRole('button', { name: "View the email to chef@bistro.example: Visitor's toolkit" }));
    const preview = screen.getByRole('region', { name: 'Email preview' });
    expect(within(preview).getByText(/cannot be rendered/)).toBeInTheDocument();
    expect(within(preview).getByText('Could not render')).toBeInTheDocument();
    expect(within(preview).queryByTitle(/HTML of the email/)).not.toBeInTheDocument();
  });

  it('says so when there are no emails', async () => {
    api.getOutbox.mockResolvedValue({ rows: [], total: 0 });
    renderMailbox();
    expect(await screen.findByText(/No emails yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email preview' })).not.toBeInTheDocument();
  });
});
