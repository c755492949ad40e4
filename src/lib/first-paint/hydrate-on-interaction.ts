/*
 * Prerendered pages paint from their HTML alone, so the app is not needed for the first paint; it is needed
 * for the first tap. A page with controls only the app answers starts it once it has loaded and painted
 * (decision 043), or sooner: at the visitor's first interaction, or when content only the app
 * renders comes on screen. A page whose every control the page answers itself (./early-answers.ts) starts
 * it at the first interaction only (decision 043). The app's chunks download after the page's own requests,
 * so they never compete with the first paint, and React hydrates in a transition, in slices that yield to
 * input (src/app/start-app.tsx).
 */
import { answerBeforeApp } from './early-answers';

/** What counts as reaching for the page: a press, a key, focus moving into it. Scrolling does not. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Controls whose click does nothing without the app. A click on one before the app has started is recorded
 * and replayed once it has. Links are not recorded: they work as they are, and open the next prerendered
 * page; nor is a `<details>` summary, which the browser opens and closes by itself.
 */
export const NEEDS_APP_TAGS = ['button'] as const;
export const NEEDS_APP_ROLES = ['button', 'tab', 'radio', 'switch', 'checkbox'] as const;
const NEEDS_APP = [...NEEDS_APP_TAGS, ...NEEDS_APP_ROLES.map((role) => `[role="${role}"]`)].join(', ');
/** A button that shows or hides a popover (the phone menu): the browser answers it by itself. */
export const POPOVER_TARGET = 'popovertarget';

/** Marks content that only the app renders: the app starts when it comes on screen, if it has not yet. */
export const START_WHEN_VISIBLE = 'data-start-when-visible';

/** The values the build sets on #root (data-hydrate): when a prerendered page starts its app. */
export const HYDRATE_AFTER_PAINT = 'after-paint';
export const HYDRATE_ON_INTERACTION = 'on-interaction';
export type HydrateWhen = typeof HYDRATE_AFTER_PAINT | typeof HYDRATE_ON_INTERACTION;

/** How many chunk links go into <head> in one task (see `preloadChunks`). */
const PRELOAD_GROUP = 3;

/**
 * The chunks the page will need, listed by the build on #root (data-preload), fetched as the app starts;
 * and those its forms import at their first check (data-preload-later), fetched once it has started.
 * Each link costs the browser 5 to 15 ms of main thread on a phone's CPU (4x slower), the more while
 * the page is traced (as Lighthouse does): the builder's 29 in one go made a task of 60 to 130 ms. They go
 * in small groups, one task each, so none is long; the first group holds the app's own chunk, which the
 * caller imports next.
 */
export function preloadChunks(files: string | undefined, from = 0) {
  const hrefs = files?.split(' ').filter(Boolean) ?? [];
  const links = document.createDocumentFragment();
  for (const href of hrefs.slice(from, from + PRELOAD_GROUP)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    links.append(link);
  }
  document.head.append(links);
  if (from + PRELOAD_GROUP < hrefs.length) setTimeout(() => preloadChunks(files, from + PRELOAD_GROUP), 0);
}

/** How long after `load` the app starts anyway when the browser reports no paint (a tab in the background). */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the browser has reported the page's first contentful paint and (Chromium) its first
 * largest-contentful-paint candidate. Both are read from an observer with `buffered`, which also delivers
 * paints reported before it was made (largest-contentful-paint entries are not in the performance timeline).
 */
function afterContentfulPaint(then: () => void) {
  const supported =
    typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  const awaited = new Set(['paint', 'largest-contentful-paint'].filter((type) => supported.includes(type)));
  if (awaited.size === 0) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.entryType !== 'paint' || entry.name === 'first-contentful-paint')
        awaited.delete(entry.entryType);
    if (awaited.size === 0) finish();
  });
  for (const type of awaited) observer.observe({ type, buffered: true });
  const timer = setTimeout(finish, PAINT_WAIT_MS);
}

/**
 * Calls `then` once the page has loaded (its own requests are done) and the browser has reported its first
 * contentful paint, then after one more frame and a task, so nothing `then` starts competes with the first
 * paint. Waiting for the reported paint, not only for a frame: a paint can be presented later than its
 * frame began, and the app's requests must start after it (lab tools count requests that start before the
 * paint as needed for it).
 */
function afterFirstPaint(then: () => void) {
  const next = () => afterContentfulPaint(() => requestAnimationFrame(() => setTimeout(then, 0)));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

/**
 * Records the page's early events until the app has started, as Angular's jsaction contract does: a press
 * on a control the page answers itself (./early-answers.ts) is answered at once; a click on any other
 * control that needs the app, and a form's submission, is kept from the page (a form would go to the
 * server as a plain GET) and recorded in order. The returned `replay` stops recording and dispatches the
 * recorded events again, in order, to their controls still on the page, once the app answers them.
 */
export function recordEarlyEvents(): () => void {
  const recorded: HTMLElement[] = [];
  const record = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = event.type === 'submit' ? target : target?.closest(NEEDS_APP);
    if (!(control instanceof HTMLElement) || control.hasAttribute(POPOVER_TARGET)) return;
    // Kept from React too, which once it has a root would replay a click itself as it hydrates.
    event.preventDefault();
    event.stopPropagation();
    if (control instanceof HTMLFormElement || !answerBeforeApp(control)) recorded.push(control);
  };
  for (const type of EARLY_EVENTS) document.addEventListener(type, record, true);
  return () => {
    for (const type of EARLY_EVENTS) document.removeEventListener(type, record, true);
    for (const control of recorded.splice(0).filter((element) => element.isConnected))
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else control.click();
  };
}
/** The early events recorded: presses (a key on a button is a click too) and a form's submission. */
const EARLY_EVENTS = ['click', 'submit'] as const;

/**
 * Calls `start` at the visitor's first interaction, or (`after-paint`) once the page has loaded and painted
 * if that comes first. `start` settles once the app has started (its screen, or the screen's error view,
 * has committed; or the app failed): early events are recorded until then, and replayed then, whatever
 * the screen did.
 */
export function scheduleAppStart(root: HTMLElement, start: () => Promise<void>, when: HydrateWhen): void {
  const replay = recordEarlyEvents();
  let started = false;
  let nearScreen: IntersectionObserver | undefined;
  const begin = () => {
    if (started) return;
    started = true;
    nearScreen?.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    preloadChunks(root.dataset.preload);
    start().then(replay, replay);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
  if (when === HYDRATE_AFTER_PAINT) afterFirstPaint(begin);
  // Content only the app can show (a tool’s live preview) starts it too, once it is on screen: scrolled to
  // without a touch (a wheel, find-in-page), or there from the start on a tall screen; never before the
  // page has painted.
  const shownByApp = root.querySelectorAll(`[${START_WHEN_VISIBLE}]`);
  if (shownByApp.length > 0 && 'IntersectionObserver' in window) {
    nearScreen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      nearScreen?.disconnect();
      afterFirstPaint(begin);
    });
    shownByApp.forEach((element) => nearScreen?.observe(element));
  }
}
