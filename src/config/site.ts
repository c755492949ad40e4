/** Brand facts shown across the site; one place so a rename is one edit. */
export const SITE = {
  name: 'LocalBoost',
  /** Where the site is served; canonical URLs, Open Graph tags, the sitemap and robots.txt use it. */
  origin: 'https://localboost.app',
  tagline: 'Smart marketing tools for local businesses.',
  supportEmail: 'support@localboost.app',
  phone: '+1 (555) 010-2024',
  phoneHref: 'tel:+15550102024',
  address: '548 Market Street, San Francisco, CA 94104',
  copyrightYear: 2024,
} as const;
