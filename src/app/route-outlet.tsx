import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Marks <html data-hydrated> once the page (inside the same Suspense boundary) is interactive, so browser
 * tests wait for hydration of a prerendered page before typing into it.
 */
function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

/** The current screen inside <main>, in both shells: its error boundary, its loading space, the hydration mark. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
        <Outlet />
        <HydrationMarker />
      </Suspense>
    </RouteErrorBoundary>
  );
}
