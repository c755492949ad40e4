import type { Tool } from './tool-types';

/** Review display, collection and testimonial tools. */
export const REVIEW_TOOLS: readonly Tool[] = [
  {
    id: 14,
    name: 'Google Reviews Widget',
    category: 'Review Tools',
    description:
      'Showcase your best Google reviews with star ratings and reviewer photos, pulled directly from your Google Business Profile and kept up to date.',
    features: [
      'Syncs with Google Business Profile',
      'Minimum-star filter',
      'Carousel, grid and badge layouts',
      'Write-a-review button',
    ],
    rating: 4.9,
    thumbnail: '⭐',
    niches: ['Restaurants', 'Home Service', 'Medical Practices', 'Legal Services', 'Local Retail'],
  },
  {
    id: 15,
    name: 'Yelp Reviews Display',
    category: 'Review Tools',
    description:
      'Embed recent Yelp reviews and your overall rating so diners and shoppers see real local feedback before they visit.',
    features: [
      'Overall rating badge',
      'Latest review carousel',
      'Links to your Yelp page',
      'Filter by star rating',
    ],
    rating: 4.6,
    thumbnail: '🌟',
    niches: ['Restaurants', 'Coffee Shops', 'Beauty & Spa Services', 'Home Service'],
  },
  {
    id: 16,
    name: 'Facebook Reviews Widget',
    category: 'Review Tools',
    description:
      'Display Facebook recommendations and ratings from your Page in a trust-building slider on your homepage or booking page.',
    features: [
      'Recommendations and ratings',
      'Slider and list layouts',
      'Reviewer names and photos',
      'Hide reviews below your threshold',
    ],
    rating: 4.6,
    thumbnail: '📘',
    niches: ['Fitness & Wellness', 'Beauty & Spa Services', 'Home Service', 'Restaurants'],
  },
  {
    id: 17,
    name: 'TripAdvisor Reviews Display',
    category: 'Review Tools',
    description:
      'Show TripAdvisor ratings, traveler reviews and award badges to reassure guests choosing where to stay, eat or book a tour.',
    features: [
      "Travelers' Choice badge display",
      'Latest reviews feed',
      'Overall bubble rating',
      'Multi-language reviews',
    ],
    rating: 4.7,
    thumbnail: '🦉',
    niches: ['Hospitality & Travel', 'Restaurants', 'Coffee Shops'],
  },
  {
    id: 18,
    name: 'Review Request Funnel',
    category: 'Review Tools',
    description:
      'Send customers a simple after-visit link that asks for a rating, routes happy customers to Google and sends unhappy feedback privately to you first.',
    features: [
      'SMS and email review invites',
      'Private feedback for low ratings',
      'Direct links to Google and Yelp',
      'Request tracking dashboard',
    ],
    rating: 4.8,
    thumbnail: '📨',
    niches: [
      'Home Service',
      'Medical Practices',
      'Beauty & Spa Services',
      'Legal Services',
      'Professional Services',
    ],
  },
  {
    id: 19,
    name: 'Testimonials Carousel',
    category: 'Review Tools',
    description:
      'Rotate your strongest client quotes with names, photos and star ratings in a smooth carousel that fits any page section.',
    features: [
      'Autoplay with pause on hover',
      'Photo, name and role fields',
      'Star ratings per quote',
      'Swipe support on mobile',
    ],
    rating: 4.8,
    thumbnail: '🎠',
    niches: [
      'Coaches & Consultants',
      'Professional Services',
      'Legal Services',
      'Fitness & Wellness',
      'Medical Practices',
    ],
  },
  {
    id: 71,
    name: 'Instagram Testimonials',
    category: 'Review Tools',
    description:
      'Turn Instagram comments and DMs from happy customers into styled testimonial cards that show the original post for instant credibility.',
    features: [
      'Import comments by post link',
      'Shows the original photo',
      'Profile handle and avatar',
      'Grid or slider layout',
    ],
    rating: 4.6,
    thumbnail: '🤳',
    niches: ['Beauty & Spa Services', 'Fitness & Wellness', 'Restaurants', 'Coffee Shops', 'E-commerce'],
  },
  {
    id: 72,
    name: 'Facebook Testimonials',
    category: 'Review Tools',
    description:
      "Feature Facebook recommendations and comments as polished testimonial cards with the reviewer's name and profile photo.",
    features: [
      'Import from Page recommendations',
      'Highlight key sentences',
      'Masonry or list layout',
      'Link back to the original review',
    ],
    rating: 4.5,
    thumbnail: '💙',
    niches: ['Home Service', 'Fitness & Wellness', 'Coaches & Consultants', 'Local Retail'],
  },
  {
    id: 73,
    name: 'Airbnb Guest Reviews',
    category: 'Review Tools',
    description:
      'Display guest reviews and your Superhost rating from Airbnb on your direct-booking site to win bookings without platform fees.',
    features: [
      'Superhost and rating badge',
      'Per-listing review feeds',
      'Guest photos and stay dates',
      'Direct-booking call to action',
    ],
    rating: 4.7,
    thumbnail: '🏠',
    niches: ['Hospitality & Travel', 'Real Estate'],
  },
  {
    id: 74,
    name: 'Trustpilot Reviews Badge',
    category: 'Review Tools',
    description:
      'Add a Trustpilot TrustScore badge and review slider to checkout, product and landing pages to reduce hesitation before purchase.',
    features: [
      'TrustScore badge',
      'Product review snippets',
      'Checkout page placement',
      'Review count display',
    ],
    rating: 4.6,
    thumbnail: '✅',
    niches: ['E-commerce', 'Professional Services', 'Local Retail'],
  },
  {
    id: 75,
    name: 'Video Testimonials Wall',
    category: 'Review Tools',
    description:
      'Collect short video testimonials from customers through a simple recording link, then show them on a wall your visitors can play on any device.',
    features: [
      'Record from a phone, no app needed',
      'Approve before publishing',
      'Captions for silent autoplay',
      'Wall and spotlight layouts',
    ],
    rating: 4.8,
    thumbnail: '🎥',
    niches: [
      'Coaches & Consultants',
      'Fitness & Wellness',
      'Home Service',
      'Real Estate',
      'Medical Practices',
    ],
  },
  {
    id: 76,
    name: 'Patient Reviews Showcase',
    category: 'Review Tools',
    description:
      'Highlight verified patient reviews from Google, Healthgrades and Zocdoc by provider and location, helping new patients choose your practice with confidence.',
    features: [
      'Per-provider review feeds',
      'Healthgrades and Zocdoc sources',
      'Review snippets for search results',
      'Compliance-friendly moderation',
    ],
    rating: 4.7,
    thumbnail: '🏥',
    niches: ['Medical Practices', 'Fitness & Wellness', 'Beauty & Spa Services'],
  },
  {
    id: 77,
    name: 'Aggregate Rating Badge',
    category: 'Review Tools',
    description:
      'Combine your Google, Facebook, Yelp and TripAdvisor ratings into one floating badge that shows your total review count and average score.',
    features: [
      'Multi-platform average',
      'Floating or inline badge',
      'Review schema markup',
      'Click to open full reviews',
    ],
    rating: 4.7,
    thumbnail: '🏅',
    niches: ['Hospitality & Travel', 'Restaurants', 'Home Service', 'Legal Services', 'E-commerce'],
  },
  {
    id: 115,
    name: 'AI Review Response Assistant',
    category: 'Review Tools',
    description:
      'AI drafts polite, on-brand replies to every new Google and Facebook review, flags negative reviews for quick follow-up, and lets you approve each reply with one click.',
    features: [
      'Drafts replies in your brand voice',
      'Flags negative reviews instantly',
      'One-click approve and post',
      'Weekly sentiment summary',
    ],
    rating: 4.8,
    thumbnail: '💡',
    niches: [
      'Restaurants',
      'Hospitality & Travel',
      'Medical Practices',
      'Home Service',
      'Beauty & Spa Services',
    ],
  },
];
