import type { Tool } from './tool-types';

/** Audio, video, documents and sliders. */
export const MEDIA_TOOLS: readonly Tool[] = [
  {
    id: 81,
    name: 'Audio Player Pro',
    category: 'Media Tools',
    description:
      'Play audio clips, guided meditations, sermons or sample tracks with a sleek player that supports playlists and downloads.',
    features: ['Playlists and chapters', 'Optional downloads', 'Playback speed control', 'Waveform display'],
    rating: 4.6,
    thumbnail: '🎧',
    niches: ['Fitness & Wellness', 'Coaches & Consultants', 'Beauty & Spa Services'],
  },
  {
    id: 82,
    name: 'Video Player Suite',
    category: 'Media Tools',
    description:
      'A fast, ad-free video player for your own videos with custom branding, chapters and call-to-action buttons at the end of each video.',
    features: [
      'Ad-free branded player',
      'Chapters and captions',
      'End-screen call to action',
      'Lazy loading for speed',
    ],
    rating: 4.7,
    thumbnail: '🎬',
    niches: ['Coaches & Consultants', 'Real Estate', 'Fitness & Wellness', 'Hospitality & Travel'],
  },
  {
    id: 83,
    name: 'Vimeo Gallery Pro',
    category: 'Media Tools',
    description:
      'Showcase your Vimeo videos and showreels in a polished grid with lightbox playback, ideal for venues, studios and creative firms.',
    features: [
      'Showcase and album imports',
      'Lightbox playback',
      'Privacy-respecting embeds',
      'Responsive grid',
    ],
    rating: 4.6,
    thumbnail: '🎞️',
    niches: ['Hospitality & Travel', 'Professional Services', 'Real Estate'],
  },
  {
    id: 84,
    name: 'Podcast Player Pro',
    category: 'Media Tools',
    description:
      'Embed your podcast with episode lists, show notes and subscribe links for Apple Podcasts and Spotify, turning listeners into clients.',
    features: [
      'Episode list and search',
      'Show notes and transcripts',
      'Subscribe buttons',
      'Works with any RSS feed',
    ],
    rating: 4.6,
    thumbnail: '🎙️',
    niches: ['Coaches & Consultants', 'Professional Services', 'Legal Services', 'Real Estate'],
  },
  {
    id: 85,
    name: 'Background Music Player',
    category: 'Media Tools',
    description:
      'Set the mood with optional background music, with a visible play/pause control and no autoplay surprises for visitors.',
    features: [
      'Visitor-controlled play/pause',
      'Looping playlists',
      'Volume memory',
      'Mobile-friendly controls',
    ],
    rating: 4.5,
    thumbnail: '🎶',
    niches: ['Beauty & Spa Services', 'Hospitality & Travel', 'Coffee Shops', 'Restaurants'],
  },
  {
    id: 86,
    name: 'Live Radio Stream Player',
    category: 'Media Tools',
    description:
      'Stream a live radio station or in-store music channel on your website with now-playing song info and a one-tap listen button.',
    features: [
      'Icecast and Shoutcast support',
      'Now-playing metadata',
      'Sticky mini player',
      'Listener count',
    ],
    rating: 4.5,
    thumbnail: '📻',
    niches: ['Local Retail', 'Coffee Shops', 'Hospitality & Travel'],
  },
  {
    id: 87,
    name: 'PDF Embed Viewer',
    category: 'Media Tools',
    description:
      'Display menus, price lists, brochures and forms as readable PDFs inside your page, with zoom, search and an optional download.',
    features: ['In-page PDF viewing', 'Zoom and text search', 'Download toggle', 'Mobile pinch-zoom'],
    rating: 4.7,
    thumbnail: '📄',
    niches: ['Restaurants', 'Legal Services', 'Medical Practices', 'Professional Services', 'Real Estate'],
  },
  {
    id: 89,
    name: 'PDF Flipbook Viewer',
    category: 'Media Tools',
    description:
      'Turn catalogs, lookbooks, menus and property brochures into page-flipping digital flipbooks that feel like a printed magazine.',
    features: ['Realistic page-flip effect', 'Table of contents', 'Shareable page links', 'Full-screen mode'],
    rating: 4.7,
    thumbnail: '📖',
    niches: ['Local Retail', 'Real Estate', 'Hospitality & Travel', 'E-commerce', 'Restaurants'],
  },
  {
    id: 91,
    name: 'Content Slider Pro',
    category: 'Media Tools',
    description:
      'Create sliders for promotions, services and seasonal offers with text, buttons and images that rotate across your homepage.',
    features: [
      'Image, text and button slides',
      'Autoplay and swipe',
      'Scheduled slides',
      'Fade and Ken Burns effects',
    ],
    rating: 4.6,
    thumbnail: '🖼️',
    niches: ['Hospitality & Travel', 'Restaurants', 'Local Retail', 'Beauty & Spa Services'],
  },
];
