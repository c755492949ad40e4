import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HydrationMarker } from './hydration-marker';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The current screen inside <main>, in both shells: its error boundary, its loading space, the hydration mark
 * (inside the same Suspense boundary: set once the screen is interactive).
 */
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
