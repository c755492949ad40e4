/*
 * The website check's checks (issue 25): four graded groups, each check with a label and the one line that
 * says why it matters. Plain TypeScript with no imports, because two runtimes read it: the site-check Edge
 * Function on Deno (relative .ts import) and the /site-check page. The function decides pass or fail and
 * the evidence; this file is what both say about each check.
 */
export const SITE_CHECK_GROUPS = [
  { id: 'found', label: 'Be found' },
  { id: 'speed', label: 'Mobile and speed' },
  { id: 'convert', label: 'Turn visitors into customers' },
  { id: 'trust', label: 'Trust' },
] as const;
export type SiteCheckGroupId = (typeof SITE_CHECK_GROUPS)[number]['id'];

export type SiteCheckDefinition = {
  group: SiteCheckGroupId;
  label: string;
  why: string;
  /** Counts this many times in its group's score (the few checks that decide whether a visitor acts). */
  weight: 1 | 2;
};

export const SITE_CHECKS = {
  title: {
    group: 'found',
    label: 'Page title',
    weight: 2,
    why: 'The title is the blue link people click in Google results.',
  },
  'meta-description': {
    group: 'found',
    label: 'Meta description',
    weight: 1,
    why: 'It is the text under your link in search results and decides who clicks.',
  },
  'one-h1': {
    group: 'found',
    label: 'One main heading (h1)',
    weight: 1,
    why: 'One clear heading tells search engines and visitors what the page is about.',
  },
  'local-business-data': {
    group: 'found',
    label: 'Business details for Google (LocalBusiness data)',
    weight: 2,
    why: 'Name, address, phone and hours in structured data feed Google Maps and rich results.',
  },
  map: {
    group: 'found',
    label: 'Map or directions',
    weight: 1,
    why: 'Visitors who can see where you are are far more likely to come by.',
  },
  'open-graph': {
    group: 'found',
    label: 'Link previews (Open Graph)',
    weight: 1,
    why: 'Shared links show a picture and a title instead of a bare address.',
  },
  lang: {
    group: 'found',
    label: 'Page language',
    weight: 1,
    why: 'Search engines and screen readers need to know the language of the page.',
  },
  viewport: {
    group: 'speed',
    label: 'Mobile layout (viewport)',
    weight: 2,
    why: 'Without it phones show a shrunken desktop page, and most local searches are on phones.',
  },
  https: {
    group: 'speed',
    label: 'Secure connection (HTTPS)',
    weight: 2,
    why: 'Browsers mark plain HTTP pages as not secure, and Google ranks HTTPS pages first.',
  },
  'response-time': {
    group: 'speed',
    label: 'Server response time',
    weight: 1,
    why: 'Every second of waiting loses visitors before they see anything.',
  },
  'html-weight': {
    group: 'speed',
    label: 'Page size',
    weight: 1,
    why: 'A heavy page is slow on mobile data.',
  },
  'script-weight': {
    group: 'speed',
    label: 'Scripts',
    weight: 1,
    why: 'Many or large scripts keep phones busy before the page responds.',
  },
  'image-dimensions': {
    group: 'speed',
    label: 'Image sizes declared',
    weight: 1,
    why: 'Images without width and height make the page jump while it loads.',
  },
  'render-blocking-scripts': {
    group: 'speed',
    label: 'No render-blocking scripts',
    weight: 1,
    why: 'Scripts in the head without async or defer delay the first paint.',
  },
  'click-to-call': {
    group: 'convert',
    label: 'Click-to-call link',
    weight: 2,
    why: 'On a phone, one tap should call you; copying a number loses callers.',
  },
  'contact-form': {
    group: 'convert',
    label: 'Contact form',
    weight: 1,
    why: 'Some visitors will not call; a form catches them at any hour.',
  },
  booking: {
    group: 'convert',
    label: 'Booking or reservation link',
    weight: 2,
    why: 'People who can book on the spot do not go to a competitor who lets them.',
  },
  chat: {
    group: 'convert',
    label: 'Chat widget',
    weight: 1,
    why: 'A quick question answered in chat turns a visitor into a customer.',
  },
  'email-signup': {
    group: 'convert',
    label: 'Email sign-up',
    weight: 1,
    why: 'An email list brings visitors back without paying for ads again.',
  },
  'call-to-action': {
    group: 'convert',
    label: 'Clear call to action at the top',
    weight: 2,
    why: 'Visitors decide in seconds; the next step should be visible without scrolling.',
  },
  reviews: {
    group: 'trust',
    label: 'Reviews or testimonials',
    weight: 2,
    why: 'Most people read reviews before choosing a local business.',
  },
  'social-links': {
    group: 'trust',
    label: 'Social profiles',
    weight: 1,
    why: 'Active social profiles show a real, living business.',
  },
  'privacy-policy': {
    group: 'trust',
    label: 'Privacy policy',
    weight: 1,
    why: 'Forms and analytics need one by law, and visitors look for it before sharing details.',
  },
  'image-alt': {
    group: 'trust',
    label: 'Image descriptions (alt text)',
    weight: 1,
    why: 'Screen reader users and Google image search depend on them.',
  },
  'cookie-consent': {
    group: 'trust',
    label: 'Cookie consent where trackers load',
    weight: 1,
    why: 'Loading trackers before consent breaks GDPR and costs trust.',
  },
} as const satisfies Record<string, SiteCheckDefinition>;

export type SiteCheckId = keyof typeof SITE_CHECKS;
export const SITE_CHECK_IDS = Object.keys(SITE_CHECKS) as SiteCheckId[];

export type SiteCheckGrade = 'A' | 'B' | 'C' | 'D' | 'F';

/** A group's score (0-100) as a letter: what the report shows in large. */
export function gradeFor(score: number): SiteCheckGrade {
  if (score >= 90) return 'A';
  if (score >= 75) return 'B';
  if (score >= 60) return 'C';
  if (score >= 40) return 'D';
  return 'F';
}
