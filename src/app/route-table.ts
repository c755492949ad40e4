// Relative, not '@/': the build config reads this table too (build/staff-chunks.ts), before aliases exist.
import { paths } from '../config/paths';

/*
 * Every screen of the site, once (docs/decisions/019-route-table.md). The router, the prerendered pages,
 * the host's rewrite rules (which the preview server reads), robots.txt, the sitemap, the main navigation
 * and the bench all derive from this list. Adding a screen is one entry here and one module in routes/.
 * No React here: Playwright specs and scripts (through Vite) read it in Node.
 */

interface RouteBase {
  /** The router's path pattern (`/tool/:slug`). */
  path: string;
  /** The screen module, src/app/routes/<screen>.tsx, loaded lazily as its own chunk (router.tsx). */
  screen: string;
  /** What people call the screen; the page's document title where it has a fixed one (the build checks it). */
  title: string;
  /** The screen's link in the main navigation, at `position` (left to right). */
  nav?: { label: string; position: number };
}

/**
 * The pages of a parameterised route, named here and listed in route-pages.ts: the lists come from the
 * catalogue, which the router (and so every page's first download) must not import.
 */
export type PageList = 'niches' | 'tool-pages' | 'premium-redirects' | 'premium-pages';

/** Built to static HTML at build time: the path itself (true) or one page per value of a page list. */
interface Prerendered {
  prerender: true | PageList;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** For a parameterised route, the one page the bench measures (each renders the same screen). */
  bench?: string;
}

/** Served the empty app shell with 200 (the host's rewrite rules), rendered in the browser. */
interface ShellOnly {
  prerender: false;
  sitemap: false;
}

/** A visitor's page. */
export type PublicRoute = RouteBase & { kind: 'public' } & (Prerendered | ShellOnly);
/**
 * A staff screen: reads data (inside the staff layout), never prerendered, kept out of robots' reach.
 * `staffNav` puts its link in the staff side navigation, at `position` (top to bottom).
 */
export type StaffRoute = RouteBase & { kind: 'staff'; staffNav?: { label: string; position: number } } & ShellOnly;
/** Prerendered pages that only send the visitor elsewhere: started at once, never in the sitemap. */
export type RedirectRoute = RouteBase & {
  kind: 'redirect';
  prerender: PageList;
  sitemap: false;
};
export type RouteEntry = PublicRoute | StaffRoute | RedirectRoute;

