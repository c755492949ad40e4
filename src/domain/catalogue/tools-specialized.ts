import type { Tool } from './tool-types';

/** Industry-specific widgets, content tools and two premium AI growth tools. */
export const SPECIALIZED_TOOLS: readonly Tool[] = [
  {
    id: 104,
    name: 'Job Board Manager',
    category: 'Specialized Tools',
    description:
      'Post open roles with pay, shifts and location, accept applications and resumes online, and track every candidate in one simple list.',
    features: [
      'Job listings with pay and shifts',
      'Online applications and resume upload',
      'Candidate status tracking',
      'Google for Jobs markup',
    ],
    rating: 4.6,
    thumbnail: '🪪',
    niches: ['Restaurants', 'Hospitality & Travel', 'Home Service', 'Local Retail', 'Coffee Shops'],
  },
  {
    id: 107,
    name: 'Store Locator & Finder',
    category: 'Specialized Tools',
    description:
      'Help customers find the nearest location with a searchable map, distance sorting, opening hours and directions for every store or office.',
    features: [
      'Search by ZIP code or city',
      'Distance sorting',
      'Per-location hours and phone',
      'Bulk import from a spreadsheet',
    ],
    rating: 4.7,
    thumbnail: '🗺️',
    niches: ['Local Retail', 'Restaurants', 'Coffee Shops', 'Medical Practices', 'E-commerce'],
  },
  {
    id: 111,
    name: 'AI Facebook Ads Spy Tool',
    category: 'Specialized Tools',
    description:
      "AI scans competitors' active Facebook and Instagram ads, reveals their offers, creatives and run time, and suggests ad angles that are working in your local market.",
    features: [
      'Track competitor ads by page or keyword',
      'Long-running winning ads highlighted',
      'AI ad angle and copy suggestions',
      'Weekly competitor reports',
    ],
    rating: 4.8,
    thumbnail: '🔎',
    niches: ['E-commerce', 'Home Service', 'Real Estate', 'Restaurants', 'Fitness & Wellness'],
    premium: true,
  },
  {
    id: 112,
    name: 'Local Map SEO Rank Increaser Tool',
    category: 'Specialized Tools',
    description:
      'AI-guided local SEO that tracks your Google Maps ranking across a grid of nearby neighborhoods and optimizes your Business Profile to climb into the local 3-pack.',
    features: [
      'Geo-grid Maps rank tracking',
      'Google Business Profile optimization',
      'Citation and NAP consistency fixes',
      'Competitor rank comparison',
    ],
    rating: 4.9,
    thumbnail: '📈',
    niches: ['Home Service', 'Legal Services', 'Medical Practices', 'Restaurants', 'Real Estate'],
    premium: true,
  },
  {
    id: 116,
    name: 'Blog Content Manager',
    category: 'Specialized Tools',
    description:
      'Publish news, tips and updates with a simple blog editor, categories and search-friendly pages that help you rank for local searches.',
    features: [
      'Rich text editor with images',
      'Categories and tags',
      'SEO titles and descriptions',
      'Scheduled publishing',
    ],
    rating: 4.6,
    thumbnail: '📰',
    niches: ['Coaches & Consultants', 'Legal Services', 'Medical Practices', 'Real Estate', 'Home Service'],
  },
  {
    id: 118,
    name: 'Business Timeline Pro',
    category: 'Specialized Tools',
    description:
      'Tell your brand story with an interactive timeline of milestones, awards and expansions, using photos, video and a horizontal or vertical layout.',
    features: [
      'Horizontal and vertical layouts',
      'Photo and video milestones',
      'Scroll-triggered animations',
      'Year navigation',
    ],
    rating: 4.6,
    thumbnail: '📜',
    niches: ['Professional Services', 'Legal Services', 'Restaurants', 'Hospitality & Travel'],
  },
  {
    id: 119,
    name: 'Company Timeline',
    category: 'Specialized Tools',
    description:
      "A simple year-by-year history section for your About page showing your founding, new locations and key moments in your company's growth.",
    features: [
      'Year-by-year entries',
      'Lightweight and fast',
      'Matches your site fonts',
      'Drag-to-reorder editing',
    ],
    rating: 4.5,
    thumbnail: '🏛️',
    niches: ['Professional Services', 'Legal Services', 'Home Service', 'Local Retail'],
  },
  {
    id: 120,
    name: 'Mortgage Payment Calculator',
    category: 'Specialized Tools',
    description:
      'Let home buyers estimate monthly payments with taxes, insurance and down payment, then request a pre-approval call or a showing from your team.',
    features: [
      'Principal, interest, tax and insurance',
      'Down payment slider',
      'Amortization chart',
      'Lead capture for showings',
    ],
    rating: 4.7,
    thumbnail: '🏦',
    niches: ['Real Estate', 'Professional Services'],
  },
  {
    id: 121,
    name: 'Class Schedule Timetable',
    category: 'Specialized Tools',
    description:
      'Publish weekly class schedules with instructors, levels and spots left, and let members reserve a place in one click.',
    features: [
      'Weekly and daily views',
      'Filter by class type or instructor',
      'Spots-left counter',
      'Reserve from the schedule',
    ],
    rating: 4.8,
    thumbnail: '🧘',
    niches: ['Fitness & Wellness', 'Beauty & Spa Services', 'Coaches & Consultants'],
  },
  {
    id: 122,
    name: 'Service Price List',
    category: 'Specialized Tools',
    description:
      'Display your services and prices in a clean, categorized menu with durations, add-ons and book-now buttons for salons, spas and clinics.',
    features: [
      'Categories with durations',
      'Add-on and upgrade options',
      'Book-now button per service',
      "Price ranges and 'from' prices",
    ],
    rating: 4.8,
    thumbnail: '💅',
    niches: [
      'Beauty & Spa Services',
      'Home Service',
      'Medical Practices',
      'Fitness & Wellness',
      'Professional Services',
    ],
  },
  {
    id: 123,
    name: 'Open House Scheduler',
    category: 'Specialized Tools',
    description:
      'List upcoming open houses and let buyers RSVP or request a private showing, with automatic reminders and digital sign-in sheets for realtors.',
    features: [
      'Open house calendar',
      'RSVP and private showing requests',
      'Digital sign-in sheet',
      'Reminder texts to buyers',
    ],
    rating: 4.7,
    thumbnail: '🔑',
    niches: ['Real Estate'],
  },
  {
    id: 124,
    name: "Today's Specials Board",
    category: 'Specialized Tools',
    description:
      "Show today's specials, soup of the day or seasonal drinks on a chalkboard-style board you can update from your phone in seconds.",
    features: [
      'Chalkboard and modern styles',
      'Update from your phone',
      'Scheduled menus by time of day',
      'Sold-out toggles',
    ],
    rating: 4.7,
    thumbnail: '🥐',
    niches: ['Coffee Shops', 'Restaurants', 'Local Retail'],
  },
  {
    id: 125,
    name: 'Room & Rate Showcase',
    category: 'Specialized Tools',
    description:
      'Present rooms, suites or rentals with photos, amenities, nightly rates and a Book Direct button that sends guests to your booking engine.',
    features: [
      'Room cards with amenities',
      'Seasonal rate display',
      'Book Direct button',
      'Photo gallery per room',
    ],
    rating: 4.7,
    thumbnail: '🏨',
    niches: ['Hospitality & Travel', 'Real Estate'],
  },
  {
    id: 126,
    name: 'Service Area Map',
    category: 'Specialized Tools',
    description:
      'Show the towns and ZIP codes you serve or deliver to on a shaded map, and let visitors check whether their address is inside your coverage area.',
    features: [
      'Shaded coverage zones',
      'ZIP code checker',
      'Travel fee notes by zone',
      'Quote button for covered areas',
    ],
    rating: 4.7,
    thumbnail: '🧰',
    niches: ['Home Service', 'Professional Services', 'Restaurants'],
  },
  {
    id: 127,
    name: 'Secure Document Upload Portal',
    category: 'Specialized Tools',
    description:
      'Give clients a secure, branded place to upload tax forms, contracts, IDs and medical records, with encryption and instant notice when files arrive.',
    features: [
      'Encrypted uploads',
      'Client-specific upload links',
      'File type and size rules',
      'Instant team notifications',
    ],
    rating: 4.7,
    thumbnail: '🔐',
    niches: ['Legal Services', 'Professional Services', 'Medical Practices', 'Real Estate'],
  },
  {
    id: 128,
    name: 'AI Blog Post Writer',
    category: 'Specialized Tools',
    description:
      'AI drafts SEO-friendly blog posts about your services, city and seasonal topics, ready for you to edit and publish in minutes.',
    features: [
      'Local keyword targeting',
      'Drafts in your brand voice',
      'Suggested titles and outlines',
      'One-click publish to Blog Content Manager',
    ],
    rating: 4.6,
    thumbnail: '🪶',
    niches: ['Home Service', 'Legal Services', 'Medical Practices', 'Coaches & Consultants', 'Real Estate'],
  },
];
