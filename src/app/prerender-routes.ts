import { prerenderedPages } from './route-pages';
import { NOT_FOUND, ROUTES, type RouteEntry } from './route-table';

/*
 * The route table (route-table.ts) read as lists of concrete pages, for the build (scripts/build-site.mjs,
 * through src/entry-server.tsx) and the browser tests.
 */
const pagesOf = (routes: readonly RouteEntry[]) => routes.flatMap(prerenderedPages);

/** Public pages prerendered to static HTML at build time. */
export const PRERENDERED_ROUTES: readonly string[] = pagesOf(ROUTES.filter((route) => route.kind === 'public'));

/** Prerendered redirects (premium tools' /tool/ URLs). */
export const REDIRECT_ROUTES: readonly string[] = pagesOf(ROUTES.filter((route) => route.kind === 'redirect'));

/** The pages sitemap.xml lists. */
export const SITEMAP_ROUTES: readonly string[] = pagesOf(ROUTES.filter((route) => route.sitemap));

const STAFF_PATHS = ROUTES.filter((route) => route.kind === 'staff').map((route) => route.path);

/** Crawlers stay out of every staff screen. */
export const DISALLOWED_ROUTES: readonly string[] = STAFF_PATHS;

/** Screens that render only in the browser (staff screens first): served the SPA shell with 200. */
export const SPA_ROUTES: readonly string[] = [
  ...STAFF_PATHS,
  ...ROUTES.filter((route) => route.kind !== 'staff' && route.prerender === false).map((route) => route.path),
];

/** A path no route matches, rendered once to 404.html for every unknown URL. */
export const NOT_FOUND_ROUTE = NOT_FOUND.page;

/** The prerendered pages whose app starts at once: the 404 page (served for any URL) and the redirects. */
const STARTED_AT_LOAD = new Set<string>([NOT_FOUND_ROUTE, ...REDIRECT_ROUTES]);

/**
 * Whether a prerendered page starts its app at once, its chunks preloaded with the page. For every other
 * prerendered page the build decides from its HTML when it starts (hydrateWhenFor in
 * src/lib/first-paint/hydrate-on-interaction.ts: after its first paint, or at the first interaction).
 */
export function startsAppAtLoad(route: string): boolean {
  return STARTED_AT_LOAD.has(route);
}

/** Each fixed-path prerendered page's title in the route table; the build checks its <title> against it. */
export const PAGE_TITLES: ReadonlyMap<string, string> = new Map(
  ROUTES.filter((route) => route.prerender === true).map((route) => [route.path, route.title]),
);

/** One page per prerendered public screen, for the bench (a parameterised route names its own). */
export const BENCH_ROUTES: readonly string[] = ROUTES.flatMap((route) => {
  if (route.kind !== 'public' || route.prerender === false) return [];
  return [route.prerender === true ? route.path : (route.bench ?? prerenderedPages(route)[0]!)];
});
