import type { Tool } from './tool-types';

/** Selling on the website: products, gift cards, carts and upsells. */
export const ECOMMERCE_TOOLS: readonly Tool[] = [
  {
    id: 31,
    name: 'Product Showcase Grid',
    category: 'E-commerce',
    description:
      'Display products with photos, prices, variants and a Buy Now or Inquire button on any page, even if you do not run a full online store.',
    features: [
      'Variant and price display',
      'Buy Now or Inquire buttons',
      'Stripe and PayPal checkout',
      'Low-stock badges',
    ],
    rating: 4.7,
    thumbnail: '🛒',
    niches: ['E-commerce', 'Local Retail', 'Coffee Shops', 'Beauty & Spa Services'],
  },
  {
    id: 32,
    name: 'Gift Card Store',
    category: 'E-commerce',
    description:
      'Sell digital gift cards from your website with custom amounts and designs, delivered instantly to the recipient and redeemable in store or online.',
    features: [
      'Custom amounts and designs',
      'Scheduled delivery for gifting',
      'In-store redemption scanner',
      'Balance tracking',
    ],
    rating: 4.8,
    thumbnail: '💳',
    niches: ['Restaurants', 'Beauty & Spa Services', 'Coffee Shops', 'Local Retail', 'Hospitality & Travel'],
  },
  {
    id: 33,
    name: 'Buy Button & Mini Cart',
    category: 'E-commerce',
    description:
      'Add buy buttons and a slide-out cart to existing pages, letting customers check out with Stripe, PayPal or Apple Pay without a separate store.',
    features: [
      'Slide-out mini cart',
      'Stripe, PayPal and Apple Pay',
      'Discount code field',
      'Order notifications',
    ],
    rating: 4.6,
    thumbnail: '🧺',
    niches: ['E-commerce', 'Local Retail', 'Coffee Shops', 'Coaches & Consultants'],
  },
  {
    id: 34,
    name: 'Discount Code Reveal',
    category: 'E-commerce',
    description:
      'Hide a coupon behind a click-to-reveal box that asks for a signup first, then copies the code to the clipboard for checkout.',
    features: [
      'Click-to-reveal coupons',
      'Auto-copy to clipboard',
      'Expiry dates',
      'Usage tracking per code',
    ],
    rating: 4.6,
    thumbnail: '💸',
    niches: ['E-commerce', 'Local Retail', 'Restaurants', 'Coffee Shops'],
  },
  {
    id: 105,
    name: 'Free Shipping Progress Bar',
    category: 'E-commerce',
    description:
      'Show shoppers how much more they need to spend to unlock free shipping, nudging bigger orders with a progress bar in the cart and header.',
    features: [
      'Live cart total tracking',
      'Custom threshold per region',
      'Cart and header placement',
      'Celebration message on unlock',
    ],
    rating: 4.7,
    thumbnail: '🚚',
    niches: ['E-commerce', 'Local Retail'],
  },
  {
    id: 106,
    name: 'AI Product Recommender',
    category: 'E-commerce',
    description:
      'AI suggests related and frequently bought-together products based on browsing and purchase history, lifting average order value.',
    features: [
      'Bought-together bundles',
      'Personalized homepage picks',
      'Cart upsell slots',
      'Revenue attribution report',
    ],
    rating: 4.7,
    thumbnail: '🔮',
    niches: ['E-commerce', 'Local Retail', 'Beauty & Spa Services', 'Coffee Shops'],
  },
  {
    id: 110,
    name: 'Recent Purchase Notifications',
    category: 'E-commerce',
    description:
      "Display subtle popups like 'Sarah from Austin just booked a facial' to show real activity and build trust with new shoppers.",
    features: [
      'Real orders and bookings',
      'Anonymized names option',
      'Timing and position control',
      'Mobile-friendly toasts',
    ],
    rating: 4.6,
    thumbnail: '🔔',
    niches: ['E-commerce', 'Beauty & Spa Services', 'Local Retail', 'Fitness & Wellness'],
  },
];
