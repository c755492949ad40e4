import { NICHE_SLUGS, paths, PREMIUM_TOOL_SLUGS } from '@/config/paths';
import { PREMIUM_REDIRECT_SLUGS, TOOL_PAGE_SLUGS } from '@/features/tool-page/lib/tool-pages';
import type { PageList, RouteEntry } from './route-table';

/*
 * The pages of the route table's parameterised routes. Apart from route-table.ts because the tool pages'
 * list comes from the catalogue: the build, the sitemap and the tests read it, the router never does.
 */
const PAGE_LISTS: Record<PageList, () => readonly string[]> = {
  niches: () => NICHE_SLUGS.map(paths.niche),
  'tool-pages': () => TOOL_PAGE_SLUGS.map(paths.tool),
  'premium-redirects': () => PREMIUM_REDIRECT_SLUGS.map(paths.tool),
  'premium-pages': () => PREMIUM_TOOL_SLUGS.map(paths.premiumTool),
};

/** The concrete pages a route prerenders: none, its path, or each page of its list. */
export function prerenderedPages(route: RouteEntry): readonly string[] {
  if (route.prerender === false) return [];
  return route.prerender === true ? [route.path] : PAGE_LISTS[route.prerender]();
}
