import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCsv } from '@/lib/csv';
import { renderRoute } from '@/testing/render-route';
import type { BookingRequest } from '../api/get-booking-requests';
import { BookingRequests } from './booking-requests';

const store = vi.hoisted(() => ({ requests: [] as BookingRequest[] }));

vi.mock('../api/get-booking-requests', async () => {
  const { queryOptions, useQuery } = await import('@tanstack/react-query');
  return {
    useBookingRequests: (widgetId: string) =>
      useQuery(
        queryOptions({
          queryKey: ['my-widgets', 'bookings', widgetId],
          queryFn: async () => store.requests.filter((r) => r.widget_id === widgetId),
        }),
      ),
  };
});
vi.mock('../api/change-booking-request', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/change-booking-request')>();
  return {
    ...original,
    decideBookingRequest: vi.fn(async (id: string, decision: 'confirmed' | 'declined') => {
      const request = store.requests.find((r) => r.id === id)!;
      const taken = store.requests.some(
        (r) => r.id !== id && r.status === 'confirmed' && r.starts_at === request.starts_at,
      );
      if (decision === 'confirmed' && taken)
        throw new original.BookingSlotTakenError({
          code: 'PT409',
          message: 'booking_slot_taken: another confirmed request already has this time',
        });
      store.requests = store.requests.map((r) => (r.id === id ? { ...r, status: decision } : r));
    }),
    deleteBookingRequest: vi.fn(async (id: string) => {
      store.requests = store.requests.filter((r) => r.id !== id);
    }),
  };
});
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: vi.fn(),
}));

const request = (id: string, overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  id,
  widget_id: 'w1',
  starts_at: '2026-12-01T09:00:00Z',
  ends_at: '2026-12-01T09:30:00Z',
  visitor_name: 'Ana Lopez',
  visitor_email: 'ana@example.com',
  visitor_phone: '',
  note: 'First visit',
  status: 'pending',
  email_status: 'queued',
  decided_at: null,
  created_at: '2026-11-27T10:00:00Z',
  ...overrides,
});

beforeEach(() => {
  store.requests = [
    request('r3', {
      visitor_name: 'Bo Chen',
      visitor_email: '',
      visitor_phone: '+44 20 7946 0000',
      note: '=HYPERLINK("http://x")',
      starts_at: '2026-12-02T10:00:00Z',
      ends_at: '2026-12-02T10:30:00Z',
    }),
    request('r2', { visitor_name: 'Cy Diaz' }),
    request('r1', { status: 'declined', visitor_name: 'Di Evans', starts_at: '2026-12-03T11:00:00Z' }),
  ];
});

async function renderRequests() {
  renderRoute(<BookingRequests widgetId="w1" name="Salon booking" timeZone="UTC" />);
  return within(await screen.findByRole('region', { name: 'Booking requests from Salon booking' }));
}
const names = (list: ReturnType<typeof within>): string[] =>
  list.getAllByRole('heading', { level: 4 }).map((h: HTMLElement) => h.textContent!.split(':')[0]!);

describe("a booking widget's requests in My tools", () => {
  it('lists the requests as given (newest first) with their time, finds them by a word and exports them', async () => {
    const user = userEvent.setup();
    const list = await renderRequests();
    expect(
      list.getByRole('heading', { name: 'Booking requests (3, 2 waiting for you)' }),
    ).toBeInTheDocument();
    expect(names(list)).toEqual(['Bo Chen', 'Cy Diaz', 'Di Evans']);
    expect(list.getByRole('heading', { name: 'Cy Diaz: Dec 1, 2026, 9:00 AM (30 min)' })).toBeInTheDocument();
    // Declined: no more decision to take.
    expect(list.queryByRole('button', { name: /Confirm ?the request from Di Evans/ })).toBeNull();
    // Phone only: the owner is told to call.
    expect(
      list.getByText(/Bo Chen left only a phone number: call them to confirm or decline/),
    ).toBeInTheDocument();
    expect(list.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    await user.type(list.getByLabelText('Search the booking requests'), 'hyperlink');
    expect(names(list)).toEqual(['Bo Chen']);
    await user.click(list.getByRole('button', { name: /Export CSV/ }));
    const [, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(rows.map((row) => row[2])).toEqual(['Name', 'Bo Chen']);
    expect(rows[1]![6]).toBe('Waiting for you');
  });

  it('confirms and declines pending requests, says when the time is already taken, and deletes one', async () => {
    store.requests.push(
      request('r0', { visitor_name: 'Ed Fox', status: 'confirmed', created_at: '2026-11-26T10:00:00Z' }),
    );
    const user = userEvent.setup();
    const list = await renderRequests();
    await user.click(list.getByRole('button', { name: /^Confirm ?the request from Bo Chen/ }));
    await waitFor(() =>
      expect(
        list.getByRole('heading', { name: /^Booking requests \(4, 1 waiting for you\)/ }),
      ).toBeInTheDocument(),
    );
    expect(list.queryByRole('button', { name: /Confirm ?the request from Bo Chen/ })).toBeNull();

    // Ed Fox already has 9:00 confirmed: Cy Diaz's request for it is refused, and that is said beside it.
    await user.click(list.getByRole('button', { name: /^Confirm ?the request from Cy Diaz/ }));
    expect(await list.findByRole('alert')).toHaveTextContent(
      'Not confirmed: another request already has this time confirmed. Decline this one, or call Cy Diaz',
    );
    expect(store.requests.find((r) => r.id === 'r2')!.status).toBe('pending');
    await user.click(list.getByRole('button', { name: /^Decline ?the request from Cy Diaz/ }));
    await waitFor(() =>
      expect(list.getByRole('heading', { name: 'Booking requests (4)' })).toBeInTheDocument(),
    );
    expect(list.queryByRole('alert')).toBeNull();

    await user.click(list.getByRole('button', { name: /^Delete ?the request from Di Evans/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(list.getByRole('heading', { name: 'Booking requests (3)' })).toBeInTheDocument(),
    );
    expect(names(list)).toEqual(['Bo Chen', 'Cy Diaz', 'Ed Fox']);
  });
});
