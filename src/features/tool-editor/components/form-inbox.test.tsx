import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCsv } from '@/lib/csv';
import { renderRoute } from '@/testing/render-route';
import type { FormMessage } from '../api/get-form-messages';
import { FormInbox } from './form-inbox';

const store = vi.hoisted(() => ({ messages: [] as FormMessage[] }));

vi.mock('../api/get-form-messages', async () => {
  const { queryOptions, useQuery } = await import('@tanstack/react-query');
  return {
    useFormMessages: (widgetId: string) =>
      useQuery(
        queryOptions({
          queryKey: ['my-widgets', 'messages', widgetId],
          queryFn: async () => store.messages.filter((m) => m.widget_id === widgetId),
        }),
      ),
  };
});
vi.mock('../api/change-form-message', () => ({
  setFormMessageHandled: vi.fn(async (id: string, handled: boolean) => {
    store.messages = store.messages.map((m) =>
      m.id === id ? { ...m, handled_at: handled ? '2026-11-27T12:00:00Z' : null } : m,
    );
  }),
  deleteFormMessage: vi.fn(async (id: string) => {
    store.messages = store.messages.filter((m) => m.id !== id);
  }),
}));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<object>()), downloadCsv: vi.fn() }));

const message = (id: string, overrides: Partial<FormMessage> = {}): FormMessage => ({
  id,
  widget_id: 'w1',
  sender_name: 'Ana Lopez',
  sender_email: 'ana@example.com',
  sender_phone: '',
  message: 'A table for six?',
  extra: [],
  email_status: 'queued',
  handled_at: null,
  created_at: '2026-11-27T10:00:00Z',
  ...overrides,
});

beforeEach(() => {
  store.messages = [
    message('m2', { sender_name: 'Bo Chen', message: 'Do you cater weddings?', email_status: 'held' }),
    message('m1'),
  ];
});

async function renderInbox() {
  renderRoute(<FormInbox widgetId="w1" name="Website form" />);
  return within(await screen.findByRole('region', { name: 'Messages from Website form' }));
}

describe("a contact form's inbox in My tools", () => {
  it('lists the messages as given (newest first), finds them by a word, and says which were not emailed', async () => {
    const user = userEvent.setup();
    const inbox = await renderInbox();
    expect(inbox.getByRole('heading', { name: 'Messages (2, 2 not handled)' })).toBeInTheDocument();
    expect(inbox.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Bo Chen', 'Ana Lopez']);
    expect(inbox.getByText('Not emailed yet: over the hourly limit, it goes in the next digest')).toBeInTheDocument();
    await user.type(inbox.getByLabelText('Search the messages'), 'WEDDINGS');
    expect(inbox.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Bo Chen']);
    await user.click(inbox.getByRole('button', { name: /Export CSV/ }));
    const [, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(rows.map((row) => row[1])).toEqual(['Name', 'Bo Chen']);
  });

  it('marks a message handled and back, and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const inbox = await renderInbox();
    await user.click(inbox.getByRole('button', { name: /^Mark handled ?\(message from Ana Lopez\)/ }));
    await waitFor(() => expect(inbox.getByRole('heading', { name: 'Messages (2, 1 not handled)' })).toBeInTheDocument());
    await user.click(inbox.getByRole('button', { name: /^Mark not handled ?\(message from Ana Lopez\)/ }));
    await waitFor(() => expect(inbox.getByRole('heading', { name: 'Messages (2, 2 not handled)' })).toBeInTheDocument());

    await user.click(inbox.getByRole('button', { name: /^Delete ?the message from Bo Chen/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(inbox.getByRole('heading', { name: 'Messages (1, 1 not handled)' })).toBeInTheDocument());
    expect(inbox.queryByText('Bo Chen')).toBeNull();
  });
});
