import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reserveHeight } from './reservation';

/*
 * jsdom lays nothing out: each host here is given a layout of its own, in a 800 px high viewport: its top, and
 * a height that is its widget's own (natural) height or the reservation (the min-height), whichever is more,
 * as base-styles.ts makes it. The IntersectionObserver is a stand-in the test drives.
 */
const VIEWPORT = 800;

function host({ top, natural }: { top: number; natural: number }) {
  const element = document.createElement('div');
  document.body.append(element);
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
  return { element, layout, reserved: () => element.style.getPropertyValue('--lb-reserved') };
}

interface FakeObserver {
  callback: IntersectionObserverCallback;
  targets: Element[];
  disconnected: boolean;
}
let observers: FakeObserver[];

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

beforeEach(() => {
  observers = [];
  vi.stubGlobal('innerHeight', VIEWPORT);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: FakeObserver;
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, targets: [], disconnected: false };
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
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('reserveHeight', () => {
  it('holds the fallback height over a shorter widget on screen, and releases it once the host is below the viewport', () => {
    const { element, layout, reserved } = host({ top: 300, natural: 500 });
    const reservation = reserveHeight(element, 900);
    expect(reserved()).toBe('900px');
    layout.natural = 120;
    reservation.settle();
    expect(reserved()).toBe('900px');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([element]);
    // On screen, then scrolled past (above the viewport): releasing would pull up what the visitor reads.
    report(observers[0]!, 300, 900);
    report(observers[0]!, -950, 900);
    expect(reserved()).toBe('900px');
    // Partly visible from below: still seen.
    report(observers[0]!, 700, 900);
    expect(reserved()).toBe('900px');
    // Scrolled back up until the host is entirely below the viewport.
    report(observers[0]!, VIEWPORT + 10, 900);
    expect(reserved()).toBe('');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('releases at once when the host is entirely below the viewport at render', () => {
    const { element, layout, reserved } = host({ top: VIEWPORT, natural: 400 });
    const reservation = reserveHeight(element, 400);
    layout.natural = 60;
    reservation.settle();
    expect(reserved()).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('releases at once a widget at least as tall as its fallback, on screen: the min-height holds nothing', () => {
    const { element, layout, reserved } = host({ top: 100, natural: 40 });
    const reservation = reserveHeight(element, 40);
    layout.natural = 40;
    reservation.settle();
    expect(reserved()).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('keeps a floating widget’s pasted line on screen (its widget takes no room in the flow) until it is below', () => {
    const { element, layout, reserved } = host({ top: 500, natural: 24 });
    const reservation = reserveHeight(element, 24);
    layout.natural = 0;
    reservation.settle();
    expect(reserved()).toBe('24px');
    report(observers[0]!, 900, 24);
    expect(reserved()).toBe('');
  });

  it('keeps the reservation without an IntersectionObserver, and drops it and the watch on dispose', () => {
    const { element, layout, reserved } = host({ top: 0, natural: 300 });
    const watched = reserveHeight(element, 300);
    layout.natural = 100;
    watched.settle();
    watched.dispose();
    expect(reserved()).toBe('');
    expect(observers[0]!.disconnected).toBe(true);

    vi.stubGlobal('IntersectionObserver', undefined);
    const unwatched = reserveHeight(element, 300);
    unwatched.settle();
    expect(reserved()).toBe('300px');
  });

  it('reserves nothing for a host without height (the editor’s preview, an empty placeholder)', () => {
    const { element, reserved } = host({ top: 0, natural: 0 });
    reserveHeight(element, 0).settle();
    expect(reserved()).toBe('');
    expect(observers).toHaveLength(0);
  });
});
