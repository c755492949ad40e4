/**
 * Whether a prerendered page shows what this URL and tab must show, decided once, by a script inline in
 * every page's <head> before the first paint (allowed by its hash in the CSP, build/security-headers.ts).
 * Campaign and click-tracking parameters (utm_*, gclid, fbclid, msclkid) change nothing, so a page reached
 * from an ad still hydrates its prerendered HTML. Any other parameter (a directory filter, annual prices, a
 * contact subject) may, and so does a builder draft kept in this tab. Then the script marks <html>: the
 * stylesheet hides the prerendered default view, and the app renders afresh instead of hydrating
 * (src/main.tsx) and removes the mark once it has rendered (src/app/app.tsx).
 */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|fbclid|msclkid)$/;

/** The builder's unfinished answers, kept per tab (src/features/builder/lib/builder-draft.ts). */
export const BUILDER_DRAFT_KEY = 'localboost:custom-builder-draft';

/**
 * Prerendered pages that a draft kept in this tab's sessionStorage changes, by path: the builder reopens
 * at the step and answers its draft holds. Written out rather than taken from config/paths: the build
 * imports this file before aliases exist.
 */
export const DRAFT_VIEWS: Readonly<Record<string, string>> = { '/custom-builder': BUILDER_DRAFT_KEY };

/** Set on <html> by QUERY_VIEW_SCRIPT. */
export const QUERY_VIEW_ATTRIBUTE = 'data-query-view';

/** Tiny and self-contained, because it runs before the page is parsed; storage blocked means no draft. */
export const QUERY_VIEW_SCRIPT =
  `(function(h){for(var k of new URLSearchParams(location.search).keys())if(!/${TRACKING_PARAM.source}/.test(k))return h();` +
  `try{var d=${JSON.stringify(DRAFT_VIEWS)};if(Object.hasOwn(d,location.pathname)&&sessionStorage.getItem(d[location.pathname]))h()}catch(e){}})` +
  `(function(){document.documentElement.setAttribute(${JSON.stringify(QUERY_VIEW_ATTRIBUTE)},"")})`;
