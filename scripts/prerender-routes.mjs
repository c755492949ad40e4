// Public pages prerendered to static HTML at build time. Data screens (builder, onboarding, dashboards)
// and unknown paths are served the empty SPA shell (spa.html) and render in the browser.
const NICHES = [
  'restaurants', 'medical-practices', 'real-estate', 'coaches-consultants', 'fitness-wellness', 'beauty-spa',
  'legal-services', 'hospitality-travel', 'professional-services', 'local-retail', 'coffee-shops', 'home-service',
  'ecommerce',
];
const PREMIUM = [
  'voice-agent-ai', 'voice-appointment-booking', 'restaurant-reservation-ai', 'ai-facebook-ads-spy', 'local-map-seo',
];

export const PRERENDERED_ROUTES = [
  '/',
  '/tools',
  ...NICHES.map((slug) => `/tools/${slug}`),
  '/pricing',
  '/enterprise-elite',
  '/enterprise-comparison',
  '/about',
  '/contact',
  '/captivaite',
  '/captivaite-transition',
  '/transition-captivaite',
  '/premium-tools',
  ...PREMIUM.map((slug) => `/premium/${slug}`),
  '/premium/voice-agent-landing',
  '/ad2conversion-ai',
  '/privacy-policy',
  '/terms-of-service',
];
