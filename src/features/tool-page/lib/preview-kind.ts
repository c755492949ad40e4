import type { Tool, ToolCategory } from '@/domain/catalogue/tool-types';

/** The kinds of live preview; one component each, shared by every tool of that kind. */
export const PREVIEW_KINDS = [
  'reviews',
  'rating-badge',
  'review-request',
  'review-reply',
  'chat',
  'call-button',
  'booking',
  'timetable',
  'social',
  'share-buttons',
  'popup',
  'spin-wheel',
  'scratch-card',
  'banner',
  'social-proof',
  'cookie-consent',
  'age-gate',
  'form',
  'signup',
  'quiz',
  'poll',
  'gallery',
  'before-after',
  'slider',
  'team',
  'timeline',
  'document',
  'counter',
  'countdown',
  'stamp-card',
  'progress-bar',
  'calculator',
  'menu',
  'hours',
  'cart',
  'map',
  'media',
  'faq',
  'search',
  'translator',
  'accessibility',
  'weather',
  'qr-code',
  'links-hub',
  'back-to-top',
] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/*
 * A tool's name says most precisely what it shows on a website ("Store Locator", "Countdown Timer"), so
 * name rules come first, in order (the specific before the general: "Before & After Slider" before
 * "slider"); a tool no rule matches falls back to its category. Rules are about what the widget looks
 * like, not what it is for: a voice agent still answers in a conversation.
 */
const NAME_RULES: ReadonlyArray<readonly [RegExp, PreviewKind]> = [
  [/before & after/i, 'before-after'],
  [/spin wheel/i, 'spin-wheel'],
  [/scratch|discount code reveal|giveaway/i, 'scratch-card'],
  [/countdown/i, 'countdown'],
  [/business hours/i, 'hours'],
  [/stamp card|loyalty/i, 'stamp-card'],
  [/progress bar/i, 'progress-bar'],
  [/calculator/i, 'calculator'],
  [/cookie/i, 'cookie-consent'],
  [/age verification/i, 'age-gate'],
  [/notification bar|announcement/i, 'banner'],
  [/recent purchase|live visitor/i, 'social-proof'],
  [/timeline/i, 'timeline'],
  [/timetable|event calendar/i, 'timetable'],
  [/badge/i, 'rating-badge'],
  [/review request/i, 'review-request'],
  [/review response/i, 'review-reply'],
  [/share buttons/i, 'share-buttons'],
  [/click-to-call/i, 'call-button'],
  [/search bar/i, 'search'],
  [/translator/i, 'translator'],
  [/accessibility/i, 'accessibility'],
  [/weather/i, 'weather'],
  [/qr code/i, 'qr-code'],
  [/links hub/i, 'links-hub'],
  [/back to top/i, 'back-to-top'],
  [/pdf|file embed|document/i, 'document'],
  [/team/i, 'team'],
  [/slider|virtual tour/i, 'slider'],
  [/poll/i, 'poll'],
  [/quiz|qualifier|recommender/i, 'quiz'],
  [/subscription|birthday club|download gate/i, 'signup'],
  [/buy button|gift card|product showcase/i, 'cart'],
  [/\bmap\b|locator|finder/i, 'map'],
  [/booking|appointment|scheduler|reservation/i, 'booking'],
  [/menu|price list|specials|room & rate/i, 'menu'],
  [/counter|tracker/i, 'counter'],
  [/review|testimonial|rating/i, 'reviews'],
  [/chat|messenger|whatsapp|telegram|line business|text-us|text back|voice agent|knowledge/i, 'chat'],
  [/popup|referral/i, 'popup'],
  [/form|intake|upload|lead capture|bug report|comments|job board/i, 'form'],
  [/audio|podcast|music|radio|video player|vimeo/i, 'media'],
  [/feed|post|blog|pinterest|tiktok|youtube|ads spy/i, 'social'],
  [/faq/i, 'faq'],
  [/gallery|portfolio|logo|listing|showcase/i, 'gallery'],
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
  'Coffee Shops': 'stamp-card',
  'Home Service': 'form',
  'E-commerce': 'cart',
  'AI Agents': 'chat',
  'Social Media Tools': 'social',
  'Review Tools': 'reviews',
  'Chat Tools': 'chat',
  'Lead Generation': 'form',
  'Engagement Tools': 'popup',
  'Utility Tools': 'faq',
  'Media Tools': 'media',
  'Gallery Tools': 'gallery',
  'Specialized Tools': 'gallery',
};

/** The name rule a tool matches, if any; exported so a test can prove no catalogue tool needs the fallback. */
export function nameRuleKind(name: string): PreviewKind | undefined {
  return NAME_RULES.find(([pattern]) => pattern.test(name))?.[1];
}

/** Which live preview a tool's page shows. */
export function previewKind(tool: Pick<Tool, 'name' | 'category'>): PreviewKind {
  return nameRuleKind(tool.name) ?? CATEGORY_KIND[tool.category];
}
