import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();
/** How long back/forward keeps trying to reach a position the page is not yet tall enough for. */
const RESTORE_WINDOW_MS = 3000;
/** What a visitor does to scroll themselves: a restore still under way gives way to it. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

// A route change is a new page: jump, even though in-page anchors scroll smoothly (see index.css).
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

function loadSaved() {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, y] of Object.entries(saved)) if (!positions.has(key)) positions.set(key, y);
  } catch {
    // Storage can be unavailable (private mode); restoring scroll is a nicety.
  }
}

/** Whether this document was opened by a reload or by back/forward, rather than as a new page. */
function returningToThisEntry(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * Scrolls to `top` now and, while the page is still shorter than that (the screen's chunk or a section
 * below it still loading, images without a size yet), again each time it grows, until the position is
 * reached, the visitor scrolls themselves, or the window closes. Returns a function that stops it.
 */
function restoreTo(top: number): () => void {
  jumpTo(top);
  if (Math.abs(window.scrollY - top) < 1) return () => {};
  const observer = new ResizeObserver(() => {
    jumpTo(top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.documentElement);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * New pages start at the top; back/forward restores where the visitor was on that entry; a change to
 * the query string alone (filters, search, toggles) leaves the scroll position alone.
 * Positions are kept per history entry and survive a reload (sessionStorage).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPathname = useRef<string | null>(null);
  const stopRestoring = useRef<() => void>(() => {});

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Between the address changing and the next screen rendering, the page can be scrolled by the
        // switch itself (focus moving, a placeholder); that is not where the visitor was on the last page.
        if (window.location.pathname !== previousPathname.current) return;
        positions.set(currentKey.current, window.scrollY);
      });
    };
    const persist = () => {
      // Where the visitor is as the page goes (a scroll in the last frame has not been recorded yet).
      if (window.location.pathname === previousPathname.current) positions.set(currentKey.current, window.scrollY);
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // See loadSaved.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      stopRestoring.current();
    };
  }, []);

  useLayoutEffect(() => {
    stopRestoring.current();
    currentKey.current = location.key;
    const firstRender = previousPathname.current === null;
    const samePage = previousPathname.current === location.pathname;
    previousPathname.current = location.pathname;
    if (firstRender) {
      // The app starts on a page the browser has already placed (and the visitor may have scrolled while it
      // loaded): leave it, except after a reload of a page the app rendered afresh, which comes back at the top.
      window.history.scrollRestoration = 'manual';
      loadSaved();
      // Every document opened afresh in a tab starts on the history key "default": what is saved under
      // it belongs to this entry only when the browser is bringing the visitor back (reload, back/forward).
      const saved = returningToThisEntry() ? positions.get(location.key) : undefined;
      if (saved !== undefined && window.scrollY === 0) stopRestoring.current = restoreTo(saved);
      else positions.set(location.key, window.scrollY);
      return;
    }
    // An in-page link (`<a href="#plans">`): the browser made the history entry (its state is empty, the
    // router's own carry a key) and has already scrolled to the target and focused it.
    if (navigationType === 'POP' && location.hash && window.history.state === null) return;
    if (navigationType === 'POP') {
      stopRestoring.current = restoreTo(positions.get(location.key) ?? 0);
      return;
    }
    // A query-string change on the same page (a filter, a search, a billing toggle) is not a new page.
    if (samePage && !location.hash) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else jumpTo(0);
  }, [location.key, location.hash, location.pathname, navigationType]);

  return null;
}
