import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once it commits: the page is the app's. Rendered beside the current screen
 * (route-outlet.tsx) and by a screen's error view (route-error-boundary.tsx), so a screen that throws still
 * releases the clicks held until the app starts (src/lib/first-paint/hydrate-on-interaction.ts waits for
 * this mark) and browser tests still know the page has started.
 */
export function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
