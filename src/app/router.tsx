import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { NOT_FOUND, ROUTES, STAFF_LAYOUT_SCREEN } from './route-table';
import { ScrollManager } from './scroll-manager';
import { settled } from '@/lib/react/lazy-when-loaded';

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

type ScreenModule = { default: ComponentType };

/** Screen modules already loaded (loadRouteModules), by screen. */
const LOADED = new Map<string, ScreenModule>();

function screenLoader(screen: string): () => Promise<ScreenModule> {
  const load = ROUTE_MODULES[`./routes/${screen}.tsx`];
  if (!load) throw new Error(`No route module ${ROUTE_DIR}/${screen}.tsx`);
  return load;
}

/** Loads a screen's module, keeping it for the lazy component below. */
function loadScreen(screen: string): Promise<ScreenModule> {
  return screenLoader(screen)().then((module) => {
    LOADED.set(screen, module);
    return module;
  });
}

/** One lazy component per screen module, made once (React must see the same component on every render). */
const PAGES = new Map<string, Page>();
function page(screen: string): Page {
  let component = PAGES.get(screen);
  if (!component) {
    // An unknown screen fails as the route table is read, not when someone first opens it.
    screenLoader(screen);
    component = lazy(() => {
      const loaded = LOADED.get(screen);
      // A loaded screen renders in the same render, with no placeholder (src/lib/react/lazy-when-loaded.ts).
      return loaded ? settled(loaded) : loadScreen(screen);
    });
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

/** The screens a URL renders: its page, and the data layout first for data screens. */
function routeScreens(url: string): string[] {
  const pathname = new URL(url, 'http://localhost').pathname;
  const publicMatch = PUBLIC_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (publicMatch) return [publicMatch.screen];
  const staffMatch = STAFF_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (staffMatch) return [STAFF_LAYOUT_SCREEN, staffMatch.screen];
  return [NOT_FOUND.screen];
}

/**
 * The screen files a URL renders (its page, and the data layout for data screens), as paths from the
 * project root: the keys of Vite's build manifest, so the prerenderer can preload their chunks.
 */
export function routeModuleFiles(url: string): string[] {
  return routeScreens(url).map((screen) => `${ROUTE_DIR}/${screen}.tsx`);
}

/**
 * Loads the screen modules a URL renders, for an app that renders afresh to await before its first render.
 * A screen that is not loaded yet shows its placeholder first, and React then holds back what replaces
 * a placeholder shown moments before by up to 300 ms (its fallback throttle), once per nested screen:
 * on a staff screen, the data layout and then the screen (decision 018). Never rejects: a screen that
 * cannot load fails where it renders, inside its error boundary.
 */
export async function loadRouteModules(url: string): Promise<void> {
  await Promise.all(routeScreens(url).map((screen) => loadScreen(screen).catch(() => undefined)));
}
