import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { NOT_FOUND, ROUTES, STAFF_LAYOUT_SCREEN } from './route-table';
import { ScrollManager } from './scroll-manager';

type Page = LazyExoticComponent<ComponentType>;

/*
 * Every screen is its own chunk, so a visitor downloads only the page they open.
 * We use declarative routes with React.lazy rather than a data router: the data router
 * costs ~17 KB more gzipped JavaScript on every page, and we have no loaders to justify it.
 * The routes come from the route table (route-table.ts); each names its screen by file name
 * (routes/<name>.tsx), so the build can also tell which chunk a prerendered page needs and preload it
 * (routeModuleFiles, scripts/build-site.mjs).
 */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);
const ROUTE_DIR = 'src/app/routes';

/** One lazy component per screen module, made once (React must see the same component on every render). */
const PAGES = new Map<string, Page>();
function page(screen: string): Page {
  let component = PAGES.get(screen);
  if (!component) {
    const load = ROUTE_MODULES[`./routes/${screen}.tsx`];
    if (!load) throw new Error(`No route module ${ROUTE_DIR}/${screen}.tsx`);
    component = lazy(load);
    PAGES.set(screen, component);
  }
  return component;
}

/** One route per path: a redirect entry shares its path (and screen) with a public one. */
const routed = (kind: 'staff' | 'visitor') =>
  ROUTES.filter((route) => (route.kind === 'staff') === (kind === 'staff')).filter(
    (route, index, all) => all.findIndex((other) => other.path === route.path) === index,
  );
const PUBLIC_ROUTES = routed('visitor');
/** The staff screens read data: they share the query client, which loads only with them. */
const STAFF_ROUTES = routed('staff');
const PUBLIC_PAGES = PUBLIC_ROUTES.map((route) => [route.path, page(route.screen)] as const);
const STAFF_PAGES = STAFF_ROUTES.map((route) => [route.path, page(route.screen)] as const);
const DataLayout = page(STAFF_LAYOUT_SCREEN);
const NotFound = page(NOT_FOUND.screen);

/**
 * The staff screens' shell (the data layout) is a chunk of its own: until it arrives, an empty busy page.
 * It brings its own <main> and the screen's boundary; this one catches only the shell failing to load.
 */
function StaffRoot() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
          <DataLayout />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollManager />
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<StaffRoot />}>
        {STAFF_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

/**
 * The screen files a URL renders (its page, and the data layout for data screens), as paths from the
 * project root: the keys of Vite's build manifest, so the prerenderer can preload their chunks.
 */
export function routeModuleFiles(url: string): string[] {
  const pathname = new URL(url, 'http://localhost').pathname;
  const publicMatch = PUBLIC_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (publicMatch) return [`${ROUTE_DIR}/${publicMatch.screen}.tsx`];
  const staffMatch = STAFF_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (staffMatch) return [`${ROUTE_DIR}/${STAFF_LAYOUT_SCREEN}.tsx`, `${ROUTE_DIR}/${staffMatch.screen}.tsx`];
  return [`${ROUTE_DIR}/${NOT_FOUND.screen}.tsx`];
}
