/** @jsxImportSource preact */
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../runtime/kind-module';
import { bookingDefinition } from './definition';
import { bookingSettingsSchema, type BookingSettings } from './settings';
import type { FreeSlots } from './slots';
import bookingModule from './widget';
import { fillField } from '@/testing/fill-field';
import { autofill } from '@/testing/autofill';

const WIDGET = '0b0e0000-0000-4000-8000-0000000000b0';
const visitor: WidgetContext = {
  widgetId: WIDGET,
  preview: false,
  api: 'https://api.example',
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const settings = (overrides: Partial<BookingSettings> = {}): BookingSettings => ({
  ...bookingDefinition.presets[0]!.settings,
  ...overrides,
});

const FREE: FreeSlots = {
  timeZone: 'Europe/London',
  days: [
    {
      date: '2026-12-01',
      slots: [
        { start: '2026-12-01T09:00:00Z', time: '09:00' },
        { start: '2026-12-01T14:30:00Z', time: '14:30' },
      ],
    },
    { date: '2026-12-02', slots: [{ start: '2026-12-02T10:00:00Z', time: '10:00' }] },
  ],
};
const LATER: FreeSlots = { ...FREE, days: [FREE.days[1]!] };

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function show(value: BookingSettings, context = visitor) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = bookingModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}

