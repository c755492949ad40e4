/*
 * When a prerendered page starts its app (decisions 043 and 048): at the visitor's first interaction, when
 * content only the app renders comes on screen, or (a page with controls only the app answers) once it has
 * loaded and painted. Until then, early events are recorded and then replayed. The app's chunks download
 * after the page's own requests, so they never compete with the first paint.
 */
import { answerBeforeApp } from './early-answers';

/** What counts as reaching for the page: a press, a key, focus moving into it. Scrolling does not. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Controls whose click does nothing without the app; links and `<summary>` work without it. */
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

/**
 * Fetches the chunks the build lists on #root (data-preload as the app starts, data-preload-later once it
 * has), one link per task: each costs 5 to 15 ms of a phone's main thread, and three in one task made long
 * tasks (Lighthouse's blocking time on the builder: about 120 to 280 ms with three, 13 to 61 ms with one;
 * decision 052). The first link is the app's own chunk, which the caller imports next.
 */
export function preloadChunks(files: string | undefined) {
  const hrefs = files?.split(' ').filter(Boolean) ?? [];
  const next = () => {
    const href = hrefs.shift();
    if (!href) return;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    setTimeout(next, 0);
  };
  next();
}

/** How long after `load` the app starts anyway when the browser reports no paint (a tab in the background). */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the browser has reported the first contentful paint and (where supported) the first
 * largest-contentful-paint candidate; `buffered` also delivers those reported before the observer existed.
 */
function afterContentfulPaint(then: () => void) {
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
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
    // A paint entry is named first-paint or first-contentful-paint; the awaited one is the second.
    for (const entry of list.getEntries()) if (entry.name !== 'first-paint') awaited.delete(entry.entryType);
    if (awaited.size === 0) finish();
  });
  for (const type of awaited) observer.observe({ type, buffered: true });
  const timer = setTimeout(finish, PAINT_WAIT_MS);
}

/**
 * Calls `then` once the page has loaded and its first paint is reported, after one more frame and a task:
 * lab tools count requests that start before the paint as needed for it, and a paint can be presented
 * later than its frame began.
 */
function afterFirstPaint(then: () => void) {
  const next = () => afterContentfulPaint(() => requestAnimationFrame(() => setTimeout(then, 0)));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

/**
 * Records the page's early events until the app has started, as Angular's jsaction contract does: a click
 * on a control that needs the app, or a form's submission (which would go to the server as a plain GET),
 * is kept from the page and recorded, unless the page answers it itself (./early-answers.ts). The returned
 * `replay` stops recording and dispatches the recorded events again, in order, to controls still on the page.
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
 * Calls `start` at the visitor's first interaction, or (`after-paint`) once the page has painted if that
 * comes first. `start` settles once the screen, or its error view, has committed (or the app failed); the
 * early events are replayed then.
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
  // Content only the app can show (a tool’s live preview) starts it too once on screen (reached without a
  // touch, or there from the start), never before the page has painted.
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
