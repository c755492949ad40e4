/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../runtime/kind-module';
import { contactFormDefinition } from './definition';
import { contactFormSettingsSchema, type ContactFormSettings } from './settings';
import contactFormModule from './widget';
import { fillField } from '@/testing/fill-field';
import { autofill } from '@/testing/autofill';

const WIDGET = '0b0e0000-0000-4000-8000-0000000000cf';
const visitor: WidgetContext = {
  widgetId: WIDGET,
  preview: false,
  api: 'https://api.example',
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const settings = (overrides: Partial<ContactFormSettings> = {}): ContactFormSettings => ({
  ...contactFormDefinition.presets[0]!.settings,
  custom: [{ label: 'Preferred day', required: true, multiline: false }],
  ...overrides,
});

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function show(value: ContactFormSettings, context = visitor) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = contactFormModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}

/** fetch answering `status`, recording what was sent. */
function answering(status: number) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fillIn(view: ReturnType<typeof show>, user: ReturnType<typeof userEvent.setup>) {
  await fillField(user, view.getByLabelText(/Your name/), 'Ana Lopez');
  await fillField(user, view.getByLabelText(/^Email/), 'ana@example.com');
  await fillField(user, view.getByLabelText(/^Message/), 'A table for six?');
  await fillField(user, view.getByLabelText(/Preferred day/), 'Friday');
}

