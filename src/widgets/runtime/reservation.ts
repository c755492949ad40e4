/**
 * The fallback's height, held by the placeholder while its widget replaces the fallback (--lb-reserved, the
 * host's min-height in base-styles.ts), so that the swap moves nothing on the page; and released as soon as
 * releasing cannot move anything the visitor sees either. A widget shorter than its fallback (testimonials
 * show one review where the fallback lists them all, a FAQ shows its questions, a floating button takes no
 * room where it was pasted) would otherwise leave a blank gap under it for as long as it is mounted.
 *
 * A change of the host's height from A to B moves only what follows it, which starts at the host's top plus
 * A before and plus B after: nothing the visitor sees moves when both lie at or below the viewport's bottom,
 * that is when top + min(A, B) >= the viewport's height. So:
 * - a widget at least as tall as its fallback releases the reservation at once (the min-height holds nothing);
 * - a shorter one (B < A) releases it when top + B >= the viewport's height: at render, or later as the
 *   visitor scrolls (an IntersectionObserver whose root ends that far above the viewport's bottom; for a host
 *   entirely below the viewport that is at once);
 * - a widget taller than its fallback (B > A: a 48 px button for a line of text, or any widget on a page
 *   whose `html { font-size: 10px }` shrank the fallback) would push down what follows it. While that is on
 *   screen (top + A < the viewport's height) the fallback stays shown, as the page styled it (the host's
 *   sheets are set aside), and the widget waits hidden; it takes the fallback's place once the fallback's
 *   bottom is at or below the viewport's.
 * Never on input elsewhere: a shift right after a click or a key is left out of CLS, but the visitor would
 * still see the page jump under them. Input on the held fallback itself is different: the visitor reached for
 * this widget, and a contact form shown in the first view of a short page would otherwise never take its
 * fallback's place. A press, a key or focus inside the host swaps the widget in at once, as a disclosure opens
 * where it is pressed (and a shift within 500 ms of that input is the visitor's own, left out of CLS).
 * Not while the host is above the viewport either: Safari has no scroll anchoring, and there a change of
 * height pulls or pushes everything the visitor is reading.
 */
export interface Reservation {
  /**
   * Called after the widget has rendered into `root`: releases now if that moves nothing, or holds (a taller
   * widget: the fallback stays shown) and watches for the moment.
   */
  settle(root: ShadowRoot): void;
  /** Drops the reservation, the hold and the watch (the widget unmounted: the fallback shows again). */
  dispose(): void;
}

const NONE: Reservation = { settle: () => {}, dispose: () => {} };
const PROPERTY = '--lb-reserved';
/** How far the watched root reaches above and beside the viewport, in px: further than any page scrolls. */
const FAR = 1_000_000;
/** While held, the shadow root shows the fallback (a slot) and hides the widget's own elements. */
const HOLD_CSS = ':host > :not(slot.lb-hold) { display: none !important; }';
let holdSheet: CSSStyleSheet | null = null;
/** The visitor's own input on a held fallback, which swaps the widget in (see above). */
const REACHED_FOR = ['pointerdown', 'keydown', 'focusin'] as const;

/** Reserves `height` px (the fallback's, measured before the widget renders) on `host`. */
export function reserveHeight(host: HTMLElement, height: number): Reservation {
  if (!(height > 0)) return NONE;
  host.style.setProperty(PROPERTY, `${height}px`);
  let observer: IntersectionObserver | null = null;
  let held: { root: ShadowRoot; slot: HTMLSlotElement; sheets: CSSStyleSheet[] } | null = null;
  const viewportHeight = () => window.innerHeight || document.documentElement.clientHeight;
  const release = () => {
    observer?.disconnect();
    observer = null;
    if (held) {
      const { root, slot, sheets } = held;
      held = null;
      for (const type of REACHED_FOR) host.removeEventListener(type, release, true);
      slot.remove();
      root.adoptedStyleSheets = sheets;
    }
    host.style.removeProperty(PROPERTY);
  };
  /** Whether going from the fallback's height to the widget's moves nothing on screen, with the host's top at `top`. */
  const unseen = (top: number, natural: number) => top + Math.min(height, natural) >= viewportHeight();
  return {
    settle(root) {
      // The widget's own height and the host's top (which its height does not move), without the reservation:
      // one synchronous layout, no frame painted between; the reservation is put back only if it must stay.
      host.style.setProperty(PROPERTY, '0px');
      const { top, height: natural } = host.getBoundingClientRect();
      if (natural === height || unseen(top, natural)) {
        release();
        return;
      }
      host.style.setProperty(PROPERTY, `${height}px`);
      if (natural > height) {
        holdSheet = holdSheet ?? new CSSStyleSheet();
        if (holdSheet.cssRules.length === 0) holdSheet.replaceSync(HOLD_CSS);
        const slot = document.createElement('slot');
        slot.className = 'lb-hold';
        root.appendChild(slot);
        // Only the hold's sheet meanwhile: the base sheet's :host rules (font, line height, colour) would restyle
        // the fallback the host shows, and so resize it.
        // A copy: the browser's adoptedStyleSheets is a live array, which the next line empties.
        held = { root, slot, sheets: [...root.adoptedStyleSheets] };
        root.adoptedStyleSheets = [holdSheet];
        for (const type of REACHED_FOR) host.addEventListener(type, release, true);
      }
      // Without an IntersectionObserver (very old browsers) the gap, or the fallback, stays: better than a jump.
      if (typeof IntersectionObserver !== 'function') return;
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (entry && unseen(entry.boundingClientRect.top, natural)) release();
        },
        // The root is the viewport stretched far up and to the sides, and cut at the bottom by the smaller
        // height: the host leaves it just as top + min(A, B) reaches the viewport's bottom, wherever it comes
        // from. With the viewport's own edges, a host taken from above the viewport to below it in one jump
        // (Home, a "back to top" link) crossed no edge and was never told; nor was one already partly in view.
        // Inside a cross-origin frame the margin is ignored: told as the host enters, leaves, or is wholly in.
        { rootMargin: `${FAR}px ${FAR}px ${-Math.min(height, natural)}px ${FAR}px`, threshold: [0, 1] },
      );
      observer.observe(host);
    },
    dispose: release,
  };
}
