/**
 * The fallback's height, held by the placeholder while its widget replaces the fallback (--lb-reserved, the
 * host's min-height in base-styles.ts), so that the swap moves nothing on the page; and released as soon as
 * releasing cannot move anything the visitor sees either. A widget shorter than its fallback (testimonials
 * show one review where the fallback lists them all, a FAQ shows its questions, a floating button takes no
 * room where it was pasted) would otherwise leave a blank gap under it for as long as it is mounted.
 *
 * Released:
 * - at once when the widget is at least as tall as the reservation (the min-height no longer holds anything);
 * - at once when the host is entirely below the viewport: what follows it is below the viewport too, and the
 *   page's scroll position cannot be clamped by the shorter page (there is more page below the viewport than
 *   the host's height);
 * - otherwise the next time the host is entirely below the viewport (an IntersectionObserver), after the
 *   visitor scrolls back up past it.
 * Not released while the host is on screen, whatever the input: a shift right after a click or a key is left
 * out of CLS, but the visitor would still see the page jump under them. Nor while it is above the viewport:
 * Safari has no scroll anchoring, and there shrinking it pulls up everything the visitor is reading.
 * Floating kinds follow the same rules: their widget takes no room in the page's flow, so their fallback's
 * line is kept until it is out of sight below (where a snippet pasted at the end of a page usually is at load).
 */
export interface Reservation {
  /** Called after the widget has rendered: releases now if that moves nothing, or watches for the moment. */
  settle(): void;
  /** Drops the reservation and the watch (the widget unmounted: the fallback shows again). */
  dispose(): void;
}

const NONE: Reservation = { settle: () => {}, dispose: () => {} };
const PROPERTY = '--lb-reserved';

/** Reserves `height` px (the fallback's, measured before the widget renders) on `host`. */
export function reserveHeight(host: HTMLElement, height: number): Reservation {
  if (!(height > 0)) return NONE;
  host.style.setProperty(PROPERTY, `${height}px`);
  let observer: IntersectionObserver | null = null;
  const release = () => {
    observer?.disconnect();
    observer = null;
    host.style.removeProperty(PROPERTY);
  };
  const viewportHeight = () => window.innerHeight || document.documentElement.clientHeight;
  /** The widget's own height, without the reservation: one synchronous layout, no frame painted between. */
  const naturalHeight = () => {
    host.style.setProperty(PROPERTY, '0px');
    const natural = host.getBoundingClientRect().height;
    host.style.setProperty(PROPERTY, `${height}px`);
    return natural;
  };
  return {
    settle() {
      if (naturalHeight() >= height || host.getBoundingClientRect().top >= viewportHeight()) {
        release();
        return;
      }
      // Without an IntersectionObserver (very old browsers) the gap stays: better than a jump.
      if (typeof IntersectionObserver !== 'function') return;
      observer = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (!entry || entry.isIntersecting) return;
        const bottom = entry.rootBounds ? entry.rootBounds.bottom : viewportHeight();
        if (entry.boundingClientRect.top >= bottom) release();
      });
      observer.observe(host);
    },
    dispose: release,
  };
}
