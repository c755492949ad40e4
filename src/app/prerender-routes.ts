import { NICHE_SLUGS, paths, PREMIUM_TOOL_SLUGS } from '@/config/paths';
import { PREMIUM_REDIRECT_SLUGS, TOOL_PAGE_SLUGS } from '@/features/tool-page/lib/tool-pages';

/**
 * Public pages prerendered to static HTML at build time (scripts/build-site.mjs); the sitemap lists
 * exactly these. Data screens get the empty SPA shell (SPA_ROUTES) and every other path the 404 page.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  paths.home,
  paths.tools,
  ...NICHE_SLUGS.map(paths.niche),
  ...TOOL_PAGE_SLUGS.map(paths.tool),
  paths.pricing,
  paths.enterpriseElite,
  paths.enterpriseComparison,
  paths.about,
  paths.contact,
  paths.captivaite,
  paths.captivaiteTransition,
  paths.transitionCaptivaite,
  paths.premiumTools,
  ...PREMIUM_TOOL_SLUGS.map(paths.premiumTool),
  paths.voiceAgentLanding,
  paths.ad2conversion,
  paths.privacyPolicy,
  paths.termsOfService,
  // Empty forms: the builder's first step and the onboarding form. A stored builder draft makes the app
  // render the builder afresh (src/lib/first-paint/query-view.ts).
  paths.customBuilder,
  paths.onboarding,
];

/** Prerendered redirects (premium tools' /tool/ URLs); kept out of the sitemap. */
export const REDIRECT_ROUTES: readonly string[] = PREMIUM_REDIRECT_SLUGS.map(paths.tool);

/** Screens that render only in the browser (they read or write data): served the SPA shell with 200. */
export const SPA_ROUTES: readonly string[] = [
  paths.leadsAdmin,
  paths.onboardingAdmin,
  paths.inquiriesAdmin,
  paths.mailbox,
  paths.activityAdmin,
  paths.purchasesAdmin,
  // The shortlist lives in this browser's localStorage: a prerendered empty state would flash "empty".
  paths.shortlist,
  // A shared toolkit is all query string: a prerendered page could only hold the empty state.
  paths.toolkit,
  // The demo's test checkout: all query string.
  paths.testCheckout,
];

/** A path no route matches, rendered once to 404.html for every unknown URL. */
export const NOT_FOUND_ROUTE = '/404';

/** Prerendered pages whose app starts at once; every other one starts it after its first paint. */
const STARTED_AT_LOAD = new Set<string>([
  // Served for unknown URLs, so it always renders afresh for the URL asked for.
  NOT_FOUND_ROUTE,
  // The redirects (premium tools' /tool/ URLs) must run.
  ...REDIRECT_ROUTES,
]);

/**
 * Whether a prerendered page starts its app at once, its chunks preloaded with the page. The others start
 * it after their first paint (docs/decisions/016-first-touch.md): their forms take over whatever their
 * fields hold by then (useFieldsFromDom), and a tool page's live preview, which only the app renders, also
 * starts it when it comes on screen.
 */
export function startsAppAtLoad(route: string): boolean {
  return STARTED_AT_LOAD.has(route);
}

/** Crawlers stay out of the staff dashboards. */
export const DISALLOWED_ROUTES: readonly string[] = [
  paths.leadsAdmin,
  paths.onboardingAdmin,
  paths.inquiriesAdmin,
  paths.mailbox,
  paths.purchasesAdmin,
  paths.testCheckout,
];
