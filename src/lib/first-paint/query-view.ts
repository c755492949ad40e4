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

/**
 * Runs inline in every page's <head> before the first paint (allowed by its hash in the CSP,
 * build/security-headers.ts): marks <html data-query-view> when the query string changes the view, so
 * the stylesheet hides the prerendered default view until the app has rendered the right one. Tiny and
 * self-contained, because it runs before the page is parsed.
 */
export const QUERY_VIEW_SCRIPT = `for(var k of new URLSearchParams(location.search).keys())if(!/${TRACKING_PARAM.source}/.test(k)){document.documentElement.setAttribute("data-query-view","");break}`;

/** Set on <html> by QUERY_VIEW_SCRIPT; the app removes it once it has rendered (src/app/app.tsx). */
export const QUERY_VIEW_ATTRIBUTE = 'data-query-view';
