import type { SiteCheckId } from './site-check-checks.ts';

/*
 * Which catalogue tools close each failed website check (issue 25), best first. The site-check Edge
 * Function puts these ids into the report it stores, and the /site-check page shows the same tools' live
 * previews, so both read this one map. Ids are the catalogue's (src/domain/catalogue/tools-*.ts);
 * tests/site-check-tools.test.ts proves each exists. A check with no tool is fixed on the site itself
 * (HTTPS, page weight): the report gives advice instead.
 */
export const SITE_CHECK_TOOLS: Record<SiteCheckId, readonly number[]> = {
  // Local Map SEO Rank Increaser Tool
  title: [112],
  'meta-description': [112],
  // Blog Content Manager, AI Blog Post Writer: pages built around one clear heading.
  'one-h1': [116, 128],
  // Business Hours Display, Local Map SEO Rank Increaser Tool
  'local-business-data': [62, 112],
  // Google Maps Locator, Service Area Map, Store Locator & Finder
  map: [60, 126, 107],
  // Social Share Buttons
  'open-graph': [69],
  // Website Translator Pro
  lang: [55],
  viewport: [],
  https: [],
  'response-time': [],
  'html-weight': [],
  'script-weight': [],
  // Image Gallery Pro (sized, lazy-loaded images)
  'image-dimensions': [92],
  'render-blocking-scripts': [],
  // Click-to-Call Button, AI Missed-Call Text Back
  'click-to-call': [54, 97],
  // Contact Form Builder Pro, Quote Request Form
  'contact-form': [26, 30],
  // Quick Appointment Booking, Restaurant Reservation AI, Voice Appointment Booking Agent
  booking: [3, 109, 108],
  // Live Chat Widget, WhatsApp Chat Button, AI Website Chatbot
  chat: [22, 20, 117],
  // Email Subscription Form, Birthday Club Signup
  'email-signup': [27, 47],
  // Notification Bar Pro, Smart Popup Converter
  'call-to-action': [42, 28],
  // Google Reviews Widget, Testimonials Carousel, Aggregate Rating Badge
  reviews: [14, 19, 77],
  // Social Feed Aggregator, Instagram Feed Display
  'social-links': [67, 7],
  // Cookie Consent Manager (its policy pages and consent log)
  'privacy-policy': [49],
  // Accessibility Enhancement Suite
  'image-alt': [56],
  // Cookie Consent Manager
  'cookie-consent': [49],
};

/** The tools that close the given failed checks, each once, in the order of the checks. */
export function toolsForFailedChecks(failed: readonly SiteCheckId[]): number[] {
  return [...new Set(failed.flatMap((id) => SITE_CHECK_TOOLS[id]))];
}
