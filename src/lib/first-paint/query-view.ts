/**
 * Whether a URL's query string changes what a prerendered page shows. Campaign and click-tracking
 * parameters (utm_*, gclid, fbclid, msclkid) never do, so a page reached from an ad still hydrates its
 * prerendered HTML; any other parameter (a directory filter, annual prices, a contact subject) may, so that
 * page is rendered afresh (src/main.tsx) and its prerendered content stays hidden until then
 * (QUERY_VIEW_SCRIPT, the same rule for the page's <head>; a test checks that the two agree).
 */
export function queryChangesView(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) {
    if (!TRACKING_PARAM.test(key)) return true;
  }
  return false;
}

const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|fbclid|msclkid)$/;

/** The builder's unfinished answers, kept per tab (src/features/builder/lib/builder-draft.ts). */
export const BUILDER_DRAFT_KEY = 'localboost:custom-builder-draft';

/**
 * Prerendered pages that a draft kept in this tab's sessionStorage changes, by path: the builder reopens
 * at the step and answers its draft holds, where the prerendered page shows an empty first step.
 * Written out rather than taken from config/paths: the build imports this file before aliases exist.
 */
export const DRAFT_VIEWS: Readonly<Record<string, string>> = { '/custom-builder': BUILDER_DRAFT_KEY };

/** Whether this tab holds a draft that changes the prerendered page at `pathname`. */
export function draftChangesView(pathname: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  const key = Object.hasOwn(DRAFT_VIEWS, pathname) ? DRAFT_VIEWS[pathname] : undefined;
  try {
    return Boolean(key && storage?.getItem(key));
  } catch {
    return false; // Storage blocked by privacy settings: there is no draft to show.
  }
}

/** Whether the page at this location must be rendered afresh rather than hydrated (src/main.tsx). */
export function viewDiffersFromPrerender(
  location: { pathname: string; search: string },
  storage: Pick<Storage, 'getItem'> | null,
): boolean {
  return queryChangesView(location.search) || draftChangesView(location.pathname, storage);
}

/**
 * Runs inline in every page's <head> before the first paint (allowed by its hash in the CSP,
 * build/security-headers.ts): marks <html data-query-view> when the query string or a stored draft
 * changes the view, so the stylesheet hides the prerendered default view until the app has rendered the
 * right one. Tiny and self-contained, because it runs before the page is parsed.
 */
export const QUERY_VIEW_SCRIPT =
  `(function(h){for(var k of new URLSearchParams(location.search).keys())if(!/${TRACKING_PARAM.source}/.test(k))return h();` +
  `try{var d=${JSON.stringify(DRAFT_VIEWS)};if(Object.hasOwn(d,location.pathname)&&sessionStorage.getItem(d[location.pathname]))h()}catch(e){}})` +
  `(function(){document.documentElement.setAttribute("data-query-view","")})`;

/** Set on <html> by QUERY_VIEW_SCRIPT; the app removes it once it has rendered (src/app/app.tsx). */
export const QUERY_VIEW_ATTRIBUTE = 'data-query-view';
