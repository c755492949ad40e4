import type { Tool, ToolCategory } from '@/features/catalogue/data/tool-types';

/** The kinds of live preview; one component each, shared by every tool of that kind. */
export const PREVIEW_KINDS = [
  'reviews',
  'chat',
  'booking',
  'social',
  'popup',
  'form',
  'gallery',
  'counter',
  'menu',
  'map',
  'media',
  'faq',
] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/*
 * A tool's name says most precisely what it shows on a website ("Store Locator", "Countdown Timer"), so
 * name rules come first, in order; a tool no rule matches falls back to its category. Rules are about what
 * the widget looks like, not what it is for: an AI review responder still shows reviews.
 */
const NAME_RULES: ReadonlyArray<readonly [RegExp, PreviewKind]> = [
  [/\bmap\b|locator|finder/i, 'map'],
  [/booking|appointment|scheduler|schedule|calendar|reservation/i, 'booking'],
  [/menu|price list|specials|room & rate|business hours|gift card/i, 'menu'],
  [/counter|countdown|progress bar|stamp card|loyalty|calculator|tracker/i, 'counter'],
  [/review|testimonial|rating/i, 'reviews'],
  [
    /chat|messenger|whatsapp|telegram|line business|text-us|text back|voice agent|knowledge|click-to-call/i,
    'chat',
  ],
  [
    /popup|discount|spin wheel|scratch|giveaway|notification|announcement|cookie|age verification|referral/i,
    'popup',
  ],
  [
    /form|intake|signup|upload|quiz|poll|download gate|lead capture|qualifier|bug report|comments|job board/i,
    'form',
  ],
  [/audio|podcast|music|radio|video player/i, 'media'],
  [/feed|post|blog|share|pinterest|tiktok|youtube|ads spy/i, 'social'],
  [/faq|search|translator|accessibility/i, 'faq'],
];

const CATEGORY_KIND: Record<ToolCategory, PreviewKind> = {
  Restaurants: 'menu',
  'Medical Practices': 'form',
  'Real Estate': 'gallery',
  'Coaches & Consultants': 'booking',
  'Fitness & Wellness': 'counter',
  'Beauty & Spa Services': 'booking',
  'Legal Services': 'form',
  'Hospitality & Travel': 'gallery',
  'Professional Services': 'form',
  'Local Retail': 'gallery',
  'Coffee Shops': 'counter',
  'Home Service': 'form',
  'E-commerce': 'gallery',
  'AI Agents': 'chat',
  'Social Media Tools': 'social',
  'Review Tools': 'reviews',
  'Chat Tools': 'chat',
  'Lead Generation': 'form',
  'Engagement Tools': 'popup',
  'Utility Tools': 'faq',
  'Media Tools': 'gallery',
  'Gallery Tools': 'gallery',
  'Specialized Tools': 'gallery',
};

/** Which live preview a tool's page shows. */
export function previewKind(tool: Pick<Tool, 'name' | 'category'>): PreviewKind {
  const rule = NAME_RULES.find(([pattern]) => pattern.test(tool.name));
  return rule ? rule[1] : CATEGORY_KIND[tool.category];
}
