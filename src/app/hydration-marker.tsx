import { useEffect } from 'react';

/** On <html> once the app has started: its screen, or the screen's error view, has committed. */
const HYDRATED = 'data-hydrated';

/**
 * Marks <html data-hydrated> once it commits: the page is the app's. Rendered beside the current screen
 * (route-outlet.tsx) and by a screen's error view (route-error-boundary.tsx), so a screen that throws still
 * lets the page's early events be replayed (src/lib/first-paint/hydrate-on-interaction.ts waits for this
 * mark) and browser tests still know the page has started. A passive effect, so the components that adopt
 * what the page's first script answered (a copy) do it in the same pass.
 */
export function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED, ''), []);
  return null;
}

/** Resolves once <html> carries the mark. */
export function untilHydrated(): Promise<void> {
  const html = document.documentElement;
  if (html.hasAttribute(HYDRATED)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute(HYDRATED)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: [HYDRATED] });
  });
}
