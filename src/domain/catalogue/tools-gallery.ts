import type { Tool } from './tool-types';

/** Photo galleries, portfolios and showcases. */
export const GALLERY_TOOLS: readonly Tool[] = [
  {
    id: 92,
    name: 'Image Gallery Pro',
    category: 'Gallery Tools',
    description:
      'Build fast, responsive photo galleries with albums, lightbox zoom and captions to show off dishes, rooms, projects or treatments.',
    features: [
      'Albums and filters',
      'Lightbox with zoom',
      'Lazy-loaded images',
      'Grid, masonry and justified layouts',
    ],
    rating: 4.8,
    thumbnail: '📷',
    niches: ['Restaurants', 'Hospitality & Travel', 'Beauty & Spa Services', 'Home Service', 'Real Estate'],
  },
  {
    id: 93,
    name: 'Portfolio Showcase',
    category: 'Gallery Tools',
    description:
      'Present past projects with filters by service, project stories and photo sets, so prospects see the quality of your work before they call.',
    features: [
      'Filter by service or category',
      'Project case pages',
      'Client quote per project',
      'Inquiry button',
    ],
    rating: 4.7,
    thumbnail: '🎨',
    niches: ['Home Service', 'Professional Services', 'Beauty & Spa Services', 'Coaches & Consultants'],
  },
  {
    id: 99,
    name: 'Logo Showcase Wall',
    category: 'Gallery Tools',
    description:
      'Display logos of clients, partners, insurers and press mentions in a scrolling strip or grid to borrow credibility from known brands.',
    features: [
      'Scrolling marquee or grid',
      'Grayscale-to-color hover',
      'Links to partner sites',
      "'As seen in' press mode",
    ],
    rating: 4.6,
    thumbnail: '🏢',
    niches: ['Professional Services', 'Legal Services', 'Medical Practices', 'Coaches & Consultants'],
  },
  {
    id: 100,
    name: 'Team Showcase Pro',
    category: 'Gallery Tools',
    description:
      'Introduce your staff with photos, roles, bios, specialties and booking links, helping clients choose the right stylist, coach, doctor or attorney.',
    features: [
      'Photo cards with bios',
      'Specialty and credential tags',
      'Per-person booking links',
      'Grid, carousel and list layouts',
    ],
    rating: 4.8,
    thumbnail: '👥',
    niches: [
      'Medical Practices',
      'Legal Services',
      'Beauty & Spa Services',
      'Fitness & Wellness',
      'Real Estate',
    ],
  },
  {
    id: 101,
    name: 'Before & After Slider',
    category: 'Gallery Tools',
    description:
      'Drag-to-compare before and after photos for makeovers, renovations, cleaning jobs and dental or cosmetic results.',
    features: [
      'Drag handle comparison',
      'Horizontal and vertical modes',
      'Labels and captions',
      'Gallery of multiple pairs',
    ],
    rating: 4.9,
    thumbnail: '🪞',
    niches: [
      'Beauty & Spa Services',
      'Home Service',
      'Medical Practices',
      'Fitness & Wellness',
      'Real Estate',
    ],
  },
  {
    id: 103,
    name: 'Virtual Tour Viewer',
    category: 'Gallery Tools',
    description:
      'Embed 360° photos and Matterport tours so guests and buyers can walk through rooms, venues and homes before they visit.',
    features: [
      '360° photo and Matterport support',
      'Hotspots with info',
      'Full-screen and VR mode',
      'Floor plan navigation',
    ],
    rating: 4.8,
    thumbnail: '🥽',
    niches: ['Real Estate', 'Hospitality & Travel', 'Fitness & Wellness', 'Restaurants'],
  },
];
