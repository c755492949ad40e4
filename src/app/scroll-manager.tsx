import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();

// A route change is a new page: jump, even though in-page anchors scroll smoothly (see index.css).
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/**
 * New pages start at the top; back/forward restores where the visitor was on that entry; a change to
 * the query string alone (filters, search, toggles) leaves the scroll position alone.
 * Positions are kept per history entry and survive a reload (sessionStorage).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPathname = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
      for (const [key, y] of Object.entries(saved)) if (!positions.has(key)) positions.set(key, y);
    } catch {
      // Storage can be unavailable (private mode); restoring scroll is a nicety.
    }
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
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // See above.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = previousPathname.current === location.pathname;
    previousPathname.current = location.pathname;
    if (navigationType === 'POP') {
      jumpTo(positions.get(location.key) ?? 0);
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
