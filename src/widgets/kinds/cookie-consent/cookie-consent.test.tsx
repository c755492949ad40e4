/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { WidgetContext, WidgetStore } from '../../runtime/kind-module';
import { cookieConsentDefinition } from './definition';
import { cookieConsentSettingsSchema, type CookieConsentSettings } from './settings';
import consentModule from './widget';

type Page = Window & { gtag?: unknown; dataLayer?: unknown[]; LocalBoost?: Record<string, unknown> };
const page = window as Page;

/** localStorage as the runtime's store gives it: one Map per "browser", kept across page loads. */
function memoryStore(): WidgetStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const settings = (overrides: Partial<CookieConsentSettings> = {}): CookieConsentSettings => ({
  ...cookieConsentDefinition.presets[0]!.settings,
  categories: { analytics: true, marketing: true, preferences: false },
  ...overrides,
});

/** The owner's page: scripts marked for consent, inline ones counting their runs. */
function ownerPage() {
  document.head.innerHTML = `
    <script type="text/plain" data-consent="analytics">var d = document.documentElement.dataset; d.analytics = String(Number(d.analytics || 0) + 1);</script>
    <script type="text/plain" data-consent="analytics" src="https://stats.example/a.js" data-domain="bistro.example" defer></script>
    <script type="text/plain" data-consent="marketing">var d = document.documentElement.dataset; d.marketing = String(Number(d.marketing || 0) + 1);</script>
    <script type="text/plain" data-consent="marketing" src="https://ads.example/pixel.js"></script>
    <script type="text/plain" data-consent="analytics marketing">var d = document.documentElement.dataset; d.both = String(Number(d.both || 0) + 1);</script>`;
}
/** What the inline scripts counted, as they ran in the page (they write to <html data-*>). */
const ran = () =>
  Object.fromEntries(
    Object.entries(document.documentElement.dataset).map(([key, value]) => [key, Number(value)]),
  );
const forgetRuns = () => {
  for (const key of Object.keys(document.documentElement.dataset))
    delete document.documentElement.dataset[key];
};
const runningScripts = () =>
  [...document.querySelectorAll('script')]
    .filter((script) => script.type !== 'text/plain')
    .map((script) => script.getAttribute('src') ?? 'inline');

/**
 * What the network does in a browser, which jsdom does not: each external script the widget put in the page
 * loads (or fails, with `event` 'error'), in the page's order, including the ones that waited for it.
 */
const settled = new WeakSet<Element>();
function fetched(event: 'load' | 'error' = 'load') {
  for (let more = true; more;) {
    more = false;
    for (const script of document.querySelectorAll('script[src]:not([type="text/plain"])'))
      if (!settled.has(script)) {
        settled.add(script);
        script.dispatchEvent(new Event(event));
        more = true;
      }
  }
}

let host: HTMLElement | undefined;
function load(value: CookieConsentSettings, store: WidgetStore = memoryStore(), preview = false) {
  host?.remove();
  host = document.createElement('div');
  document.body.append(host);
  const context: WidgetContext = { widgetId: 'w1', preview, store };
  const { Widget } = consentModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}
function leave() {
  if (host) act(() => render(null, host!));
  host?.remove();
  host = undefined;
}

beforeEach(() => {
  ownerPage();
});
afterEach(() => {
  leave();
  document.head.innerHTML = '';
  forgetRuns();
  delete page.gtag;
  delete page.dataLayer;
  delete page.LocalBoost;
});

