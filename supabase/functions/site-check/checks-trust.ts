import {
  contains,
  example,
  fail,
  hostOf,
  mentions,
  onDomain,
  pass,
  type CheckInput,
  type Findings,
} from './findings.ts';

/** Trust: what tells a visitor this is a real, careful business. */
const REVIEW_WORDS = [
  'review',
  'testimonial',
  'what our customers say',
  'what our clients say',
  'what our guests say',
  'what our patients say',
  '★',
];
const REVIEW_DOMAINS = [
  'trustpilot.com',
  'elfsight.com',
  'reviews.io',
  'birdeye.com',
  'yotpo.com',
  'judge.me',
  'trustindex.io',
  'widget.reviews.co.uk',
];
const SOCIAL: Record<string, string[]> = {
  Facebook: ['facebook.com', 'fb.com'],
  Instagram: ['instagram.com'],
  TikTok: ['tiktok.com'],
  LinkedIn: ['linkedin.com'],
  X: ['x.com', 'twitter.com'],
  YouTube: ['youtube.com'],
  Pinterest: ['pinterest.com'],
};
const TRACKER_DOMAINS = [
  'googletagmanager.com',
  'google-analytics.com',
  'connect.facebook.net',
  'hotjar.com',
  'clarity.ms',
  'snap.licdn.com',
  'analytics.tiktok.com',
  'doubleclick.net',
];
/** Calls in inline scripts that load the same trackers. */
const TRACKER_CALLS = ['gtag(', 'fbq(', "ga('create'", 'hj('];
const CONSENT_DOMAINS = [
  'cookiebot.com',
  'cookielaw.org',
  'onetrust.com',
  'cookieyes.com',
  'iubenda.com',
  'termly.io',
  'osano.com',
  'usercentrics.eu',
  'privacy-mgmt.com',
  'didomi.io',
  'consentmanager.net',
  'quantcast.com',
];

export function checkTrust({ page, fetched }: CheckInput): Findings {
  const links = page.links();
  const scripts = page.byTag('script');
  const scriptHosts = scripts.map((s) => hostOf(page.attr(s, 'src'), fetched.url)).filter(Boolean);
  const text = page.visibleText();

  const rated = page.jsonLd().find((item) => item.aggregateRating || item.review);
  const reviewWidget = scriptHosts.find((host) => onDomain(host, REVIEW_DOMAINS));
  const reviewWord = mentions(text, REVIEW_WORDS);
  const networks = Object.entries(SOCIAL)
    .filter(([, domains]) => links.some((link) => onDomain(hostOf(link.href, fetched.url), domains)))
    .map(([name]) => name);
  const privacy = links.find((link) => mentions(link.text, ['privacy']) || contains(link.href, ['privacy']));
  const images = page.byTag('img');
  const noAlt = images.filter((img) => page.attr(img, 'alt') === undefined);
  const tracker =
    scriptHosts.find((host) => onDomain(host, TRACKER_DOMAINS)) ??
    scripts.map((s) => mentions(page.text(s), TRACKER_CALLS)).find(Boolean);
  const consent =
    scriptHosts.find((host) => onDomain(host, CONSENT_DOMAINS)) ??
    page.elements
      .filter((el) =>
        mentions(`${page.attr(el, 'id') ?? ''} ${page.attr(el, 'class') ?? ''}`, ['cookie', 'consent']),
      )
      .map((el) => page.text(el))
      .find((banner) => mentions(banner, ['accept', 'agree', 'allow']))
      ?.slice(0, 40);

  return {
    reviews: rated
      ? pass('Ratings or reviews in the structured data.')
      : reviewWidget
        ? pass(`Review widget from ${reviewWidget}.`)
        : reviewWord
          ? pass(`The page mentions "${reviewWord}".`)
          : fail('No reviews or testimonials on the page.'),
    'social-links': networks.length
      ? pass(`Links to ${networks.join(', ')}.`)
      : fail('No links to social profiles.'),
    'privacy-policy': privacy
      ? pass(`Privacy policy linked (${privacy.href}).`)
      : fail('No privacy policy link.'),
    'image-alt':
      noAlt.length === 0
        ? pass(images.length ? `All ${images.length} images have alt text.` : 'No images on the page.')
        : fail(
            `${noAlt.length} of ${images.length} images have no alt text${example(noAlt.map((img) => page.attr(img, 'src')))}.`,
          ),
    'cookie-consent': !tracker
      ? pass('No trackers load on the page, so no consent banner is needed.')
      : consent
        ? pass(`Trackers (${tracker}) with a consent manager (${consent}).`)
        : fail(`Trackers load (${tracker}) with no cookie consent banner.`),
  };
}
