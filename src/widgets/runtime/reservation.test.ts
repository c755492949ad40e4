import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideAdoptedStyleSheets } from '../testing/adopted-style-sheets';
import { reserveHeight } from './reservation';

/*
 * jsdom lays nothing out: each host here is given a layout of its own, in a 800 px high viewport: its top, and
 * a height that is its widget's own (natural) height or the reservation (the min-height), whichever is more,
 * as base-styles.ts makes it. The IntersectionObserver is a stand-in the test drives.
 */
const VIEWPORT = 800;

function host({ top, natural }: { top: number; natural: number }) {
  const element = document.createElement('div');
  element.innerHTML = '<p>The fallback</p>';
  document.body.append(element);
  const root = element.attachShadow({ mode: 'open' });
  root.innerHTML = '<section class="widget">The widget</section>';
  const layout = { top, natural };
  element.getBoundingClientRect = () => {
    const reserved = parseFloat(element.style.getPropertyValue('--lb-reserved')) || 0;
    const height = Math.max(layout.natural, reserved);
    return {
      top: layout.top,
      bottom: layout.top + height,
      height,
      left: 0,
      right: 300,
      width: 300,
      x: 0,
      y: layout.top,
      toJSON: () => ({}),
    };
  };
  return {
    element,
    root,
    layout,
    reserved: () => element.style.getPropertyValue('--lb-reserved'),
    /** Held: the fallback shows through a slot, and a sheet hides the widget's own elements. */
    held: () => [root.querySelectorAll('slot').length, root.adoptedStyleSheets.length],
  };
}

interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  targets: Element[];
  disconnected: boolean;
  /** What the browser last told (isIntersecting, threshold index), to tell only of changes. */
  last?: string;
}
let observers: FakeObserver[];
let undoSheets: () => void;

/** What an IntersectionObserver reports for `target` at `top` (height `height`) in the viewport. */
function report(observer: FakeObserver, top: number, height: number) {
  const entry = {
    target: observer.targets[0]!,
    isIntersecting: top < VIEWPORT && top + height > 0,
    boundingClientRect: { top, bottom: top + height, height } as DOMRectReadOnly,
    rootBounds: { top: 0, bottom: VIEWPORT, height: VIEWPORT } as DOMRectReadOnly,
  } as IntersectionObserverEntry;
  observer.callback([entry], {} as IntersectionObserver);
}

/**
 * The host moved to `top` (height `height`), reported as a browser does: against the viewport grown by the
 * observer's rootMargin (px, top right bottom left), and only when the host starts or stops intersecting
 * that root or crosses one of its thresholds.
 */
function scroll(observer: FakeObserver, top: number, height: number) {
  const [marginTop = 0, , marginBottom = marginTop] = (observer.options.rootMargin ?? '0px')
    .split(' ')
    .map(parseFloat);
  const rootTop = -marginTop;
  const rootBottom = VIEWPORT + marginBottom;
  const isIntersecting = top <= rootBottom && top + height >= rootTop;
  const ratio = isIntersecting ? (Math.min(top + height, rootBottom) - Math.max(top, rootTop)) / height : 0;
  const thresholds = [observer.options.threshold ?? 0].flat();
  const state = `${isIntersecting} ${thresholds.filter((threshold) => ratio >= threshold).length}`;
  if (state === observer.last) return;
  observer.last = state;
  report(observer, top, height);
}