export const ROUTES: readonly RouteEntry[] = [
  { path: paths.home, screen: 'home', title: 'LocalBoost', kind: 'public', prerender: true, sitemap: true },
  {
    path: paths.tools,
    screen: 'tools',
    title: 'Marketing Tools Directory',
    kind: 'public',
    prerender: true,
    sitemap: true,
    nav: { label: 'Tools', position: 1 },
  },
  {
    path: '/tools/:niche',
    screen: 'niche',
    title: 'Niche tools',
    kind: 'public',
    prerender: 'niches',
    sitemap: true,
    bench: paths.niche('restaurants'),
  },
  {
    path: '/tool/:slug',
    screen: 'tool',
    title: 'Tool page',
    kind: 'public',
    prerender: 'tool-pages',
    sitemap: true,
    bench: paths.tool('google-reviews-widget'),
  },
  // The editor and the owner's tools read the owner's session and drafts in this browser: nothing to prerender.
  { path: '/tool/:slug/customize', screen: 'tool-editor', title: 'Customize your tool', kind: 'public', prerender: false, sitemap: false },
  { path: paths.myTools, screen: 'my-tools', title: 'My tools', kind: 'public', prerender: false, sitemap: false },
  // Premium tools' /tool/ addresses: the same screen sends the visitor to the premium page.
  {
    path: '/tool/:slug',
    screen: 'tool',
    title: 'Premium tool redirect',
    kind: 'redirect',
    prerender: 'premium-redirects',
    sitemap: false,
  },
  {
    path: paths.pricing,
    screen: 'pricing',
    title: 'Pricing',
    kind: 'public',
    prerender: true,
    sitemap: true,
    nav: { label: 'Pricing', position: 3 },
  },
  { path: paths.enterpriseElite, screen: 'enterprise-elite', title: 'Enterprise Elite', kind: 'public', prerender: true, sitemap: true },
  {
    path: paths.enterpriseComparison,
    screen: 'enterprise-comparison',
    title: 'Enterprise vs Enterprise Elite',
    kind: 'public',
    prerender: true,
    sitemap: true,
  },
  {
    path: paths.about,
    screen: 'about',
    title: 'About',
    kind: 'public',
    prerender: true,
    sitemap: true,
    nav: { label: 'About', position: 4 },
  },
  { path: paths.contact, screen: 'contact', title: 'Contact', kind: 'public', prerender: true, sitemap: true },
  {
    path: paths.captivaite,
    screen: 'captivaite-welcome',
    title: 'Welcome, Captivaite Customers',
    kind: 'public',
    prerender: true,
    sitemap: true,
  },
  {
    path: paths.captivaiteTransition,
    screen: 'captivaite-transition',
    title: 'Captivaite Customers: Keep Your Website Live',
    kind: 'public',
    prerender: true,
    sitemap: true,
  },
  {
    path: paths.transitionCaptivaite,
    screen: 'transition-captivaite',
    title: 'Captivaite Customers: Keep Your Website Live',
    kind: 'public',
    prerender: true,
    sitemap: true,
  },
  // The shortlist lives in this browser's localStorage: a prerendered empty state would flash "empty".
  { path: paths.shortlist, screen: 'shortlist', title: 'My shortlist', kind: 'public', prerender: false, sitemap: false },
  { path: paths.premiumTools, screen: 'premium-tools', title: 'Premium AI Tools', kind: 'public', prerender: true, sitemap: true },
  {
    path: paths.voiceAgentLanding,
    screen: 'voice-agent-landing',
    title: 'AI Voice Agent',
    kind: 'public',
    prerender: true,
    sitemap: true,
  },
  {
    path: '/premium/:slug',
    screen: 'premium-tool',
    title: 'Premium tool',
    kind: 'public',
    prerender: 'premium-pages',
    sitemap: true,
    bench: paths.premiumTool('restaurant-reservation-ai'),
  },
  { path: paths.ad2conversion, screen: 'ad2conversion', title: 'Ad2Conversion AI', kind: 'public', prerender: true, sitemap: true },
  { path: paths.privacyPolicy, screen: 'privacy-policy', title: 'Privacy Policy', kind: 'public', prerender: true, sitemap: true },
  { path: paths.termsOfService, screen: 'terms-of-service', title: 'Terms of Service', kind: 'public', prerender: true, sitemap: true },
  // A shared toolkit is all query string: a prerendered page could only hold the empty state (decision 007).
  { path: paths.toolkit, screen: 'toolkit', title: 'Your toolkit', kind: 'public', prerender: false, sitemap: false },
  // The free website check (issue 25): the form is prerendered; a report's shareable address is its token.
  {
    path: paths.siteCheck,
    screen: 'site-check',
    title: 'Free Website Check',
    kind: 'public',
    prerender: true,
    sitemap: true,
    nav: { label: 'Site Check', position: 2.5 },
  },
  { path: '/site-check/r/:token', screen: 'site-check-report', title: 'Website check report', kind: 'public', prerender: false, sitemap: false },
  // The demo's test checkout reads its link from the query string (issue 27, decision 023).
  { path: paths.testCheckout, screen: 'test-checkout', title: 'Test checkout', kind: 'public', prerender: false, sitemap: false },
  // The two public forms are prerendered empty; each loads its data layer when the visitor starts on it. A
  // stored builder draft makes the app render the builder afresh (src/lib/first-paint/query-view.ts).
  {
    path: paths.customBuilder,
    screen: 'custom-builder',
    title: 'Custom Tool Builder',
    kind: 'public',
    prerender: true,
    sitemap: true,
    nav: { label: 'Custom Builder', position: 2 },
  },
  { path: paths.onboarding, screen: 'onboarding', title: 'Project Setup Information', kind: 'public', prerender: true, sitemap: true },
  // The staff screens; `staffNav` orders the staff side navigation (decision 027).
  {
    path: paths.leadsAdmin,
    screen: 'leads-admin',
    title: 'Leads Dashboard',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Leads', position: 1 },
  },
  {
    path: paths.onboardingAdmin,
    screen: 'onboarding-admin',
    title: 'Onboarding Dashboard',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Onboarding', position: 2 },
  },
  {
    path: paths.inquiriesAdmin,
    screen: 'inquiries-admin',
    title: 'Enquiries Dashboard',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Enquiries', position: 3 },
  },
  {
    path: paths.board,
    screen: 'board',
    title: 'Board',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Board', position: 3.2 },
  },
  {
    path: paths.tasksAdmin,
    screen: 'tasks-admin',
    title: 'Tasks',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Tasks', position: 3.4 },
  },
  {
    path: paths.insights,
    screen: 'insights',
    title: 'Insights',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Insights', position: 3.6 },
  },
  {
    path: paths.purchasesAdmin,
    screen: 'purchases-admin',
    title: 'Purchases',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Purchases', position: 4 },
  },
  {
    path: paths.mailbox,
    screen: 'mailbox',
    title: 'Mailbox',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Mailbox', position: 5 },
  },
  {
    path: paths.activityAdmin,
    screen: 'activity-admin',
    title: 'Activity',
    kind: 'staff',
    prerender: false,
    sitemap: false,
    staffNav: { label: 'Activity', position: 6 },
  },
  // One customer's record, reached from a dashboard row or a task (not in the side navigation).
  { path: '/contacts/:id', screen: 'contact-record', title: 'Contact', kind: 'staff', prerender: false, sitemap: false },
];

/** The layout around every staff screen (the staff shell, the query client, the toaster): routes/data-layout.tsx. */
export const STAFF_LAYOUT_SCREEN = 'data-layout';

/** Every unknown path: rendered once to 404.html from a path no route matches, and started at once. */
export const NOT_FOUND = { screen: 'not-found', page: '/404' } as const;

type NavPlace = { label: string; position: number } | undefined;

/** The links of one navigation, in their positions: the routes `place` gives a label and position. */
function navLinks(place: (route: RouteEntry) => NavPlace): readonly { to: string; label: string }[] {
  return ROUTES.flatMap((route) => {
    const at = place(route);
    return at ? [{ to: route.path, label: at.label, position: at.position }] : [];
  })
    .sort((a, b) => a.position - b.position)
    .map(({ to, label }) => ({ to, label }));
}

/** The main navigation's links (components/layout/nav-bar.tsx), in their positions. */
export const NAV_LINKS = navLinks((route) => route.nav);

/** The staff side navigation's links (components/layout/staff-shell.tsx), in their positions. */
export const STAFF_NAV_LINKS = navLinks((route) => (route.kind === 'staff' ? route.staffNav : undefined));