describe('contact form', () => {
  it('labels every field, marks the optional ones, and sets phone-friendly input types', () => {
    const view = show(settings({ heading: 'Write to <b>us</b>' }));
    expect(view.getByRole('heading', { level: 2, name: 'Write to <b>us</b>' })).toBeInTheDocument();
    expect(host!.querySelector('b')).toBeNull();
    expect(view.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(view.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(view.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(view.getByText('(optional)')).toBeInTheDocument();
    expect(view.getByLabelText(/Your name/)).toBeRequired();
    expect(view.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
    // The honeypot is out of reach of people: hidden from assistive technology and the tab order.
    const trap = host!.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
  });

  it('keeps the line breaks the owner wrote in the text above the form', () => {
    const style = document.createElement('style');
    style.textContent = contactFormModule.styles;
    document.head.append(style);
    try {
      const view = show(settings({ intro: 'We answer within a day.\nFor emergencies, call us.' }));
      const intro = view.getByText(/We answer within a day/);
      expect(getComputedStyle(intro).whiteSpace).toBe('pre-line');
    } finally {
      style.remove();
    }
  });

  it('shows only the fields the owner turned on', () => {
    const fields = { ...settings().fields, phone: { enabled: false, required: false, label: 'Phone' } };
    const view = show(settings({ fields, custom: [] }));
    expect(view.queryByLabelText(/^Phone/)).toBeNull();
    expect(view.getAllByRole('textbox')).toHaveLength(3);
  });

  it('ties each error to its field, says so in the status region and focuses the first invalid field', async () => {
    const fetch = answering(200);
    const user = userEvent.setup();
    const view = show(settings());
    // An address the database refuses (private.is_plain_email), a list's comma after it: marked here, not
    // refused after sending with no field marked.
    await user.type(view.getByLabelText(/^Email/), 'ana@example.com,');
    await user.click(view.getByRole('button', { name: 'Send message' }));
    const name = view.getByLabelText(/Your name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in Your name.');
    expect(view.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter an email address like name@example.com.',
    );
    expect(view.getByLabelText(/Preferred day/)).toHaveAttribute('aria-invalid', 'true');
    expect(view.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(view.getByRole('status')).toHaveTextContent('Please correct the fields marked below.');
    // A phone number may have spaces, brackets, dots and dashes: the error shows one, not "digits only".
    await user.type(view.getByLabelText(/^Phone/), 'call me');
    await user.click(view.getByRole('button', { name: 'Send message' }));
    expect(view.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Please enter a phone number, like +1 555 010 0123.',
    );
    await user.clear(view.getByLabelText(/^Phone/));
    await user.type(view.getByLabelText(/^Phone/), '+1 (555) 010-0123');
    await user.click(view.getByRole('button', { name: 'Send message' }));
    expect(view.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(host!.ownerDocument.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps every field an autofill fills at once', () => {
    const filled = { 'Your name': 'Ana Lopez', Email: 'ana@example.com', Phone: '+1 555 0100' };
    expect(autofill(show(settings()), filled)).toEqual(filled);
  });

  it('sends what was typed to the widget-contact function, no sooner than 3 s after showing, then thanks', async () => {
    const fetch = answering(200);
    const user = userEvent.setup();
    // The clock stands still while the form is filled, so the send waits the whole minimum however long
    // filling takes on a loaded machine.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const view = show(settings());
    await fillIn(view, user);
    vi.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => view.getByRole('button', { name: 'Send message' }).click());
    expect(view.getByRole('status')).toHaveTextContent('Sending your message');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example/functions/v1/widget-contact');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      w: WIDGET,
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '',
      message: 'A table for six?',
      c0: 'Friday',
      hp: '',
    });
    expect(body.t).toBeGreaterThanOrEqual(3000);
    expect(init.credentials).toBe('omit');
    expect(view.getByRole('status')).toHaveTextContent(settings().thanks);
    expect(view.queryByRole('button')).toBeNull();
  });

  it('keeps what was typed and says so when sending fails, is refused, or the form is over its limit', async () => {
    for (const [status, text] of [
      [503, 'Your message could not be sent. What you typed is still here'],
      [429, 'too many messages just now'],
      [400, 'was not accepted. What you typed is still here'],
    ] as const) {
      answering(status);
      const user = userEvent.setup();
      const view = show(settings());
      // Shown long enough ago: the form sends at once.
      await act(async () => {
        vi.setSystemTime(Date.now() + 5000);
      });
      await fillIn(view, user);
      await user.click(view.getByRole('button', { name: 'Send message' }));
      expect(await view.findByText(new RegExp(text))).toBeInTheDocument();
      // Where a phone's visitor sees it: focus goes from the button below to the message.
      expect(view.getByRole('status')).toHaveFocus();
      expect(view.getByLabelText(/Your name/)).toHaveValue('Ana Lopez');
      expect(view.getByLabelText(/^Message/)).toHaveValue('A table for six?');
      render(null, host!);
      host!.remove();
      vi.useRealTimers();
    }
  });

  it('sends nothing from the editor preview', async () => {
    const fetch = answering(200);
    const user = userEvent.setup();
    const view = show(settings(), { ...visitor, widgetId: 'preview', preview: true, api: undefined });
    await fillIn(view, user);
    await user.click(view.getByRole('button', { name: 'Send message' }));
    expect(view.getByRole('status')).toHaveTextContent(settings().thanks);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('contact form definition', () => {
  it('has valid presets for a restaurant, a salon, a clinic and a plumber', () => {
    expect(contactFormDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['restaurant', 'salon', 'clinic', 'plumber']),
    );
    for (const preset of contactFormDefinition.presets)
      expect(contactFormSettingsSchema.safeParse(preset.settings).success, preset.id).toBe(true);
  });

  it('refuses more than three own fields, HTML-ish control characters and a bad reach address', () => {
    const field = { label: 'Q', required: false, multiline: false };
    expect(
      contactFormSettingsSchema.safeParse(settings({ custom: [field, field, field, field] })).success,
    ).toBe(false);
    expect(contactFormSettingsSchema.safeParse(settings({ button: 'Send\u202Eevil' })).success).toBe(false);
    const reach = { ...settings().reach, email: 'a@b.c?bcc=x@y.z' };
    expect(contactFormSettingsSchema.safeParse(settings({ reach })).success).toBe(false);
  });

  it('leaves the heading and how to reach the business, as mailto: and tel: links, for visitors without scripts', () => {
    const html = contactFormDefinition.fallbackHtml(settings({ heading: 'Say <hi>' }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h2')!.innerHTML).toBe('Say &lt;hi&gt;');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hello@example.com',
      'tel:+15550100123',
    ]);
    expect(doc.querySelector('p')!.textContent).toContain('Our contact form needs JavaScript');
    expect(doc.querySelector('script, form')).toBeNull();
  });
});
