/**
 * Brand and contact facts shown across the site, in one place so a change is one edit (README "Operator
 * settings to replace before launch"). The contact details (support email, phone, office address, business
 * hours) are EXAMPLE values: a reserved `.example` domain, a fictional 555-01xx number and an example street.
 * Replace them with the business's own before launch.
 */
export const SITE = {
  name: 'LocalBoost',
  /** Where the site is served; canonical URLs, Open Graph tags, the sitemap and robots.txt use it. */
  origin: 'https://localboost.app',
  tagline: 'Smart marketing tools for local businesses.',
  supportEmail: 'support@localboost.example',
  phone: '+1 (555) 010-2024',
  phoneHref: 'tel:+15550102024',
  address: '123 Example Street, San Francisco, CA 94105',
  /** The spec's hours (Monday to Friday 9AM to 6PM PST), as the contact page lists them. */
  businessHours: [
    { days: 'Monday to Friday', hours: '9AM to 6PM PST' },
    { days: 'Saturday and Sunday', hours: 'Closed (email us any time)' },
  ],
  /** The same hours in one phrase, for running text. */
  hoursSummary: 'Monday to Friday, 9AM to 6PM PST',
  copyrightYear: 2024,
} as const;
