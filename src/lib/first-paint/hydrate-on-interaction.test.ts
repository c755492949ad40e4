import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnInteraction } from './hydrate-on-interaction';

// Starts still pending at a test's end; finished after it, so no test's held clicks reach the next.
const pending: Array<() => void> = [];

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
  startOnInteraction(root, start);
  return { root, start, finish: () => finish() };
}

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

afterEach(async () => {
  pending.splice(0).forEach((finish) => finish());
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.body.innerHTML = '';
});

describe('startOnInteraction', () => {
  it('does nothing until the visitor interacts, then starts once and preloads the listed chunks', () => {
    const { start } = setUp();
    window.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(['/assets/app.js', '/assets/page.js']);
  });

  it('holds a click on a control while the app starts, and replays it on that control once', async () => {
    const { finish } = setUp();
    const seen = vi.fn();
    document.getElementById('menu')!.addEventListener('click', (event) => seen(event.defaultPrevented));
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const held = click('icon');
    expect(held.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(seen).toHaveBeenCalledWith(false);
    // Later clicks are the app's own.
    click('menu');
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone and keeps a submit button from sending its form natively', () => {
    setUp();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(click('link').defaultPrevented).toBe(false);
    expect(click('send').defaultPrevented).toBe(true);
  });

  it('lets go of clicks when the app fails to load', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    startOnInteraction(root, failing);
    document.body.innerHTML += '<button id="late" type="button">Late</button>';
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    await Promise.resolve();
    expect(click('late').defaultPrevented).toBe(false);
  });
});
