import type { Tool } from './tool-types';

/** Site utilities: compliance, navigation, contact, maps, files and calculators. */
export const UTILITY_TOOLS: readonly Tool[] = [
  {
    id: 49,
    name: 'Cookie Consent Manager',
    category: 'Utility Tools',
    description:
      'Show a customizable cookie banner that blocks tracking scripts until visitors opt in, helping you meet GDPR and CCPA requirements.',
    features: [
      'Script blocking until consent',
      'GDPR and CCPA modes',
      'Category-level preferences',
      'Consent logs',
    ],
    rating: 4.7,
    thumbnail: '🍪',
    niches: ['E-commerce', 'Medical Practices', 'Legal Services', 'Professional Services'],
  },
  {
    id: 50,
    name: 'Age Verification Gate',
    category: 'Utility Tools',
    description:
      'Ask visitors to confirm their age before viewing wine, beer, cannabis or vape products, and remember the answer so regulars are not asked twice.',
    features: [
      'Birthdate or yes/no modes',
      'Custom minimum age',
      'Remembers verified visitors',
      'Redirect for underage visitors',
    ],
    rating: 4.6,
    thumbnail: '🔞',
    niches: ['Restaurants', 'Local Retail', 'E-commerce', 'Hospitality & Travel'],
  },
  {
    id: 51,
    name: 'Back to Top Button',
    category: 'Utility Tools',
    description:
      'A small floating button that returns visitors to the top of long pages like menus, service lists and blogs with one smooth scroll.',
    features: [
      'Appears after scrolling',
      'Smooth scroll animation',
      'Custom icon and color',
      'Hidden on short pages',
    ],
    rating: 4.5,
    thumbnail: '🔝',
    niches: ['Restaurants', 'E-commerce', 'Professional Services'],
  },
  {
    id: 52,
    name: 'QR Code Generator Pro',
    category: 'Utility Tools',
    description:
      'Create branded QR codes for menus, reviews, Wi-Fi, offers and contact cards, and track how many people scan each one.',
    features: [
      'Logo and color branding',
      'Dynamic codes you can edit later',
      'Scan analytics by location',
      'Print-ready SVG and PNG',
    ],
    rating: 4.8,
    thumbnail: '🔳',
    niches: ['Restaurants', 'Coffee Shops', 'Local Retail', 'Hospitality & Travel', 'Real Estate'],
  },
  {
    id: 53,
    name: 'Smart Search Bar',
    category: 'Utility Tools',
    description:
      'Give visitors instant, typo-tolerant search across your pages, products, services and FAQs, with results that appear as they type.',
    features: [
      'Typo-tolerant matching',
      'Instant results as you type',
      'Searches products and pages',
      'Popular search insights',
    ],
    rating: 4.7,
    thumbnail: '🔍',
    niches: ['E-commerce', 'Local Retail', 'Legal Services', 'Professional Services'],
  },
  {
    id: 54,
    name: 'Click-to-Call Button',
    category: 'Utility Tools',
    description:
      'A sticky call button for mobile visitors that dials your business in one tap, with office-hours logic and call tracking.',
    features: [
      'Sticky mobile button',
      'Office-hours display',
      'Call click tracking',
      'Multiple location numbers',
    ],
    rating: 4.8,
    thumbnail: '📞',
    niches: ['Home Service', 'Medical Practices', 'Legal Services', 'Restaurants', 'Real Estate'],
  },
  {
    id: 55,
    name: 'Website Translator Pro',
    category: 'Utility Tools',
    description:
      'Translate your website into 100+ languages with a language switcher, so tourists and non-English-speaking customers can read your services and menu.',
    features: [
      '100+ languages',
      'Flag or dropdown switcher',
      'Manual translation overrides',
      'Search-friendly translated pages',
    ],
    rating: 4.7,
    thumbnail: '🌍',
    niches: ['Hospitality & Travel', 'Restaurants', 'Medical Practices', 'Legal Services', 'E-commerce'],
  },
  {
    id: 56,
    name: 'Accessibility Enhancement Suite',
    category: 'Utility Tools',
    description:
      'Add an accessibility menu with text resizing, contrast modes, dyslexia-friendly fonts and keyboard navigation to help every visitor use your site.',
    features: [
      'Text size and contrast controls',
      'Dyslexia-friendly font',
      'Keyboard navigation helpers',
      'Accessibility statement template',
    ],
    rating: 4.7,
    thumbnail: '♿',
    niches: ['Medical Practices', 'Legal Services', 'Professional Services', 'Hospitality & Travel'],
  },
  {
    id: 58,
    name: 'FAQ Accordion Builder',
    category: 'Utility Tools',
    description:
      'Answer common questions in a clean collapsible list with categories and search, plus FAQ schema that can earn extra space in Google results.',
    features: [
      'Collapsible categories',
      'Built-in search',
      'FAQ schema markup',
      'Rich text and links in answers',
    ],
    rating: 4.8,
    thumbnail: '❓',
    niches: ['Medical Practices', 'Legal Services', 'Home Service', 'Hospitality & Travel', 'E-commerce'],
  },
  {
    id: 59,
    name: 'Smart Calculator Builder',
    category: 'Utility Tools',
    description:
      'Build interactive calculators for price estimates, loan payments, calories or savings, and capture a lead when visitors see their result.',
    features: ['Formula editor', 'Slider and dropdown inputs', 'Lead capture on results', 'Custom branding'],
    rating: 4.7,
    thumbnail: '🧮',
    niches: ['Home Service', 'Real Estate', 'Fitness & Wellness', 'Professional Services', 'Legal Services'],
  },
  {
    id: 60,
    name: 'Google Maps Locator',
    category: 'Utility Tools',
    description:
      'Embed a Google Map with your location pin, a directions button and parking notes so customers find you without a wrong turn.',
    features: [
      'Get Directions button',
      'Custom pin and map style',
      'Parking and entrance notes',
      'Multiple location pins',
    ],
    rating: 4.8,
    thumbnail: '📍',
    niches: ['Restaurants', 'Medical Practices', 'Coffee Shops', 'Local Retail', 'Hospitality & Travel'],
  },
  {
    id: 61,
    name: 'Weather Info Display',
    category: 'Utility Tools',
    description:
      'Show the local forecast on your site, handy for outdoor venues, tours, patios and golf or ski businesses whose customers plan around the weather.',
    features: [
      'Current conditions and 5-day forecast',
      'Auto-detect or fixed location',
      'Celsius and Fahrenheit',
      'Compact and full layouts',
    ],
    rating: 4.5,
    thumbnail: '⛅',
    niches: ['Hospitality & Travel', 'Restaurants', 'Home Service'],
  },
  {
    id: 62,
    name: 'Business Hours Display',
    category: 'Utility Tools',
    description:
      "Show your opening hours with a live Open Now or Closed status, holiday exceptions and next-opening times in each visitor's time zone.",
    features: [
      'Live open or closed status',
      'Holiday and special hours',
      'Multiple locations',
      'Time-zone-aware display',
    ],
    rating: 4.8,
    thumbnail: '🕒',
    niches: ['Restaurants', 'Coffee Shops', 'Local Retail', 'Medical Practices', 'Beauty & Spa Services'],
  },
  {
    id: 64,
    name: 'Custom Links Hub',
    category: 'Utility Tools',
    description:
      'A link-in-bio page for your Instagram and TikTok profiles that puts your booking, menu, offers and review links in one branded place.',
    features: [
      'Branded link-in-bio page',
      'Click analytics per link',
      'Featured and scheduled links',
      'Custom domain support',
    ],
    rating: 4.7,
    thumbnail: '🔗',
    niches: [
      'Beauty & Spa Services',
      'Fitness & Wellness',
      'Coffee Shops',
      'Coaches & Consultants',
      'Restaurants',
    ],
  },
  {
    id: 66,
    name: 'Bug Report Collector',
    category: 'Utility Tools',
    description:
      'Let visitors flag broken links, typos and checkout problems with a screenshot and their browser info, so you can fix issues before they cost you sales.',
    features: [
      'One-click screenshot capture',
      'Browser and device info',
      'Issue status tracking',
      'Notifications to your web team',
    ],
    rating: 4.5,
    thumbnail: '🐞',
    niches: ['E-commerce', 'Professional Services'],
  },
  {
    id: 90,
    name: 'File Embed Manager',
    category: 'Utility Tools',
    description:
      'Embed downloadable files like price sheets, forms, menus and brochures in a tidy list with file-type icons and download counts.',
    features: [
      'Word, Excel and ZIP support',
      'Download counters',
      'Folder-style grouping',
      'Password-protected files',
    ],
    rating: 4.6,
    thumbnail: '📁',
    niches: ['Legal Services', 'Professional Services', 'Medical Practices', 'Real Estate'],
  },
];
