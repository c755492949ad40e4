/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../runtime/kind-module';
import { emailSignupDefinition } from './definition';
import { emailSignupSettingsSchema, type EmailSignupSettings } from './settings';
import emailSignupModule from './widget';
import { fillField } from '@/testing/fill-field';
import { autofill } from '@/testing/autofill';

const WIDGET = '0b0e0000-0000-4000-8000-0000000000e5';
const visitor: WidgetContext = {
  widgetId: WIDGET,
  preview: false,
  api: 'https://api.example',
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const settings = (overrides: Partial<EmailSignupSettings> = {}): EmailSignupSettings => ({
  ...emailSignupDefinition.presets[0]!.settings,
  name: { enabled: true, required: true, label: 'First name' },
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

function show(value: EmailSignupSettings, context = visitor) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = emailSignupModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}

function answering(status: number) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fillIn(view: ReturnType<typeof show>, user: ReturnType<typeof userEvent.setup>) {
  await fillField(user, view.getByLabelText(/First name/), 'Ana');
  await fillField(user, view.getByLabelText(/^Email/), 'ana@example.com');
}

describe('email sign-up form', () => {
  it('labels its fields, offers the email keyboard, and hides the honeypot from people', () => {
    const view = show(settings({ heading: 'Join <b>us</b>' }));
    expect(view.getByRole('heading', { level: 2, name: 'Join <b>us</b>' })).toBeInTheDocument();
    expect(host!.querySelector('b')).toBeNull();
    const email = view.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    const trap = host!.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
  });

  it('keeps the line breaks the owner wrote in the text above the form', () => {
    const style = document.createElement('style');
    style.textContent = emailSignupModule.styles;
    document.head.append(style);
    try {
      const view = show(settings({ intro: 'News once a month.\nUnsubscribe at any time.' }));
      const intro = view.getByText(/News once a month/);
      expect(getComputedStyle(intro).whiteSpace).toBe('pre-line');
    } finally {
      style.remove();
    }
  });

  it('asks for a name only when the owner turned it on, and marks it optional unless required', () => {
    expect(
      show(settings({ name: { enabled: false, required: false, label: 'First name' } })).getAllByRole(
        'textbox',
      ),
    ).toHaveLength(1);
    render(null, host!);
    host!.remove();
    const view = show(settings({ name: { enabled: true, required: false, label: 'First name' } }));
    expect(view.getByLabelText(/First name/)).not.toBeRequired();
    expect(view.getByText('(optional)')).toBeInTheDocument();
  });

  it('ties each error to its field, says so in the status region and focuses the first invalid field', async () => {
    const fetch = answering(200);
    const user = userEvent.setup();
    const view = show(settings());
    // An address the database refuses (private.is_plain_email), a list's comma after it: marked here, not
    // refused after sending with no field marked.
    await user.type(view.getByLabelText(/^Email/), 'ana@example.com,');
    await user.click(view.getByRole('button', { name: 'Subscribe' }));
    const name = view.getByLabelText(/First name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in First name.');
    expect(view.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter an email address like name@example.com.',
    );
    expect(view.getByRole('status')).toHaveTextContent('Please correct the fields marked below.');
    expect(host!.ownerDocument.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps both fields when an autofill fills them at once', () => {
    const filled = { 'First name': 'Ana', Email: 'ana@example.com' };
    expect(autofill(show(settings()), filled)).toEqual(filled);
  });

  it('sends the address to the widget-signup function, no sooner than 3 s after showing, then says to check the inbox', async () => {
    const fetch = answering(200);
    const user = userEvent.setup();
    const view = show(settings());
    await fillIn(view, user);
    vi.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => view.getByRole('button', { name: 'Subscribe' }).click());
    expect(view.getByRole('status')).toHaveTextContent('Signing you up');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example/functions/v1/widget-signup');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ w: WIDGET, name: 'Ana', email: 'ana@example.com', hp: '' });
    expect(body.t).toBeGreaterThanOrEqual(3000);
    expect(init.credentials).toBe('omit');
    expect(view.getByRole('status')).toHaveTextContent('Check your inbox to confirm');
    expect(view.queryByRole('button')).toBeNull();
  });

  it('keeps what was typed and says so when sending fails, is refused, or the form is over its limit', async () => {
    for (const [status, text] of [
      [503, 'could not be signed up just now. What you typed is still here'],
      [429, 'too many sign-ups just now'],
      // The database refuses an address the widget's check lets through (a%b@example.com): trying again in a
      // moment would not help, so the visitor is asked to check it.
      [400, 'was not accepted. What you typed is still here: please check it'],
    ] as const) {
      answering(status);
      const user = userEvent.setup();
      const view = show(settings());
      await act(async () => {
        vi.setSystemTime(Date.now() + 5000);
      });
      await fillIn(view, user);
      await user.click(view.getByRole('button', { name: 'Subscribe' }));
      expect(await view.findByText(new RegExp(text))).toBeInTheDocument();
      expect(view.getByRole('status')).toHaveFocus();
      expect(view.getByLabelText(/First name/)).toHaveValue('Ana');
      expect(view.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
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
    await user.click(view.getByRole('button', { name: 'Subscribe' }));
    expect(view.getByRole('status')).toHaveTextContent(settings().thanks);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('email sign-up definition', () => {
  it('has valid presets for several niches', () => {
    expect(emailSignupDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['restaurant', 'salon', 'shop', 'clinic']),
    );
    for (const preset of emailSignupDefinition.presets)
      expect(emailSignupSettingsSchema.safeParse(preset.settings).success, preset.id).toBe(true);
  });

  it('refuses control characters and an address that is not a plain one', () => {
    expect(emailSignupSettingsSchema.safeParse(settings({ button: 'Join\u202Eevil' })).success).toBe(false);
    const reach = { ...settings().reach, email: 'a@b.c?bcc=x@y.z' };
    expect(emailSignupSettingsSchema.safeParse(settings({ reach })).success).toBe(false);
  });

  it('leaves the heading and how to sign up, as a mailto: link when the owner gave an address, for visitors without scripts', () => {
    const parse = (value: EmailSignupSettings) =>
      new DOMParser().parseFromString(emailSignupDefinition.fallbackHtml(value), 'text/html');
    const doc = parse(settings({ heading: 'Say <hi>' }));
    expect(doc.querySelector('h2')!.innerHTML).toBe('Say &lt;hi&gt;');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hello@example.com?subject=Please%20add%20me%20to%20your%20mailing%20list',
    ]);
    expect(doc.querySelector('p')!.textContent).toContain('Our sign-up form needs JavaScript');
    expect(doc.querySelector('script, form')).toBeNull();
    const plain = parse(settings({ reach: { text: 'Ask us in the shop to join our list.', email: '' } }));
    expect(plain.querySelector('a')).toBeNull();
    expect(plain.querySelector('p')!.textContent).toBe('Ask us in the shop to join our list.');
  });
});