type Answer = { status: number; body?: unknown } | 'network';
/** fetch answering the GETs and the POSTs in turn (the last answer repeats), recording what was sent. */
function server(gets: Answer[], posts: Answer[] = []) {
  const reply = (answers: Answer[], index: number) => {
    const answer = answers[Math.min(index, answers.length - 1)]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  };
  let got = 0;
  let posted = 0;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? reply(posts, posted++) : reply(gets, got++),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const posts = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Shown long enough ago that a request goes at once. */
async function pastTheMinimum() {
  await act(async () => {
    vi.setSystemTime(Date.now() + 5000);
  });
}

async function pickAndFill(view: ReturnType<typeof show>, user: ReturnType<typeof userEvent.setup>) {
  await user.click(await view.findByRole('radio', { name: '2:30 PM' }));
  await fillField(user, view.getByLabelText(/Your name/), 'Ana Lopez');
  await fillField(user, view.getByLabelText(/^Email/), 'ana@example.com');
  await fillField(user, view.getByLabelText(/Anything we should know/), 'First visit');
}

describe('booking widget', () => {
  it('says it is loading, holding its place, then offers the free days and the chosen day’s times', async () => {
    const fetch = server([{ status: 200, body: FREE }]);
    const view = show(settings());
    expect(view.getByRole('status')).toHaveTextContent('Loading free times');
    // The form is there at once, the times' place held (widget.tsx's styles) and the button not usable yet.
    expect(host!.querySelector('.picker')).not.toBeNull();
    expect(view.getByRole('button', { name: 'Request this time' })).toHaveAttribute('aria-disabled', 'true');
    expect(view.getByLabelText(/Your name/)).toBeInTheDocument();
    const days = await view.findByRole('group', { name: 'Day' });
    expect(fetch.mock.calls[0]![0]).toBe(`https://api.example/functions/v1/widget-booking?w=${WIDGET}`);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['Tue 1 Dec', 'Wed 2 Dec']);
    expect(view.getByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    const times = view.getByRole('group', { name: 'Time (London time)' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['9 AM', '2:30 PM']);
    expect(view.getByRole('status')).toHaveTextContent('');
  });

  it('keeps every field an autofill fills at once', async () => {
    server([{ status: 200, body: FREE }]);
    const view = show(settings());
    await view.findByRole('group', { name: 'Day' });
    const filled = { 'Your name': 'Ana Lopez', Email: 'ana@example.com', Phone: '+1 555 0100' };
    expect(autofill(view, filled)).toEqual(filled);
  });

  it('moves between days with the arrow keys and shows that day’s times in the owner’s clock', async () => {
    server([{ status: 200, body: FREE }]);
    const user = userEvent.setup();
    const view = show(settings({ hours: { ...settings().hours, timeFormat: '24h' } }));
    await user.click(await view.findByRole('radio', { name: 'Tue 1 Dec' }));
    await user.keyboard('{ArrowRight}');
    expect(view.getByRole('radio', { name: 'Wed 2 Dec' })).toBeChecked();
    expect(view.getByRole('radio', { name: 'Wed 2 Dec' })).toHaveFocus();
    expect(
      view.getAllByRole('radio', { name: /^\d\d:\d\d$/ }).map((radio) => radio.parentElement!.textContent),
    ).toEqual(['10:00']);
  });

  it('ties each error to its field, says which contact is missing and focuses the first invalid one', async () => {
    const fetch = server([{ status: 200, body: FREE }]);
    const user = userEvent.setup();
    const view = show(settings());
    await user.click(await view.findByRole('button', { name: 'Request this time' }));
    expect(view.getByRole('status')).toHaveTextContent('Please correct the marked fields.');
    const first = view.getByRole('radio', { name: '9 AM' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(host!.ownerDocument.activeElement).toBe(first);
    expect(view.getByRole('group', { name: /^Time/ })).toHaveAccessibleDescription('Please choose a time.');
    expect(view.getByLabelText(/Your name/)).toHaveAccessibleDescription('Please fill in your name.');
    const missing = 'Please give an email address or a phone number.';
    expect(view.getByLabelText(/^Email/)).toHaveAccessibleDescription(missing);
    expect(view.getByLabelText(/^Phone/)).toHaveAccessibleDescription(missing);
    // A phone number alone is enough.
    await user.click(view.getByRole('radio', { name: '9 AM' }));
    await user.type(view.getByLabelText(/Your name/), 'Ana');
    await user.type(view.getByLabelText(/^Phone/), 'call me');
    await user.click(view.getByRole('button', { name: 'Request this time' }));
    expect(view.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Please check the phone number.');
    expect(view.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(host!.ownerDocument.activeElement).toBe(view.getByLabelText(/^Phone/));
    // An address the database refuses (private.is_plain_email) is marked here, not refused after sending.
    await user.type(view.getByLabelText(/^Email/), 'mailto:ana@example.com');
    await user.click(view.getByRole('button', { name: 'Request this time' }));
    expect(view.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please check the email address.');
    expect(posts(fetch)).toHaveLength(0);
  });

  it('sends the chosen slot and who asks, no sooner than 3 s after showing, then thanks and says it is a request', async () => {
    const fetch = server([{ status: 200, body: FREE }], [{ status: 200, body: { ok: true } }]);
    const user = userEvent.setup();
    // The clock stands still while the form is filled, so the wait below is the whole minimum however
    // long filling takes on a loaded machine.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const view = show(settings());
    await pickAndFill(view, user);
    // The sending module loads on the first send (here at once: loaded before the clock is faked).
    await import('./send-request');
    vi.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => view.getByRole('button', { name: 'Request this time' }).click());
    expect(view.getByRole('status')).toHaveTextContent('Sending…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(posts(fetch)).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    const [[url, init]] = posts(fetch) as [[string, RequestInit]];
    expect(url).toBe('https://api.example/functions/v1/widget-booking');
    expect(init.credentials).toBe('omit');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      w: WIDGET,
      start: '2026-12-01T14:30:00Z',
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '',
      note: 'First visit',
      hp: '',
    });
    expect(body.t).toBeGreaterThanOrEqual(3000);
    expect(view.getByRole('status')).toHaveTextContent(settings().thanks);
    expect(host!.ownerDocument.activeElement).toBe(view.getByRole('status'));
    expect(host!.textContent).toContain(
      'You asked for Tue 1 Dec, 2:30 PM. It is a request until we confirm it.',
    );
    expect(view.queryByRole('button')).toBeNull();
  });

  it('when the slot went meanwhile, says so, offers the times again and keeps what was typed', async () => {
    const fetch = server(
      [
        { status: 200, body: FREE },
        { status: 200, body: LATER },
      ],
      [{ status: 409, body: { error: 'slot_taken' } }],
    );
    const user = userEvent.setup();
    const view = show(settings());
    await pastTheMinimum();
    await pickAndFill(view, user);
    await user.click(view.getByRole('button', { name: 'Request this time' }));
    expect(await view.findByText(/That time was just taken: please choose another/)).toBeInTheDocument();
    // The times are asked for again: the day that is gone goes from the choices.
    await waitFor(() => expect(view.queryByRole('radio', { name: 'Tue 1 Dec' })).toBeNull());
    expect(view.getByRole('radio', { name: 'Wed 2 Dec' })).toBeChecked();
    expect(view.getByRole('radio', { name: '10 AM' })).not.toBeChecked();
    expect(fetch.mock.calls.filter(([, init]) => init?.method !== 'POST')).toHaveLength(2);
    expect(view.getByLabelText(/Your name/)).toHaveValue('Ana Lopez');
    expect(view.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(view.getByLabelText(/Anything we should know/)).toHaveValue('First visit');
  });

  it('keeps what was typed and says so when the request fails, is refused or the form is over its limit', async () => {
    for (const [answer, text] of [
      [{ status: 503 }, 'Not sent: please try again in a moment'],
      ['network', 'Not sent: please try again in a moment'],
      [{ status: 429 }, 'Too many requests just now'],
      [{ status: 400 }, 'Not accepted: please check it and try again'],
    ] as const) {
      server([{ status: 200, body: FREE }], [answer]);
      const user = userEvent.setup();
      const view = show(settings());
      await pastTheMinimum();
      await pickAndFill(view, user);
      await user.click(view.getByRole('button', { name: 'Request this time' }));
      expect(await view.findByText(new RegExp(text))).toBeInTheDocument();
      // Where a phone's visitor sees it: focus goes from the button far below to the message.
      await waitFor(() => expect(view.getByRole('status')).toHaveFocus());
      expect(view.getByRole('radio', { name: '2:30 PM' })).toBeChecked();
      expect(view.getByLabelText(/Your name/)).toHaveValue('Ana Lopez');
      render(null, host!);
      host!.remove();
      vi.useRealTimers();
    }
  });

  it('says when there are no free times, with the ways to book instead', async () => {
    server([{ status: 200, body: { timeZone: 'Europe/London', days: [] } }]);
    const view = show(settings({ daysAhead: 10 }));
    expect(await view.findByText('No free times in the next 10 days.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(view.getByRole('link', { name: '(555) 010-0123' })).toHaveAttribute('href', 'tel:+15550100123');
    expect(view.queryByRole('button')).toBeNull();
  });

  it('says "the next day" when the owner books only a day ahead', async () => {
    server([{ status: 200, body: { timeZone: 'Europe/London', days: [] } }]);
    const view = show(settings({ daysAhead: 1 }));
    expect(await view.findByText('No free times in the next day.')).toBeInTheDocument();
  });

  it('keeps the line breaks the owner wrote in the text above the form', () => {
    server([{ status: 200, body: FREE }]);
    const style = document.createElement('style');
    style.textContent = bookingModule.styles;
    document.head.append(style);
    try {
      const view = show(settings({ intro: 'Tell us what you need.\nWe confirm within the hour.' }));
      expect(getComputedStyle(view.getByText(/Tell us what you need/)).whiteSpace).toBe('pre-line');
    } finally {
      style.remove();
    }
  });

  it('offers to try again when the times could not be loaded', async () => {
    const fetch = server([{ status: 503 }, { status: 200, body: FREE }]);
    const user = userEvent.setup();
    const view = show(settings());
    expect(await view.findByText('The free times could not be loaded.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'hello@example.com' })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows illustrative times from the hours in the editor preview, and calls nothing', async () => {
    const fetch = server([{ status: 200, body: FREE }]);
    const user = userEvent.setup();
    const every = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
      day,
      open: '09:00',
      close: '10:00',
    }));
    const view = show(settings({ hours: { ...settings().hours, intervals: every }, slotMinutes: 20 }), {
      ...visitor,
      widgetId: 'preview',
      preview: true,
      api: undefined,
    });
    expect(
      await view.findAllByRole('radio', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2}$/ }),
    ).toHaveLength(3);
    expect(
      within(view.getByRole('group', { name: /^Time/ }))
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['9 AM', '9:20 AM', '9:40 AM']);
    await user.click(view.getByRole('radio', { name: '9:20 AM' }));
    await user.type(view.getByLabelText(/Your name/), 'Ana');
    await user.type(view.getByLabelText(/^Phone/), '555 0100');
    await user.click(view.getByRole('button', { name: 'Request this time' }));
    expect(view.getByRole('status')).toHaveTextContent(settings().thanks);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('booking preview times', () => {
  it('count the days ahead from the business’s own date, not the UTC one', async () => {
    const { previewSlots } = await import('./preview-slots');
    const every = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
      day,
      open: '09:00',
      close: '10:00',
    }));
    const hours = { ...settings().hours, timeZone: 'America/Los_Angeles', intervals: every, holidays: [] };
    // 6 PM on Tuesday 24 November in Los Angeles: already Wednesday 25 in UTC.
    const evening = new Date('2026-11-25T02:00:00Z');
    const slots = previewSlots(settings({ hours, daysAhead: 1 }), evening);
    expect(slots.days.map((day) => day.date)).toEqual(['2026-11-25']);
    expect(previewSlots(settings({ hours, daysAhead: 3 }), evening).days.map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });
});

describe('booking definition', () => {
  it('has valid presets for a salon, a barber, a clinic, a physio and any business', () => {
    expect(bookingDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['business', 'salon', 'barber', 'clinic', 'physio']),
    );
    for (const preset of bookingDefinition.presets)
      expect(bookingSettingsSchema.safeParse(preset.settings).success, preset.id).toBe(true);
  });

  it('leaves the heading and how else to book, as mailto: and tel: links, for visitors without scripts', () => {
    const html = bookingDefinition.fallbackHtml(settings({ heading: 'Book <now>' }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h2')!.innerHTML).toBe('Book &lt;now&gt;');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hello@example.com?subject=Appointment%20request',
      'tel:+15550100123',
    ]);
    expect(doc.querySelector('p')!.textContent).toContain('Our booking form needs JavaScript');
    expect(doc.querySelector('script, form')).toBeNull();
  });
});
