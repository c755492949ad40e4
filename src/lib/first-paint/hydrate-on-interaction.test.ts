import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORTLIST_KEY } from '@/lib/shortlist/shortlist-key';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';
import {
  HYDRATE_AFTER_PAINT,
  HYDRATE_ON_INTERACTION,
  scheduleAppStart,
  type HydrateWhen,
} from './hydrate-on-interaction';

// Starts still pending at a test's end; finished after it, so no test's recorded clicks reach the next.
const pending: Array<() => void> = [];
const starts: Array<{ mock: { calls: unknown[] } }> = [];

/**
 * A page with a button, a popover's button (answered by the browser), a link and a form's submit button, and
 * a start that resolves when told.
 */
function setUp(when: HydrateWhen = HYDRATE_AFTER_PAINT) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root" data-preload="/assets/app.js /assets/page.js">
      <button id="menu" type="button"><span id="icon">≡</span></button>
      <button id="toggle" type="button" popovertarget="panel">Menu</button>
      <div id="panel" popover="auto"><a href="#a">A</a></div>
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

  it('preloads a long list one link per task, the first at once', async () => {
    const { root, start } = setUp();
    const chunks = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    root.dataset.preload = chunks.join(' ');
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    // The app's own chunk comes first in the build's list: its link is in <head> as the app starts.
    expect(preloaded()).toEqual(chunks.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual(chunks.slice(0, 2));
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

  it('records a click on a control while the app starts, and replays it on that control once', async () => {
    const { finish, started } = setUp();
    const seen = vi.fn();
    document.getElementById('menu')!.addEventListener('click', (event) => seen(event.defaultPrevented));
    const recorded = click('icon');
    expect(recorded.defaultPrevented).toBe(true);
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

  it('leaves a popover button to the browser: its click is neither answered nor recorded', async () => {
    const { finish, started } = setUp(HYDRATE_ON_INTERACTION);
    const seen = vi.fn();
    document.getElementById('toggle')!.addEventListener('click', seen);
    expect(click('toggle').defaultPrevented).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    document.getElementById('toggle')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await started();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('records every early click and a form submitted without a button, and replays them in order', async () => {
    const { finish, started } = setUp(HYDRATE_ON_INTERACTION);
    document.body.insertAdjacentHTML('beforeend', '<form id="search"><input name="q"></form>');
    const seen: string[] = [];
    const form = document.getElementById('search') as HTMLFormElement;
    form.addEventListener('submit', (event) => {
      seen.push(`submit ${event.defaultPrevented}`);
      event.preventDefault();
    });
    for (const id of ['menu', 'send'])
      document.getElementById(id)!.addEventListener('click', (event) => {
        seen.push(id);
        event.preventDefault();
      });
    click('menu');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    click('send');
    click('menu');
    // Recorded, not answered: nothing has seen them yet.
    expect(seen).toEqual([]);
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await started();
    finish();
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen).toEqual(['menu', 'submit false', 'send', 'menu']);
  });

  it('drops a recorded click whose control the app took off the page', async () => {
    const { finish, started } = setUp(HYDRATE_ON_INTERACTION);
    const seen = vi.fn();
    const menu = document.getElementById('menu')!;
    menu.addEventListener('click', seen);
    click('menu');
    menu.remove();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await started();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).not.toHaveBeenCalled();
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
    // A full shortlist is the app's to explain: the press is recorded for it.
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(Array.from({ length: SHORTLIST_MAX }, (_, i) => i + 4)));
    click('add');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).toHaveLength(SHORTLIST_MAX);
    localStorage.clear();
  });

  it('replays a recorded click on a page that starts at the first interaction', async () => {
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
