import type { PlanId } from './checkout-settings';

/** Every route path and link builder in one place. */
export const NICHE_SLUGS = [
  'restaurants',
  'medical-practices',
  'real-estate',
  'coaches-consultants',
  'fitness-wellness',
  'beauty-spa',
  'legal-services',
  'hospitality-travel',
  'professional-services',
  'local-retail',
  'coffee-shops',
  'home-service',
  'ecommerce',
] as const;
export type NicheSlug = (typeof NICHE_SLUGS)[number];

export const PREMIUM_TOOL_SLUGS = [
  'voice-agent-ai',
  'voice-appointment-booking',
  'restaurant-reservation-ai',
  'ai-facebook-ads-spy',
  'local-map-seo',
] as const;
export type PremiumToolSlug = (typeof PREMIUM_TOOL_SLUGS)[number];

export const paths = {
  home: '/',
  tools: '/tools',
  niche: (slug: NicheSlug) => `/tools/${slug}`,
  /** One catalogue tool's page (premium tools have their own pages instead). */
  tool: (slug: string) => `/tool/${slug}`,
  /** The editor of a tool that installs itself (issue 42); `widget` opens one of the owner's widgets. */
  toolEditor: (slug: string, widget?: string) =>
    `/tool/${slug}/customize${widget ? `?widget=${encodeURIComponent(widget)}` : ''}`,
  /** A signed-in owner's widgets: edit, publish, unpublish, delete. */
  myTools: '/my-tools',
  /** The visitor's shortlist, kept in the browser. */
  shortlist: '/shortlist',
  customBuilder: '/custom-builder',
  /** A personalised toolkit opened from a share link (the answers are in the query string). */
  toolkit: '/toolkit',
  leadsAdmin: '/leads-admin',
  pricing: '/pricing',
  enterpriseElite: '/enterprise-elite',
  enterpriseComparison: '/enterprise-comparison',
  about: '/about',
  contact: '/contact',
  /** Welcome page for customers of the previous provider. */
  captivaite: '/captivaite',
  /** Migration notice pages (two, same content, different checkout link). */
  captivaiteTransition: '/captivaite-transition',
  transitionCaptivaite: '/transition-captivaite',
  onboarding: '/onboarding',
  onboardingAdmin: '/onboarding-admin',
  inquiriesAdmin: '/inquiries-admin',
  /** Staff: every queued email, shown as it is sent. */
  mailbox: '/mailbox',
  /** The staff activity log across dashboards. */
  activityAdmin: '/activity-admin',
  /** Staff: open tasks by due time (Overdue, Today, Upcoming) and the latest done. */
  tasksAdmin: '/tasks-admin',
  /** Staff: one customer's record, everything matched by their email (issue 26). */
  contactRecord: (id: string) => `/contacts/${id}`,
  /** Staff: every purchase the payments webhook recorded. */
  purchasesAdmin: '/purchases-admin',
  /** Staff: the pipeline as columns by status (drag and drop). */
  board: '/board',
  /** Staff: leads by source and week, the funnel and first-response times, as charts. */
  insights: '/insights',
  premiumTools: '/premium-tools',
  premiumTool: (slug: PremiumToolSlug) => `/premium/${slug}`,
  voiceAgentLanding: '/premium/voice-agent-landing',
  ad2conversion: '/ad2conversion-ai',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  /** The free website check (issue 25) and one report's shareable address. */
  siteCheck: '/site-check',
  siteCheckReport: (token: string) => `/site-check/r/${token}`,
  /** The demo's test checkout (src/config/checkout-settings.ts); a production build never links here. */
  testCheckout: '/test-checkout',
} as const;

/** `/tools?category=Restaurants&q=review`, omitting empty parts. */
export function toolsUrl(params: { category?: string; q?: string } = {}) {
  const search = new URLSearchParams();
  if (params.category && params.category !== 'All') search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  const qs = search.toString();
  return qs ? `${paths.tools}?${qs}` : paths.tools;
}

/** `/custom-builder?shortlist=14,3`: the builder attaches these tools to the lead. */
export function customBuilderUrl(shortlist: readonly number[] = []) {
  return shortlist.length > 0
    ? `${paths.customBuilder}?shortlist=${shortlist.join(',')}`
    : paths.customBuilder;
}

/** `/contact?subject=consultation`: buttons without their own flow hand the visitor to the contact form. */
export function contactUrl(subject?: string) {
  return subject ? `${paths.contact}?subject=${encodeURIComponent(subject)}` : paths.contact;
}

/** The id of a plan's card on /pricing, so a link can land on that plan. */
export const planAnchorId = (plan: PlanId) => `plan-${plan}`;

/** `/pricing#plan-professional`: the pricing page scrolled to one plan's card. */
export const pricingPlanUrl = (plan: PlanId) => `${paths.pricing}#${planAnchorId(plan)}`;

/** The query parameter /pricing reads to name the tool a visitor chose ("I want this"). */
export const PRICING_TOOL_PARAM = 'tool';

/** `/pricing?tool=14`: pricing, saying which tool the visitor picked and which plans include it. */
export const pricingForToolUrl = (toolId: number) => `${paths.pricing}?${PRICING_TOOL_PARAM}=${toolId}`;
