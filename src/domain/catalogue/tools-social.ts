import type { Tool } from './tool-types';

/** Social media feed, sharing and posting tools. */
export const SOCIAL_MEDIA_TOOLS: readonly Tool[] = [
  {
    id: 7,
    name: 'Instagram Feed Display',
    category: 'Social Media Tools',
    description:
      'Embed your latest Instagram posts and reels in a clean grid or carousel that refreshes on its own, so your website always shows fresh photos.',
    features: [
      'Grid, carousel and masonry layouts',
      'Auto-refresh from your account',
      'Shoppable post links',
      'Hashtag and tagged-post feeds',
    ],
    rating: 4.8,
    thumbnail: '📸',
    niches: ['Restaurants', 'Beauty & Spa Services', 'Coffee Shops', 'Fitness & Wellness', 'Local Retail'],
  },
  {
    id: 8,
    name: 'Facebook Page Feed',
    category: 'Social Media Tools',
    description:
      'Show your Facebook Page posts, photos and upcoming events on your website, giving visitors a live look at what is happening at your business this week.',
    features: [
      'Posts, photos and events tabs',
      'Like and share buttons',
      'Matches your brand colors',
      'Lazy loading for fast pages',
    ],
    rating: 4.6,
    thumbnail: '👍',
    niches: ['Restaurants', 'Local Retail', 'Home Service', 'Coffee Shops'],
  },
  {
    id: 9,
    name: 'TikTok Video Feed',
    category: 'Social Media Tools',
    description:
      'Bring your TikTok videos onto your homepage in a swipeable player so visitors see your behind-the-scenes clips, tutorials and trends without leaving your site.',
    features: [
      'Swipeable vertical player',
      'Muted autoplay previews',
      'View and like counts',
      'Hashtag feeds',
    ],
    rating: 4.7,
    thumbnail: '🎵',
    niches: ['Beauty & Spa Services', 'Fitness & Wellness', 'Restaurants', 'E-commerce'],
  },
  {
    id: 10,
    name: 'YouTube Channel Gallery',
    category: 'Social Media Tools',
    description:
      'Turn your YouTube channel into an organized video gallery with playlists, search and an inline player, ideal for tutorials, property tours and client education.',
    features: ['Playlist tabs', 'Inline and lightbox player', 'Video search', 'Subscribe button'],
    rating: 4.7,
    thumbnail: '📺',
    niches: ['Real Estate', 'Coaches & Consultants', 'Fitness & Wellness', 'Home Service'],
  },
  {
    id: 11,
    name: 'X (Twitter) Feed Widget',
    category: 'Social Media Tools',
    description:
      'Display your latest posts from X, or a live hashtag stream, to show timely updates, announcements and replies right on your website.',
    features: [
      'Profile, list and hashtag feeds',
      'Light and dark themes',
      'Media previews',
      'Moderation filters',
    ],
    rating: 4.5,
    thumbnail: '🐦',
    niches: ['Professional Services', 'Legal Services', 'Coaches & Consultants'],
  },
  {
    id: 12,
    name: 'Pinterest Board Display',
    category: 'Social Media Tools',
    description:
      'Embed your Pinterest boards and pins to showcase styling ideas, recipes, décor and product inspiration that visitors can save with one click.',
    features: [
      'Board and profile embeds',
      'Save-to-Pinterest buttons',
      'Masonry layout',
      'Pin descriptions on hover',
    ],
    rating: 4.6,
    thumbnail: '📌',
    niches: ['Beauty & Spa Services', 'Local Retail', 'E-commerce', 'Home Service'],
  },
  {
    id: 13,
    name: 'LinkedIn Company Feed',
    category: 'Social Media Tools',
    description:
      "Show your company's LinkedIn updates, awards and hiring news on your site to build credibility with B2B clients and recruits.",
    features: [
      'Company page posts',
      'Employee spotlight posts',
      'Follow button',
      'Clean professional styling',
    ],
    rating: 4.6,
    thumbnail: '💼',
    niches: ['Professional Services', 'Legal Services', 'Coaches & Consultants', 'Real Estate'],
  },
  {
    id: 67,
    name: 'Social Feed Aggregator',
    category: 'Social Media Tools',
    description:
      'Combine Instagram, Facebook, TikTok, YouTube and X posts into one moderated social wall, so your site shows all your channels in a single stream.',
    features: [
      '10+ networks in one feed',
      'Manual and keyword moderation',
      'Wall, grid and slider layouts',
      'Event and TV display mode',
    ],
    rating: 4.8,
    thumbnail: '🌐',
    niches: ['Restaurants', 'Hospitality & Travel', 'Local Retail', 'E-commerce', 'Coffee Shops'],
  },
  {
    id: 68,
    name: 'Tumblr Blog Display',
    category: 'Social Media Tools',
    description:
      'Pull your Tumblr posts onto your website in a tidy blog-style layout, keeping photo, text and quote posts in sync automatically.',
    features: [
      'Photo, text and quote post support',
      'Tag filtering',
      'Infinite scroll',
      'Reblog and like links',
    ],
    rating: 4.5,
    thumbnail: '📝',
    niches: ['Coaches & Consultants', 'Local Retail'],
  },
  {
    id: 69,
    name: 'Social Share Buttons',
    category: 'Social Media Tools',
    description:
      'Add share buttons for Facebook, WhatsApp, X, LinkedIn and Pinterest to your pages and offers so happy customers spread the word for you.',
    features: ['Floating or inline bar', 'Share counts', 'Click-to-copy link', 'Mobile share sheet support'],
    rating: 4.6,
    thumbnail: '📤',
    niches: ['E-commerce', 'Restaurants', 'Local Retail', 'Hospitality & Travel'],
  },
  {
    id: 70,
    name: 'AI Social Post Generator',
    category: 'Social Media Tools',
    description:
      'AI writes ready-to-post captions, hashtags and weekly content ideas for Instagram and Facebook based on your business, offers and local events.',
    features: [
      'Captions in your brand voice',
      'Local hashtag suggestions',
      'Weekly content calendar',
      'One-click copy to each network',
    ],
    rating: 4.7,
    thumbnail: '✨',
    niches: ['Restaurants', 'Beauty & Spa Services', 'Fitness & Wellness', 'Coffee Shops', 'Local Retail'],
  },
];
