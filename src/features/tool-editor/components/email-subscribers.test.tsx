import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCsv, toCsv } from '@/lib/csv';
import { renderRoute } from '@/testing/render-route';
import type { EmailSubscriber } from '../api/get-email-subscribers';
import { EmailSubscribers } from './email-subscribers';

const store = vi.hoisted(() => ({ subscribers: [] as EmailSubscriber[] }));

vi.mock('../api/get-email-subscribers', async () => {
  const { queryOptions, useQuery } = await import('@tanstack/react-query');
  return {
    useEmailSubscribers: (widgetId: string) =>
      useQuery(
        queryOptions({
          queryKey: ['my-widgets', 'subscribers', widgetId],
          queryFn: async () => store.subscribers.filter((s) => s.widget_id === widgetId),
        }),
      ),
  };
});
vi.mock('../api/delete-email-subscriber', () => ({
  deleteEmailSubscriber: vi.fn(async (id: string) => {
    store.subscribers = store.subscribers.filter((s) => s.id !== id);
  }),
}));
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: vi.fn(),
}));

const subscriber = (id: string, overrides: Partial<EmailSubscriber> = {}): EmailSubscriber => ({
  id,
  widget_id: 'w1',
  email: 'ana@example.com',
  name: 'Ana',
  status: 'confirmed',
  created_at: '2026-11-27T10:00:00Z',
  confirmation_sent_at: '2026-11-27T10:00:00Z',
  confirmed_at: '2026-11-27T10:05:00Z',
  unsubscribed_at: null,
  ...overrides,
});

beforeEach(() => {
  store.subscribers = [
    subscriber('s2', { email: '=cmd@evil.example', name: 'Bo', status: 'pending', confirmed_at: null }),
    subscriber('s1'),
  ];
});

async function renderList() {
  renderRoute(<EmailSubscribers widgetId="w1" name="Newsletter" />);
  return within(await screen.findByRole('region', { name: 'Subscribers of Newsletter' }));
}

describe("an email sign-up widget's subscribers in My tools", () => {
  it('lists confirmed and pending subscribers as given (newest first), finds them by a word, and exports them safely', async () => {
    const user = userEvent.setup();
    const list = await renderList();
    expect(list.getByRole('heading', { name: 'Subscribers (2, 1 confirmed)' })).toBeInTheDocument();
    const items = () => list.getAllByRole('listitem').map((item) => item.textContent);
    expect(items()[0]).toContain('=cmd@evil.example');
    expect(items()[0]).toContain('Waiting for confirmation');
    expect(items()[1]).toContain('Confirmed');
    await user.type(list.getByLabelText('Search the subscribers'), 'ANA');
    expect(items()).toHaveLength(1);
    await user.clear(list.getByLabelText('Search the subscribers'));
    await user.click(list.getByRole('button', { name: /Export CSV/ }));
    const [, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    // The file neutralises the formula a visitor typed as an address.
    expect(toCsv(rows)).toContain(`"'=cmd@evil.example","Bo","Waiting for confirmation"`);
  });

  it('deletes a subscriber after confirming', async () => {
    const user = userEvent.setup();
    const list = await renderList();
    await user.click(list.getByRole('button', { name: /^Delete ?ana@example\.com/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(list.getByRole('heading', { name: 'Subscribers (1, 0 confirmed)' })).toBeInTheDocument(),
    );
    expect(list.queryByText('ana@example.com')).toBeNull();
  });
});