beforeEach(() => {
  undoSheets = provideAdoptedStyleSheets();
  observers = [];
  vi.stubGlobal('innerHeight', VIEWPORT);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: FakeObserver;
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
        this.record = { callback, options, targets: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  undoSheets();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('reserveHeight', () => {
  it('holds the fallback height over a shorter widget on screen, and releases it once that moves nothing on screen', () => {
    const { element, root, layout, reserved, held } = host({ top: 300, natural: 500 });
    const reservation = reserveHeight(element, 900);
    expect(reserved()).toBe('900px');
    layout.natural = 120;
    reservation.settle(root);
    expect(reserved()).toBe('900px');
    expect(held()).toEqual([0, 0]);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([element]);
    // On screen, then scrolled past (above the viewport): releasing would pull up what the visitor reads.
    report(observers[0]!, 300, 900);
    report(observers[0]!, -950, 900);
    expect(reserved()).toBe('900px');
    // Its top at 650: the 120 px widget would end at 770, and what follows would come up into view.
    report(observers[0]!, 650, 900);
    expect(reserved()).toBe('900px');
    // At 690 what follows the widget (from 810) stays below the 800 px viewport.
    report(observers[0]!, 690, 900);
    expect(reserved()).toBe('');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('releases at once when the host is entirely below the viewport at render', () => {
    const { element, root, layout, reserved } = host({ top: VIEWPORT, natural: 400 });
    const reservation = reserveHeight(element, 400);
    layout.natural = 60;
    reservation.settle(root);
    expect(reserved()).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('releases at once a widget as tall as its fallback, on screen: the min-height holds nothing', () => {
    const { element, root, layout, reserved, held } = host({ top: 100, natural: 40 });
    const reservation = reserveHeight(element, 40);
    layout.natural = 40;
    reservation.settle(root);
    expect(reserved()).toBe('');
    expect(held()).toEqual([0, 0]);
    expect(observers).toHaveLength(0);
  });

  it('keeps the fallback shown where a taller widget would push the page down on screen, and swaps once the fallback’s bottom is below', () => {
    const { element, root, layout, reserved, held } = host({ top: 200, natural: 24 });
    const reservation = reserveHeight(element, 24);
    layout.natural = 48;
    reservation.settle(root);
    expect(reserved()).toBe('24px');
    expect(held()).toEqual([1, 1]);
    expect(root.querySelector('slot')!.assignedNodes).toBeDefined();
    // Still wholly on screen, then partly below: the fallback's bottom (top + 24) at 800 or more.
    report(observers[0]!, 700, 24);
    expect(held()).toEqual([1, 1]);
    report(observers[0]!, 780, 24);
    expect(held()).toEqual([0, 0]);
    expect(reserved()).toBe('');
    expect(root.querySelector('.widget')).not.toBeNull();
  });

  it('swaps a held widget in at once when the visitor presses, keys or focuses into its fallback', () => {
    for (const input of [
      new Event('pointerdown', { bubbles: true }),
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const { element, root, layout, reserved, held } = host({ top: 200, natural: 24 });
      const reservation = reserveHeight(element, 24);
      layout.natural = 300;
      reservation.settle(root);
      expect(held()).toEqual([1, 1]);
      // Input elsewhere on the page leaves it held.
      document.body.dispatchEvent(new Event(input.type, { bubbles: true }));
      expect(held()).toEqual([1, 1]);
      element.querySelector('p')!.dispatchEvent(input);
      expect(held()).toEqual([0, 0]);
      expect(reserved()).toBe('');
      expect(observers.at(-1)!.disconnected).toBe(true);
      element.remove();
    }
  });

  it('swaps a held widget that a jump to the page’s top takes from above the viewport to below it', () => {
    const { element, root, layout, reserved, held } = host({ top: 200, natural: 24 });
    const reservation = reserveHeight(element, 24);
    layout.natural = 48;
    reservation.settle(root);
    const observer = observers[0]!;
    scroll(observer, 200, 24);
    expect(held()).toEqual([1, 1]);
    // Scrolled past: above the viewport, a swap would push what the visitor reads.
    scroll(observer, -300, 24);
    expect(held()).toEqual([1, 1]);
    // Home: the page's top is shown, the host far below the viewport, without ever crossing it.
    scroll(observer, 1_500, 24);
    expect(held()).toEqual([0, 0]);
    expect(reserved()).toBe('');
  });

  it('releases a shorter widget partly in view as soon as what follows it stays below the viewport', () => {
    const { element, root, layout, reserved } = host({ top: 400, natural: 600 });
    const reservation = reserveHeight(element, 600);
    layout.natural = 300;
    reservation.settle(root);
    const observer = observers[0]!;
    scroll(observer, 400, 600);
    expect(reserved()).toBe('600px');
    // Still partly in view (its top at 560), but the 300 px widget would end at 860, below the viewport.
    scroll(observer, 560, 600);
    expect(reserved()).toBe('');
  });

  it('shows a taller widget at once when the fallback already reaches below the viewport', () => {
    const { element, root, layout, reserved, held } = host({ top: 790, natural: 24 });
    const reservation = reserveHeight(element, 24);
    layout.natural = 300;
    reservation.settle(root);
    expect(reserved()).toBe('');
    expect(held()).toEqual([0, 0]);
  });

  it('keeps a floating widget’s pasted line on screen (its widget takes no room in the flow) until it is below', () => {
    const { element, root, layout, reserved } = host({ top: 500, natural: 24 });
    const reservation = reserveHeight(element, 24);
    layout.natural = 0;
    reservation.settle(root);
    expect(reserved()).toBe('24px');
    report(observers[0]!, 900, 24);
    expect(reserved()).toBe('');
  });

  it('keeps the reservation without an IntersectionObserver, and drops it, the hold and the watch on dispose', () => {
    const { element, root, layout, reserved, held } = host({ top: 0, natural: 300 });
    const watched = reserveHeight(element, 300);
    layout.natural = 500;
    watched.settle(root);
    expect(held()).toEqual([1, 1]);
    watched.dispose();
    expect(reserved()).toBe('');
    expect(held()).toEqual([0, 0]);
    expect(observers[0]!.disconnected).toBe(true);

    vi.stubGlobal('IntersectionObserver', undefined);
    layout.natural = 100;
    const unwatched = reserveHeight(element, 300);
    unwatched.settle(root);
    expect(reserved()).toBe('300px');
  });

  it('reserves nothing for a host without height (the editor’s preview, an empty placeholder)', () => {
    const { element, root, reserved } = host({ top: 0, natural: 0 });
    reserveHeight(element, 0).settle(root);
    expect(reserved()).toBe('');
    expect(observers).toHaveLength(0);
  });
});