describe('cookie consent banner', () => {
  it('asks with Accept all and Reject all as the same kind of button, side by side, and nothing runs before', () => {
    const view = load(settings());
    const banner = view.getByRole('region', { name: 'Cookies on our site' });
    expect(banner).toHaveTextContent('We use cookies to count visits');
    expect(within(banner).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
    const accept = view.getByRole('button', { name: 'Accept all' });
    const reject = view.getByRole('button', { name: 'Reject all' });
    expect(reject.className).toBe(accept.className);
    expect(reject.parentElement).toBe(accept.parentElement);
    expect(ran()).toEqual({});
    expect(runningScripts()).toEqual([]);
  });

  it('Reject all leaves every marked script inert, remembers it, signals denied and leaves a way back', async () => {
    const user = userEvent.setup();
    const gtag = vi.fn();
    page.gtag = gtag;
    const store = memoryStore();
    const view = load(settings(), store);
    await user.click(view.getByRole('button', { name: 'Reject all' }));
    expect(view.queryByRole('region')).toBeNull();
    expect(ran()).toEqual({});
    expect(runningScripts()).toEqual([]);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    // Focus was on the banner's button: it goes to the button that reopens it, not to the page's start.
    expect(view.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();

    // The next page: not asked again, still nothing runs.
    leave();
    ownerPage();
    const next = load(settings(), store);
    expect(next.queryByRole('region')).toBeNull();
    expect(ran()).toEqual({});
    expect(runningScripts()).toEqual([]);
  });

  /** Renders into a shadow root on a placeholder, as the runtime does (focus inside is the root's). */
  function loadInShadowRoot(value: CookieConsentSettings) {
    host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const context: WidgetContext = { widgetId: 'w1', preview: false, store: memoryStore() };
    const { Widget } = consentModule;
    act(() => render(<Widget settings={value} context={context} />, root));
    return { root, view: within(root as unknown as HTMLElement) };
  }

  it('moves focus to the reopen button inside the shadow root the runtime renders it in', async () => {
    const user = userEvent.setup();
    const { root, view } = loadInShadowRoot(settings());
    view.getByRole('button', { name: 'Reject all' }).focus();
    await user.keyboard('{Enter}');
    expect(root.activeElement).toBe(view.getByRole('button', { name: 'Cookie settings' }));
    act(() => render(null, root));
  });

  it('without a reopen button, leaves focus on the placeholder, so the next Tab goes on from there', async () => {
    const user = userEvent.setup();
    const { root, view } = loadInShadowRoot(settings({ reopenButton: false }));
    view.getByRole('button', { name: 'Accept all' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(host);
    expect(host).toHaveAttribute('tabindex', '-1');
    host!.blur();
    expect(host).not.toHaveAttribute('tabindex');
    act(() => render(null, root));
  });

  it('Choose, Analytics, Save runs only the analytics scripts, once, however often the visitor saves', async () => {
    const user = userEvent.setup();
    const view = load(settings());
    await user.click(view.getByRole('button', { name: 'Choose' }));
    expect(view.getByRole('button', { name: 'Choose' })).toHaveAttribute('aria-expanded', 'true');
    const choices = view.getByRole('group', { name: 'Your choices' });
    const necessary = within(choices).getByRole('switch', { name: /Necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = within(choices).getByRole('switch', { name: 'Analytics' });
    const marketing = within(choices).getByRole('switch', { name: 'Marketing' });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/Counts visits/);
    expect(within(choices).queryByRole('switch', { name: 'Preferences' })).toBeNull();

    await user.click(analytics);
    await user.click(within(choices).getByRole('button', { name: 'Save my choices' }));
    expect(ran()).toEqual({ analytics: 1 });
    expect(runningScripts()).toEqual(['inline', 'https://stats.example/a.js']);
    const external = document.querySelector<HTMLScriptElement>(
      'script[src="https://stats.example/a.js"]:not([type])',
    )!;
    expect(external).toHaveAttribute('data-domain', 'bistro.example');
    expect(external).toHaveAttribute('defer');

    // Reopened and saved again, even with marketing added: analytics does not run a second time.
    await user.click(view.getByRole('button', { name: 'Cookie settings' }));
    expect(view.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.click(view.getByRole('switch', { name: 'Marketing' }));
    await user.click(view.getByRole('button', { name: 'Save my choices' }));
    fetched();
    expect(ran()).toEqual({ analytics: 1, marketing: 1, both: 1 });
    expect(runningScripts().sort()).toEqual([
      'https://ads.example/pixel.js',
      'https://stats.example/a.js',
      'inline',
      'inline',
      'inline',
    ]);
  });

  it("keeps the line breaks the owner wrote in the message and in each category's description", async () => {
    const user = userEvent.setup();
    const style = document.createElement('style');
    style.textContent = consentModule.styles;
    document.head.append(style);
    const texts = {
      ...settings().texts,
      analytics: { name: 'Analytics', description: 'Counts visits.\nNever sold.' },
    };
    const view = load(settings({ message: 'We use cookies.\nYou choose.', texts }));
    await user.click(view.getByRole('button', { name: 'Choose' }));
    expect(getComputedStyle(view.getByText(/We use cookies/)).whiteSpace).toBe('pre-line');
    expect(getComputedStyle(view.getByText(/Counts visits/)).whiteSpace).toBe('pre-line');
  });

  it('keeps what the owner wrote on a marked script: a module type, async, and scripts only "necessary" run at once', async () => {
    const user = userEvent.setup();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="text/plain" data-consent="analytics" data-type="module" src="https://stats.example/m.js" async></script>
       <script type="text/plain" data-consent="necessary">var d = document.documentElement.dataset; d.necessary = String(Number(d.necessary || 0) + 1);</script>`,
    );
    const view = load(settings());
    expect(ran()).toEqual({ necessary: 1 });
    await user.click(view.getByRole('button', { name: 'Accept all' }));
    fetched();
    const module = document.querySelector<HTMLScriptElement>(
      'script[src="https://stats.example/m.js"]:not([type="text/plain"])',
    )!;
    expect(module.type).toBe('module');
    expect(module.async).toBe(true);
    expect(
      document.querySelector<HTMLScriptElement>('script[src="https://stats.example/a.js"]:not([type])')!
        .async,
    ).toBe(false);
    expect(ran()).toEqual({ necessary: 1, analytics: 1, marketing: 1, both: 1 });
  });

  it('runs marked scripts in the page’s order: an inline one waits for the library marked before it, even one that fails', async () => {
    const user = userEvent.setup();
    const page = (library: string) => {
      document.head.innerHTML = `
        <script type="text/plain" data-consent="analytics" src="https://cdn.example/${library}.js"></script>
        <script type="text/plain" data-consent="analytics">var d = document.documentElement.dataset; d.${library} = 'after';</script>`;
    };
    page('lib');
    const view = load(settings());
    await user.click(view.getByRole('button', { name: 'Accept all' }));
    expect(ran()).toEqual({});
    fetched();
    expect(document.documentElement.dataset.lib).toBe('after');

    leave();
    forgetRuns();
    page('down');
    await user.click(load(settings()).getByRole('button', { name: 'Accept all' }));
    expect(document.documentElement.dataset.down).toBeUndefined();
    fetched('error');
    expect(document.documentElement.dataset.down).toBe('after');
  });

  it('applies a stored choice at the start of the next page load: its scripts run, Consent Mode is told, no banner', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const view = load(settings(), store);
    await user.click(view.getByRole('button', { name: 'Accept all' }));
    fetched();
    expect(ran()).toEqual({ analytics: 1, marketing: 1, both: 1 });

    leave();
    forgetRuns();
    ownerPage();
    const dataLayer: unknown[] = [];
    page.dataLayer = dataLayer;
    const next = load(settings(), store);
    expect(next.queryByRole('region')).toBeNull();
    expect(next.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    fetched();
    expect(ran()).toEqual({ analytics: 1, marketing: 1, both: 1 });
    expect(dataLayer).toHaveLength(1);
  });

  it('started while the page is still parsed, runs the stored choice’s scripts marked further down once parsed', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    await user.click(load(settings(), store).getByRole('button', { name: 'Accept all' }));
    fetched();
    leave();
    forgetRuns();
    document.head.innerHTML = '';
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      load(settings(), store);
      // The parser reaches a marked script after the widget started.
      document.head.insertAdjacentHTML(
        'beforeend',
        `<script type="text/plain" data-consent="analytics">var d = document.documentElement.dataset; d.late = '1';</script>`,
      );
      expect(ran()).toEqual({});
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(ran()).toEqual({ late: 1 });
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('asks again when the categories or the version change, and runs nothing meanwhile', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const view = load(settings(), store);
    await user.click(view.getByRole('button', { name: 'Accept all' }));

    for (const changed of [
      settings({ categories: { analytics: true, marketing: true, preferences: true } }),
      settings({ version: 2 }),
    ]) {
      leave();
      forgetRuns();
      ownerPage();
      const next = load(changed, store);
      expect(next.getByRole('region', { name: 'Cookies on our site' })).toBeInTheDocument();
      expect(ran()).toEqual({});
    }
  });

  it('sends Consent Mode v2 as gtag would, through the dataLayer, with the preferences pair when the site uses it', async () => {
    const user = userEvent.setup();
    const dataLayer: unknown[] = [];
    page.dataLayer = dataLayer;
    const view = load(settings({ categories: { analytics: true, marketing: true, preferences: true } }));
    await user.click(view.getByRole('button', { name: 'Choose' }));
    await user.click(view.getByRole('switch', { name: 'Preferences' }));
    await user.click(view.getByRole('switch', { name: 'Analytics' }));
    await user.click(view.getByRole('button', { name: 'Save my choices' }));
    expect(dataLayer).toHaveLength(1);
    const entry = dataLayer[0] as IArguments;
    // gtag.js reads Arguments objects, not arrays.
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect([...entry]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        functionality_storage: 'granted',
        personalization_storage: 'granted',
      },
    ]);
  });

  it('creates no global when the page has neither gtag nor a dataLayer, and sends nothing when Consent Mode is off', async () => {
    const user = userEvent.setup();
    const before = Object.keys(window).length;
    const view = load(settings());
    await user.click(view.getByRole('button', { name: 'Accept all' }));
    expect(page.dataLayer).toBeUndefined();
    expect(page.gtag).toBeUndefined();
    expect(Object.keys(window).length).toBe(before);

    leave();
    const gtag = vi.fn();
    page.gtag = gtag;
    const off = load(settings({ consentMode: false }));
    await user.click(off.getByRole('button', { name: 'Accept all' }));
    expect(gtag).not.toHaveBeenCalled();
  });

  it('in the editor preview, answers clicks but remembers nothing, runs nothing and signals nothing', async () => {
    const user = userEvent.setup();
    const gtag = vi.fn();
    page.gtag = gtag;
    page.LocalBoost = {};
    const store = memoryStore();
    const view = load(settings(), store, true);
    await user.click(view.getByRole('button', { name: 'Accept all' }));
    expect(view.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(store.data.size).toBe(0);
    expect(ran()).toEqual({});
    expect(runningScripts()).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
    expect(page.LocalBoost).toEqual({});
  });

  it('is usable by keyboard: Escape closes the choices, and a reopened banner, returning focus', async () => {
    const user = userEvent.setup();
    const view = load(settings());
    const choose = view.getByRole('button', { name: 'Choose' });
    choose.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(view.getByRole('switch', { name: /Necessary/ })).toBeDisabled();
    expect(view.getByRole('switch', { name: 'Analytics' })).toHaveFocus();
    await user.keyboard(' ');
    expect(view.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(view.queryByRole('group')).toBeNull();
    expect(choose).toHaveFocus();
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    // Without a choice yet, Escape does not dismiss the banner (that would be a choice nobody made).
    await user.keyboard('{Escape}');
    expect(view.getByRole('region')).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: 'Reject all' }));
    const reopen = view.getByRole('button', { name: 'Cookie settings' });
    await user.click(reopen);
    expect(view.getByRole('heading', { name: 'Your choices' })).toHaveFocus();
    expect(view.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(view.queryByRole('region')).toBeNull();
    expect(view.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();

    // A reopened banner also has a Close button, which returns focus to the reopen button as Escape does.
    await user.click(view.getByRole('button', { name: 'Cookie settings' }));
    await user.click(view.getByRole('button', { name: 'Close' }));
    expect(view.queryByRole('region')).toBeNull();
    expect(view.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('reopens from the page: window.LocalBoost.openConsent() when the loader is there, and links marked data-localboost-consent', async () => {
    const user = userEvent.setup();
    page.LocalBoost = { scan: () => {} };
    const link = document.createElement('a');
    link.href = '#cookies';
    link.setAttribute('data-localboost-consent', '');
    link.textContent = 'Cookie preferences';
    document.body.append(link);
    const view = load(settings({ reopenButton: false }));
    await user.click(view.getByRole('button', { name: 'Reject all' }));
    expect(view.queryByRole('button', { name: 'Cookie settings' })).toBeNull();

    act(() => (page.LocalBoost!.openConsent as () => void)());
    expect(view.getByRole('group', { name: 'Your choices' })).toBeVisible();
    await user.click(view.getByRole('button', { name: 'Close' }));
    await user.click(link);
    expect(view.getByRole('group', { name: 'Your choices' })).toBeVisible();
    expect(location.hash).toBe('');
    link.remove();

    leave();
    expect(page.LocalBoost).not.toHaveProperty('openConsent');
  });

  it('adds nothing to a page without the loader', () => {
    load(settings());
    expect(page.LocalBoost).toBeUndefined();
  });
});

describe('cookie consent definition', () => {
  it('leaves no fallback: blocked, the banner could not record a choice, and marked scripts stay inert anyway', () => {
    expect(cookieConsentDefinition.fallbackHtml(settings())).toBe('');
    expect(cookieConsentDefinition.placement(settings())).toBe('floating');
  });

  it('accepts every preset, for at least a restaurant, a salon and a clinic', () => {
    expect(cookieConsentDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['restaurant', 'salon', 'clinic']),
    );
    expect(cookieConsentDefinition.presets.length).toBeGreaterThanOrEqual(4);
    for (const preset of cookieConsentDefinition.presets)
      expect(cookieConsentSettingsSchema.parse(preset.settings)).toEqual(preset.settings);
  });

  it('takes only an https privacy link (or none), and bounded texts', () => {
    const good = settings();
    const policy = (url: string) =>
      cookieConsentSettingsSchema.safeParse({ ...good, policy: { ...good.policy, url } }).success;
    expect(policy('')).toBe(true);
    expect(policy('https://bistro.example/privacy')).toBe(true);
    expect(policy('javascript:alert(1)')).toBe(false);
    expect(policy('http://bistro.example/privacy')).toBe(false);
    expect(cookieConsentSettingsSchema.safeParse({ ...good, message: 'x'.repeat(601) }).success).toBe(false);
    expect(cookieConsentSettingsSchema.safeParse({ ...good, version: 0 }).success).toBe(false);

    const unbounded: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (
        schema.type === 'string' &&
        schema.maxLength === undefined &&
        schema.pattern === undefined &&
        schema.const === undefined &&
        schema.enum === undefined
      )
        unbounded.push(path);
      if (schema.type === 'array' && schema.maxItems === undefined) unbounded.push(path);
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}.${key}`);
    };
    walk(z.toJSONSchema(cookieConsentSettingsSchema, { io: 'output', unrepresentable: 'throw' }), '$');
    expect(unbounded).toEqual([]);
  });
});
