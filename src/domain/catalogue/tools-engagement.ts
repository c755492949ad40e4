import type { Tool } from './tool-types';

/** Gamification, loyalty, announcements and on-site interaction. */
export const ENGAGEMENT_TOOLS: readonly Tool[] = [
  {
    id: 35,
    name: 'Promotional Spin Wheel',
    category: 'Engagement Tools',
    description:
      'A gamified spin-to-win wheel that trades a prize for an email address, with odds you control and coupon codes that sync to your store.',
    features: [
      'Custom prizes and odds',
      'Email and SMS capture',
      'Unique coupon codes',
      'Exit-intent trigger',
    ],
    rating: 4.7,
    thumbnail: '🎡',
    niches: ['E-commerce', 'Restaurants', 'Coffee Shops', 'Local Retail', 'Beauty & Spa Services'],
  },
  {
    id: 36,
    name: 'Engagement Poll Creator',
    category: 'Engagement Tools',
    description:
      "Run quick polls on your website, like next month's flavor or a favorite class time, and show live results that keep visitors clicking.",
    features: ['Single and multiple choice', 'Live result bars', 'One vote per visitor', 'Export results'],
    rating: 4.5,
    thumbnail: '📊',
    niches: ['Coffee Shops', 'Fitness & Wellness', 'Restaurants', 'Local Retail'],
  },
  {
    id: 37,
    name: 'Comments & Discussion Hub',
    category: 'Engagement Tools',
    description:
      'Add threaded comments, reactions and moderation to blog posts, announcements and event pages to build a community around your business.',
    features: ['Threaded replies', 'Emoji reactions', 'Spam and keyword moderation', 'Social login'],
    rating: 4.5,
    thumbnail: '🗨️',
    niches: ['Coaches & Consultants', 'Fitness & Wellness', 'Professional Services'],
  },
  {
    id: 38,
    name: 'Live Visitor Counter',
    category: 'Engagement Tools',
    description:
      'Show how many people are viewing a page or offer right now, adding urgency to limited deals and event tickets.',
    features: ['Real-time viewer count', 'Minimum display threshold', 'Per-page targeting', 'Custom wording'],
    rating: 4.5,
    thumbnail: '👀',
    niches: ['E-commerce', 'Hospitality & Travel', 'Local Retail'],
  },
  {
    id: 39,
    name: 'Countdown Timer Pro',
    category: 'Engagement Tools',
    description:
      'Add countdown timers for sales, grand openings, events and limited-time offers, with evergreen timers that reset for each visitor.',
    features: [
      'Fixed-date and evergreen modes',
      'Banner and inline styles',
      'Action when the timer ends',
      'Timezone aware',
    ],
    rating: 4.7,
    thumbnail: '⏳',
    niches: ['E-commerce', 'Restaurants', 'Fitness & Wellness', 'Local Retail', 'Hospitality & Travel'],
  },
  {
    id: 40,
    name: 'Loyalty Rewards Widget',
    category: 'Engagement Tools',
    description:
      'Reward repeat customers with points for visits, purchases, reviews and referrals, and let them track and redeem rewards right on your site.',
    features: [
      'Points for visits and purchases',
      'Tiered VIP levels',
      'Redeem points for discounts',
      'Member dashboard',
    ],
    rating: 4.8,
    thumbnail: '🏆',
    niches: ['Coffee Shops', 'Restaurants', 'Beauty & Spa Services', 'Local Retail', 'E-commerce'],
  },
  {
    id: 41,
    name: 'Referral Program Widget',
    category: 'Engagement Tools',
    description:
      'Give every customer a personal referral link and reward the referrer and the new customer automatically when the friend books or buys.',
    features: ['Unique referral links', 'Double-sided rewards', 'Fraud checks', 'Referral leaderboard'],
    rating: 4.7,
    thumbnail: '🤝',
    niches: [
      'Fitness & Wellness',
      'Beauty & Spa Services',
      'Home Service',
      'Medical Practices',
      'E-commerce',
    ],
  },
  {
    id: 42,
    name: 'Notification Bar Pro',
    category: 'Engagement Tools',
    description:
      'Pin a slim bar to the top of your site for shipping deals, holiday hours or urgent notices, with a button, countdown and scheduling.',
    features: [
      'Schedule start and end dates',
      'Button and countdown options',
      'Sticky or scrolling',
      'Remembers dismissals per visitor',
    ],
    rating: 4.6,
    thumbnail: '📢',
    niches: ['E-commerce', 'Local Retail', 'Restaurants', 'Medical Practices'],
  },
  {
    id: 43,
    name: 'Announcement Banner Pro',
    category: 'Engagement Tools',
    description:
      'Publish eye-catching banners for new services, events or closures on chosen pages, with images, rich text and audience targeting.',
    features: [
      'Image and rich-text banners',
      'Page-level targeting',
      'Start and end scheduling',
      'Multiple rotating messages',
    ],
    rating: 4.6,
    thumbnail: '📣',
    niches: [
      'Restaurants',
      'Medical Practices',
      'Hospitality & Travel',
      'Coffee Shops',
      'Fitness & Wellness',
    ],
  },
  {
    id: 44,
    name: 'Animated Number Counter',
    category: 'Engagement Tools',
    description:
      "Animate key stats like '2,500 happy clients' or '20 years in business' as they scroll into view to make your track record stand out.",
    features: [
      'Count-up on scroll',
      'Prefix and suffix labels',
      'Icon per stat',
      'Custom duration and easing',
    ],
    rating: 4.6,
    thumbnail: '🔢',
    niches: ['Professional Services', 'Legal Services', 'Home Service', 'Real Estate'],
  },
  {
    id: 45,
    name: 'Event Calendar Pro',
    category: 'Engagement Tools',
    description:
      'List classes, tastings, workshops and events in month, list or card views, with ticket links, RSVPs and add-to-calendar buttons.',
    features: [
      'Month, list and card views',
      'RSVP and ticket links',
      'Recurring events',
      'Add to Google or Apple Calendar',
    ],
    rating: 4.8,
    thumbnail: '🎫',
    niches: [
      'Restaurants',
      'Fitness & Wellness',
      'Hospitality & Travel',
      'Coffee Shops',
      'Coaches & Consultants',
    ],
  },
  {
    id: 46,
    name: 'Scratch & Win Card',
    category: 'Engagement Tools',
    description:
      'A digital scratch card that reveals a prize or discount, turning first-time visitors into subscribers with a fun, mobile-friendly game.',
    features: [
      'Touch and mouse scratching',
      'Prize odds control',
      'Coupon code delivery',
      'Email capture before play',
    ],
    rating: 4.5,
    thumbnail: '🍀',
    niches: ['Restaurants', 'Coffee Shops', 'E-commerce', 'Local Retail'],
  },
  {
    id: 47,
    name: 'Birthday Club Signup',
    category: 'Engagement Tools',
    description:
      'Collect customer birthdays with a short signup form and automatically send a birthday treat or offer each year.',
    features: [
      'Birthday month capture',
      'Yearly automated offers',
      'SMS or email delivery',
      'Redemption tracking',
    ],
    rating: 4.7,
    thumbnail: '🎂',
    niches: ['Restaurants', 'Coffee Shops', 'Beauty & Spa Services', 'Local Retail'],
  },
  {
    id: 48,
    name: 'Giveaway Contest Manager',
    category: 'Engagement Tools',
    description:
      'Run photo contests and giveaways where entrants earn extra entries for follows, shares and referrals, then pick a winner at random.',
    features: [
      'Bonus entries for social actions',
      'Random winner picker',
      'Entry verification',
      'Official rules template',
    ],
    rating: 4.6,
    thumbnail: '🎉',
    niches: ['Restaurants', 'Fitness & Wellness', 'E-commerce', 'Local Retail', 'Hospitality & Travel'],
  },
];
