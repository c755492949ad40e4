import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { RouteErrorBoundary } from './route-error-boundary';
import { NAV_LINKS } from './route-table';
import { ScrollManager } from './scroll-manager';

/**
 * Marks <html data-hydrated> once the page (inside the same Suspense boundary) is interactive, so browser
 * tests wait for hydration of a prerendered page before typing into it.
 */
function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <NavBar links={NAV_LINKS} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
            <Outlet />
            <HydrationMarker />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollManager />
    </div>
  );
}
