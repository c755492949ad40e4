import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORTLIST_KEY } from '@/lib/shortlist/shortlist-key';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';
import { APP_OWNED, adoptedChoice, chosenEarly } from './early-answers';
import {
  HYDRATE_AFTER_PAINT,
  HYDRATE_ON_INTERACTION,
  hydrateWhenFor,
  scheduleAppStart,
  type HydrateWhen,
} from './hydrate-on-interaction';

// Starts still pending at a test's end; finished after it, so no test's held clicks reach the next.
const pending: Array<() => void> = [];
const starts: Array<{ mock: { calls: unknown[] } }> = [];

/**
 * A page with a button, a disclosure the page answers itself, a link and a form's submit button, and a
 * start that resolves when told.
 */
function setUp(when: HydrateWhen = HYDRATE_AFTER_PAINT) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root" data-preload="/assets/app.js /assets/page.js">
      <button id="menu" type="button"><span id="icon">≡</span></button>
      <button id="toggle" type="button" data-early="disclosure" aria-expanded="false" aria-controls="panel">Menu</button>
      <div id="panel" hidden><a href="#a">A</a></div>
      <a id="link" href="#next">Next</a>
      <form><button id="send" type="submit">Send</button></form>
    </div>`;
  const root = document.getElementById('root')!;
  let finish!: () => void;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
        pending.push(resolve);
      }),
  );
  starts.push(start);
  scheduleAppStart(root, start, when);
  const started = () => vi.waitFor(() => expect(start).toHaveBeenCalled());
  return { root, start, started, finish: () => finish() };
}

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

afterEach(async () => {
  // Every page of a test starts its app after the test (after paint, or at this interaction): finish those
  // starts too.
  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  await vi.waitFor(() => expect(starts.every((start) => start.mock.calls.length > 0)).toBe(true));
  starts.length = 0;
  pending.splice(0).forEach((finish) => finish());
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.body.innerHTML = '';
});

describe('scheduleAppStart', () => {
  it('starts once the page has loaded and painted, and preloads the listed chunks then', async () => {
    const { start } = setUp();
    expect(start).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/app.js', '/assets/page.js']);
  });

  it('preloads a long list in small groups, one task each, the first group at once', async () => {
    const { root, start } = setUp();
    const chunks = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    root.dataset.preload = chunks.join(' ');
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    // The app's own chunk comes first in the build's list: its group is in <head> as the app starts.
    expect(preloaded()).toEqual(chunks.slice(0, 3));
    await vi.waitFor(() => expect(preloaded()).toEqual(chunks));
  });

  it('starts at once on an interaction before that, and only once', async () => {
    const { start } = setUp();
    window.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a control while the app starts, and replays it on that control once', async () => {
    const { finish, started } = setUp();
    const seen = vi.fn();
    document.getElementById('menu')!.addEventListener('click', (event) => seen(event.defaultPrevented));
    const held = click('icon');
    expect(held.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();

    await started();
    finish();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(seen).toHaveBeenCalledWith(false);
    // Later clicks are the app's own.
    click('menu');
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone and keeps a submit button from sending its form natively', () => {
    setUp();
    expect(click('link').defaultPrevented).toBe(false);
    expect(click('send').defaultPrevented).toBe(true);
  });

  it('lets go of clicks when the app fails to load', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    scheduleAppStart(root, failing, HYDRATE_AFTER_PAINT);
    document.body.innerHTML += '<button id="late" type="button">Late</button>';
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    await Promise.resolve();
    expect(click('late').defaultPrevented).toBe(false);
  });

  it('on a page that starts at the first interaction, does not start after paint', async () => {
    const { start } = setUp(HYDRATE_ON_INTERACTION);
    // Long enough for the after-paint start (load, paint, a frame, a task) to have come.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(start).not.toHaveBeenCalled();
    document.getElementById('toggle')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers a disclosure itself before the app has started, and Escape closes it', () => {
    setUp(HYDRATE_ON_INTERACTION);
    const toggle = document.getElementById('toggle')!;
    const panel = document.getElementById('panel')!;
    const seen = vi.fn();
    toggle.addEventListener('click', seen);
    expect(click('toggle').defaultPrevented).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    // Answered, not held for the app.
    expect(seen).not.toHaveBeenCalled();
    click('toggle');
    expect(panel.hidden).toBe(true);
    click('toggle');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('leaves a control the app has taken over to the app, before the whole page has hydrated', () => {
    setUp(HYDRATE_ON_INTERACTION);
    const toggle = document.getElementById('toggle')!;
    toggle.setAttribute(APP_OWNED, '');
    const seen = vi.fn();
    toggle.addEventListener('click', seen);
    expect(click('toggle').defaultPrevented).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(document.getElementById('panel')!.hidden).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('answers a choice itself before the app has started: checks the radio and shows its content', () => {
    setUp(HYDRATE_ON_INTERACTION);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="radiogroup" data-choice="billing">
        <button id="monthly" type="button" role="radio" aria-checked="true" tabindex="0" data-early="choice" data-value="monthly">Monthly</button>
        <button id="annual" type="button" role="radio" aria-checked="false" tabindex="-1" data-early="choice" data-value="annual">Annual</button>
      </div>
      <p id="p-monthly" data-shown-for="billing:monthly">$99</p>
      <p id="p-annual" data-shown-for="billing:annual" hidden>$79</p>
      <p id="other" data-shown-for="billingx:annual" hidden>not this choice</p>`,
    );
    const byId = (id: string) => document.getElementById(id)!;
    const seen = vi.fn();
    byId('annual').addEventListener('click', seen);
    expect(click('annual').defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    expect(byId('annual').getAttribute('aria-checked')).toBe('true');
    expect(byId('annual').tabIndex).toBe(0);
    expect(byId('monthly').getAttribute('aria-checked')).toBe('false');
    expect(byId('monthly').tabIndex).toBe(-1);
    expect([byId('p-monthly').hidden, byId('p-annual').hidden, byId('other').hidden]).toEqual([
      true,
      false,
      true,
    ]);
    expect(chosenEarly('billing')).toBe(true);
    // The arrow keys move to the other radio and choose it (wrapping around).
    byId('annual').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(byId('monthly'));
    expect(byId('monthly').getAttribute('aria-checked')).toBe('true');
    expect([byId('p-monthly').hidden, byId('p-annual').hidden]).toEqual([false, true]);
    adoptedChoice('billing');
    expect(chosenEarly('billing')).toBe(false);
  });

  it('answers a jump itself before the app has started: brings its target into view and focuses it', () => {
    setUp(HYDRATE_ON_INTERACTION);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<h2 id="plans" tabindex="-1">Plans</h2><button id="jump" type="button" data-early="jump" data-jump-to="plans">Start</button>',
    );
    const heading = document.getElementById('plans')!;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const scrolled = vi.fn();
    heading.scrollIntoView = scrolled;
    expect(click('jump').defaultPrevented).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(heading);
    vi.unstubAllGlobals();
  });

  it('starts when content only the app renders comes on screen, after the page has painted', async () => {
    let report!: (entries: Array<{ isIntersecting: boolean }>) => void;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    document.body.innerHTML = '<div id="root"><p>Text</p><div data-start-when-visible=""></div></div>';
    const start = vi.fn(() => Promise.resolve());
    starts.push(start);
    scheduleAppStart(document.getElementById('root')!, start, HYDRATE_ON_INTERACTION);
    report([{ isIntersecting: false }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(disconnect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('answers a tab itself before the app has started: selects it and shows its panel', () => {
    setUp(HYDRATE_ON_INTERACTION);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="tablist" data-choice="platform">
        <button id="html" type="button" role="tab" aria-selected="true" tabindex="0" data-early="choice" data-value="html">HTML</button>
        <button id="wix" type="button" role="tab" aria-selected="false" tabindex="-1" data-early="choice" data-value="wix">Wix</button>
      </div>
      <div id="panel-html" role="tabpanel" data-shown-for="platform:html">Paste it</div>
      <div id="panel-wix" role="tabpanel" data-shown-for="platform:wix" hidden>Add an embed</div>`,
    );
    const byId = (id: string) => document.getElementById(id)!;
    expect(click('wix').defaultPrevented).toBe(true);
    expect([byId('html').getAttribute('aria-selected'), byId('wix').getAttribute('aria-selected')]).toEqual([
      'false',
      'true',
    ]);
    expect(byId('html').hasAttribute('aria-checked')).toBe(false);
    expect([byId('panel-html').hidden, byId('panel-wix').hidden]).toEqual([true, false]);
    byId('wix').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement).toBe(byId('html'));
    expect([byId('panel-html').hidden, byId('panel-wix').hidden]).toEqual([false, true]);
    adoptedChoice('platform');
  });

  it('answers a copy itself before the app has started: the text goes on the clipboard, the status says so', async () => {
    setUp(HYDRATE_ON_INTERACTION);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<code id="snippet">&lt;script src="x"&gt;&lt;/script&gt;</code>
      <button id="copy" type="button" data-early="copy" data-copy-from="snippet" data-copy-status="status" data-copied="Copied" data-copy-failed="Failed">Copy</button>
      <p id="status" role="status"></p>`,
    );
    expect(click('copy').defaultPrevented).toBe(true);
    expect(writeText).toHaveBeenCalledWith('<script src="x"></script>');
    await vi.waitFor(() => expect(document.getElementById('status')!.textContent).toBe('Copied'));
    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    click('copy');
    await vi.waitFor(() => expect(document.getElementById('status')!.textContent).toBe('Failed'));
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('answers a shortlist toggle itself before the app has started: stores it, and the counts follow', () => {
    setUp(HYDRATE_ON_INTERACTION);
    localStorage.clear();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a href="/shortlist" aria-label="Shortlist 0 tools"><span data-shortlist-count="">0</span></a>
      <button id="add" type="button" aria-pressed="false" aria-label="Add Reviews to my shortlist" data-early="shortlist" data-tool-id="3" data-tool-name="Reviews">Shortlist</button>`,
    );
    const toggle = document.getElementById('add')!;
    const count = document.querySelector('[data-shortlist-count]')!;
    expect(click('add').defaultPrevented).toBe(true);
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[3]');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Remove Reviews from my shortlist');
    expect(count.textContent).toBe('1');
    expect(count.closest('a')!.getAttribute('aria-label')).toBe('Shortlist 1 tool');
    click('add');
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[]');
    expect([toggle.getAttribute('aria-pressed'), count.textContent]).toEqual(['false', '0']);
    // A full shortlist is the app's to explain: the press is held for it.
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(Array.from({ length: SHORTLIST_MAX }, (_, i) => i + 4)));
    click('add');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).toHaveLength(SHORTLIST_MAX);
    localStorage.clear();
  });

  it('replays a held click on a page that starts at the first interaction', async () => {
    const { finish, started } = setUp(HYDRATE_ON_INTERACTION);
    const seen = vi.fn();
    document.getElementById('menu')!.addEventListener('click', seen);
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(click('menu').defaultPrevented).toBe(true);
    await started();
    finish();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
  });
});

describe('hydrateWhenFor', () => {
  const menu =
    '<button type="button" aria-expanded="false" aria-controls="mobile-menu" aria-label="Menu" data-early="disclosure"><svg></svg></button>';

  it('starts at the first interaction when every control is answered by the page itself', () => {
    expect(hydrateWhenFor(`<header>${menu}</header><main><a href="/tools">Tools</a></main>`)).toBe(
      HYDRATE_ON_INTERACTION,
    );
    const choice =
      '<div role="radiogroup" data-choice="billing"><button type="button" role="radio" aria-checked="true" data-early="choice" data-value="monthly">Monthly</button></div>';
    const jump = '<button type="button" data-early="jump" data-jump-to="plans">Start Free Trial</button>';
    expect(hydrateWhenFor(`${menu}<main>${choice}${jump}</main>`)).toBe(HYDRATE_ON_INTERACTION);
    // The browser opens and closes a <details> by itself.
    const details = '<details name="faq"><summary>More?</summary><p>Yes.</p></details>';
    expect(hydrateWhenFor(`${menu}<main>${details}</main>`)).toBe(HYDRATE_ON_INTERACTION);
    // A kind the page's script does not know needs the app.
    expect(hydrateWhenFor(`${menu}<main><button data-early="dialog">Book</button></main>`)).toBe(
      HYDRATE_AFTER_PAINT,
    );
  });

  it('starts after paint when any control needs the app', () => {
    for (const control of [
      '<button type="submit">Send</button>',
      '<div role="button" tabindex="0">Pick</div>',
      '<button type="button" role="radio" aria-checked="false">Annual</button>',
      '<span class="x" role="switch" aria-checked="true"></span>',
      '<button data-state="closed" role="tab">HTML</button>',
    ])
      expect(hydrateWhenFor(`${menu}<main>${control}</main>`), control).toBe(HYDRATE_AFTER_PAINT);
  });

  it('leaves content only the app renders to start the app when it comes on screen', () => {
    expect(hydrateWhenFor(`${menu}<div data-start-when-visible=""></div>`)).toBe(HYDRATE_ON_INTERACTION);
    const tab =
      '<div role="tablist" data-choice="install-platform"><button type="button" role="tab" aria-selected="true" data-early="choice" data-value="html">HTML</button></div>';
    const copy = '<button type="button" data-early="copy" data-copy-from="s" data-copy-status="t">Copy snippet</button>';
    const shortlist = '<button type="button" aria-pressed="false" data-early="shortlist" data-tool-id="3">Shortlist</button>';
    expect(hydrateWhenFor(`${menu}<main>${tab}${copy}${shortlist}<div data-start-when-visible=""></div></main>`)).toBe(
      HYDRATE_ON_INTERACTION,
    );
  });
});
