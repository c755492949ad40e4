import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { RouteOutlet } from './route-outlet';
import { NAV_LINKS } from './route-table';
import { ScrollManager } from './scroll-manager';

/** The visitors' pages: the site's header, the page, the footer. Staff screens have their own shell (routes/data-layout.tsx). */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavBar links={NAV_LINKS} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteOutlet />
      </main>
      <Footer />
      <ScrollManager />
    </div>
  );
}
