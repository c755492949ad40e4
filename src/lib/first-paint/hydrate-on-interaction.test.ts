import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './hydrate-on-interaction';

// Starts still pending at a test's end; finished after it, so no test's held clicks reach the next.
const pending: Array<() => void> = [];
const starts: Array<{ mock: { calls: unknown[] } }> = [];

/** A page with a button, a link and a form's submit button, and a start that resolves when told. */
function setUp() {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root" data-preload="/assets/app.js /assets/page.js">
      <button id="menu" type="button"><span id="icon">≡</span></button>
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
  startAfterFirstPaint(root, start);
  const started = () => vi.waitFor(() => expect(start).toHaveBeenCalled());
  return { root, start, started, finish: () => finish() };
}

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

afterEach(async () => {
  // Every page of a test starts its app after the test (after paint): finish those starts too.
  await vi.waitFor(() => expect(starts.every((start) => start.mock.calls.length > 0)).toBe(true));
  starts.length = 0;
  pending.splice(0).forEach((finish) => finish());
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.body.innerHTML = '';
});

describe('startAfterFirstPaint', () => {
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
    startAfterFirstPaint(root, failing);
    document.body.innerHTML += '<button id="late" type="button">Late</button>';
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    await Promise.resolve();
    expect(click('late').defaultPrevented).toBe(false);
  });
});
