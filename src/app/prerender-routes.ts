import { NICHE_SLUGS, paths, PREMIUM_TOOL_SLUGS } from '@/config/paths';

/**
 * Public pages prerendered to static HTML at build time (scripts/build-site.mjs). Data screens (builder,
 * onboarding, dashboards), the shortlist (its content is in this browser's localStorage: a prerendered
 * empty state would flash "empty" to visitors who have a list) and unknown paths get the empty SPA shell
 * and render in the browser.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  paths.home,
  paths.tools,
  ...NICHE_SLUGS.map(paths.niche),
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
];
