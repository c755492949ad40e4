import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';

type Page = LazyExoticComponent<ComponentType>;

/*
 * Every screen is its own chunk, so a visitor downloads only the page they open.
 * We use declarative routes with React.lazy rather than a data router: the data router
 * costs ~17 KB more gzipped JavaScript on every page, and we have no loaders to justify it.
 */
const pages = {
  home: lazy(() => import('./routes/home')),
  tools: lazy(() => import('./routes/tools')),
  niche: lazy(() => import('./routes/niche')),
  tool: lazy(() => import('./routes/tool')),
  pricing: lazy(() => import('./routes/pricing')),
  enterpriseElite: lazy(() => import('./routes/enterprise-elite')),
  enterpriseComparison: lazy(() => import('./routes/enterprise-comparison')),
  about: lazy(() => import('./routes/about')),
  contact: lazy(() => import('./routes/contact')),
  captivaiteWelcome: lazy(() => import('./routes/captivaite-welcome')),
  captivaiteTransition: lazy(() => import('./routes/captivaite-transition')),
  transitionCaptivaite: lazy(() => import('./routes/transition-captivaite')),
  shortlist: lazy(() => import('./routes/shortlist')),
  premiumTools: lazy(() => import('./routes/premium-tools')),
  voiceAgentLanding: lazy(() => import('./routes/voice-agent-landing')),
  premiumTool: lazy(() => import('./routes/premium-tool')),
  ad2conversion: lazy(() => import('./routes/ad2conversion')),
  privacyPolicy: lazy(() => import('./routes/privacy-policy')),
  termsOfService: lazy(() => import('./routes/terms-of-service')),
  toolkit: lazy(() => import('./routes/toolkit')),
  dataLayout: lazy(() => import('./routes/data-layout')),
  customBuilder: lazy(() => import('./routes/custom-builder')),
  leadsAdmin: lazy(() => import('./routes/leads-admin')),
  onboarding: lazy(() => import('./routes/onboarding')),
  onboardingAdmin: lazy(() => import('./routes/onboarding-admin')),
  inquiriesAdmin: lazy(() => import('./routes/inquiries-admin')),
  mailbox: lazy(() => import('./routes/mailbox')),
  activityAdmin: lazy(() => import('./routes/activity-admin')),
  notFound: lazy(() => import('./routes/not-found')),
} satisfies Record<string, Page>;

/** The route table (spec section 2), plus /enterprise-comparison. */
const PUBLIC_ROUTES: ReadonlyArray<readonly [path: string, Page: Page]> = [
  [paths.home, pages.home],
  [paths.tools, pages.tools],
  ['/tools/:niche', pages.niche],
  ['/tool/:slug', pages.tool],
  [paths.pricing, pages.pricing],
  [paths.enterpriseElite, pages.enterpriseElite],
  [paths.enterpriseComparison, pages.enterpriseComparison],
  [paths.about, pages.about],
  [paths.contact, pages.contact],
  [paths.captivaite, pages.captivaiteWelcome],
  [paths.captivaiteTransition, pages.captivaiteTransition],
  [paths.transitionCaptivaite, pages.transitionCaptivaite],
  // Not prerendered (prerender-routes.ts): its content lives in this browser's storage.
  [paths.shortlist, pages.shortlist],
  [paths.premiumTools, pages.premiumTools],
  [paths.voiceAgentLanding, pages.voiceAgentLanding],
  ['/premium/:slug', pages.premiumTool],
  [paths.ad2conversion, pages.ad2conversion],
  [paths.privacyPolicy, pages.privacyPolicy],
  [paths.termsOfService, pages.termsOfService],
  // Not prerendered: the kit comes from the share link's query string (docs/decisions/007-toolkit-rules.md).
  [paths.toolkit, pages.toolkit],
];

/** Screens that read or write data share the query client, which loads only with them. */
const DATA_ROUTES: ReadonlyArray<readonly [path: string, Page: Page]> = [
  [paths.customBuilder, pages.customBuilder],
  [paths.leadsAdmin, pages.leadsAdmin],
  [paths.onboarding, pages.onboarding],
  [paths.onboardingAdmin, pages.onboardingAdmin],
  [paths.inquiriesAdmin, pages.inquiriesAdmin],
  [paths.mailbox, pages.mailbox],
  [paths.activityAdmin, pages.activityAdmin],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<pages.dataLayout />}>
          {DATA_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<pages.notFound />} />
      </Route>
    </Routes>
  );
}
