/*
 * Most prerendered pages are complete as HTML: their links are real links to other prerendered pages, and
 * what needs JavaScript (a menu, a toggle, a dialog) needs it only once the visitor reaches for it. Those
 * pages start the app on the visitor's first interaction instead of at load, so a visit that only reads
 * downloads and runs almost no JavaScript (docs/decisions/015-hydrate-on-interaction.md).
 */

/** What counts as reaching for the page: a press, a key, focus moving into it. Scrolling does not. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Controls whose click does nothing without the app. A click on one before the app is ready is held and
 * replayed once it is. Links are not held: they work as they are, and open the next prerendered page.
 */
const NEEDS_APP =
  'button, [role="button"], [role="tab"], [role="radio"], [role="switch"], [role="checkbox"], summary';

/** Marks content that only the app renders: the app starts when it comes near the screen. */
export const START_WHEN_VISIBLE = 'data-start-when-visible';

/** The attribute the build sets on #root of a page that starts its app on interaction. */
export const HYDRATE_ON_INTERACTION = 'interaction';

/** The chunks the page will need, listed by the build on #root (data-preload), fetched as the app starts. */
function preload(files: string | undefined) {
  for (const href of files?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

/**
 * Calls `start` on the first interaction. `start` resolves once the app has hydrated; a click on a control
 * that needs the app, made while it was loading, is then replayed on the same control.
 */
export function startOnInteraction(root: HTMLElement, start: () => Promise<void>): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
    if (!control) return;
    // A submit button would send its form to the server as a plain GET; the app handles it instead. And
    // React, once it has a root, would replay the click itself as it hydrates: this one is replayed once.
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  let started = false;
  let nearScreen: IntersectionObserver | undefined;
  const begin = () => {
    if (started) return;
    started = true;
    nearScreen?.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    document.addEventListener('click', hold, true);
    preload(root.dataset.preload);
    const release = () => document.removeEventListener('click', hold, true);
    start().then(() => {
      release();
      if (held?.isConnected) held.click();
    }, release);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
  // Content only the app can show (a tool’s live preview) starts it too, once it is on screen.
  const shownByApp = root.querySelectorAll(`[${START_WHEN_VISIBLE}]`);
  if (shownByApp.length > 0 && 'IntersectionObserver' in window) {
    nearScreen = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && begin(),
      {
        rootMargin: '0px',
      },
    );
    shownByApp.forEach((element) => nearScreen?.observe(element));
  }
}
