import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';

type Page = LazyExoticComponent<ComponentType>;

/*
 * Every screen is its own chunk, so a visitor downloads only the page they open.
 * We use declarative routes with React.lazy rather than a data router: the data router
 * costs ~17 KB more gzipped JavaScript on every page, and we have no loaders to justify it.
 * The screens are found by file name (routes/<name>.tsx), so the build can also tell which chunk a
 * prerendered page needs and preload it (routeModuleFiles, scripts/build-site.mjs).
 */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);
const ROUTE_DIR = 'src/app/routes';

const ROUTE_FILES = [
  'home',
  'tools',
  'niche',
  'tool',
  'pricing',
  'enterprise-elite',
  'enterprise-comparison',
  'about',
  'contact',
  'captivaite-welcome',
  'captivaite-transition',
  'transition-captivaite',
  'shortlist',
  'premium-tools',
  'voice-agent-landing',
  'premium-tool',
  'ad2conversion',
  'privacy-policy',
  'terms-of-service',
  'toolkit',
  'data-layout',
  'custom-builder',
  'leads-admin',
  'onboarding',
  'onboarding-admin',
  'inquiries-admin',
  'mailbox',
  'activity-admin',
  'test-checkout',
  'purchases-admin',
  'not-found',
] as const;
type RouteFile = (typeof ROUTE_FILES)[number];

/** One lazy component per screen file, made once (React must see the same component on every render). */
const PAGES = Object.fromEntries(
  ROUTE_FILES.map((file) => {
    const load = ROUTE_MODULES[`./routes/${file}.tsx`];
    if (!load) throw new Error(`No route module ${ROUTE_DIR}/${file}.tsx`);
    return [file, lazy(load)];
  }),
) as Record<RouteFile, Page>;

/** The route table (spec section 2), plus /enterprise-comparison. */
const PUBLIC_ROUTES: ReadonlyArray<readonly [path: string, file: RouteFile]> = [
  [paths.home, 'home'],
  [paths.tools, 'tools'],
  ['/tools/:niche', 'niche'],
  ['/tool/:slug', 'tool'],
  [paths.pricing, 'pricing'],
  [paths.enterpriseElite, 'enterprise-elite'],
  [paths.enterpriseComparison, 'enterprise-comparison'],
  [paths.about, 'about'],
  [paths.contact, 'contact'],
  [paths.captivaite, 'captivaite-welcome'],
  [paths.captivaiteTransition, 'captivaite-transition'],
  [paths.transitionCaptivaite, 'transition-captivaite'],
  // Not prerendered (prerender-routes.ts): its content lives in this browser's storage.
  [paths.shortlist, 'shortlist'],
  [paths.premiumTools, 'premium-tools'],
  [paths.voiceAgentLanding, 'voice-agent-landing'],
  ['/premium/:slug', 'premium-tool'],
  [paths.ad2conversion, 'ad2conversion'],
  [paths.privacyPolicy, 'privacy-policy'],
  [paths.termsOfService, 'terms-of-service'],
  // Not prerendered: the kit comes from the share link's query string (docs/decisions/007-toolkit-rules.md).
  [paths.toolkit, 'toolkit'],
  // Not prerendered: the demo's test checkout reads its link from the query string (issue 27).
  [paths.testCheckout, 'test-checkout'],
  // The two public forms are prerendered too; each loads its data layer when the visitor starts on it.
  [paths.customBuilder, 'custom-builder'],
  [paths.onboarding, 'onboarding'],
];

/** The staff screens read data: they share the query client, which loads only with them. */
const DATA_ROUTES: ReadonlyArray<readonly [path: string, file: RouteFile]> = [
  [paths.leadsAdmin, 'leads-admin'],
  [paths.onboardingAdmin, 'onboarding-admin'],
  [paths.inquiriesAdmin, 'inquiries-admin'],
  [paths.mailbox, 'mailbox'],
  [paths.activityAdmin, 'activity-admin'],
  [paths.purchasesAdmin, 'purchases-admin'],
];

const withPage = (routes: ReadonlyArray<readonly [path: string, file: RouteFile]>) =>
  routes.map(([path, file]) => [path, PAGES[file]] as const);
const PUBLIC_PAGES = withPage(PUBLIC_ROUTES);
const DATA_PAGES = withPage(DATA_ROUTES);
const DataLayout = PAGES['data-layout'];
const NotFound = PAGES['not-found'];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<DataLayout />}>
          {DATA_PAGES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The screen files a URL renders (its page, and the data layout for data screens), as paths from the
 * project root: the keys of Vite's build manifest, so the prerenderer can preload their chunks.
 */
export function routeModuleFiles(url: string): string[] {
  const pathname = new URL(url, 'http://localhost').pathname;
  const publicMatch = PUBLIC_ROUTES.find(([path]) => matchPath(path, pathname));
  if (publicMatch) return [`${ROUTE_DIR}/${publicMatch[1]}.tsx`];
  const dataMatch = DATA_ROUTES.find(([path]) => matchPath(path, pathname));
  if (dataMatch) return [`${ROUTE_DIR}/data-layout.tsx`, `${ROUTE_DIR}/${dataMatch[1]}.tsx`];
  return [`${ROUTE_DIR}/not-found.tsx`];
}
