import type { FunctionCategory, NicheCategory } from '@/domain/catalogue/tool-types';
import type { BusinessType, ChallengeId, GoalId } from '@/lib/leads/lead-options';

/*
 * The toolkit's rules as data: which catalogue tools serve which answer. Rules name catalogue categories
 * and keywords found in tool names and feature lists, never individual tools, so a tool added to the
 * catalogue joins the kits it fits without touching this file.
 */

/** How a builder answer maps onto the catalogue: its niche (none for "Other") and how we name the visitor. */
export interface BusinessRule {
  niche: NicheCategory | null;
  /** Plural, lower case: "Built for salons and spas like yours". */
  audience: string;
}

export const BUSINESS_RULES: Readonly<Record<BusinessType, BusinessRule>> = {
  salon: { niche: 'Beauty & Spa Services', audience: 'salons and spas' },
  realestate: { niche: 'Real Estate', audience: 'real estate agents' },
  medical: { niche: 'Medical Practices', audience: 'medical practices' },
  coffee: { niche: 'Coffee Shops', audience: 'coffee shops' },
  fitness: { niche: 'Fitness & Wellness', audience: 'personal trainers' },
  restaurant: { niche: 'Restaurants', audience: 'restaurants' },
  ecommerce: { niche: 'E-commerce', audience: 'online shops' },
  homeservice: { niche: 'Home Service', audience: 'home service businesses' },
  coaching: { niche: 'Coaches & Consultants', audience: 'coaches and consultants' },
  legal: { niche: 'Legal Services', audience: 'law firms' },
  hospitality: { niche: 'Hospitality & Travel', audience: 'hotels and travel businesses' },
  professional: { niche: 'Professional Services', audience: 'professional service firms' },
  retail: { niche: 'Local Retail', audience: 'local shops' },
  other: { niche: null, audience: 'local businesses' },
};

/**
 * What serves one need (a goal or a challenge). A tool's strength for the need adds up: its category is
 * listed (2), it is an AI tool by the directory's own AI filter where `aiTools` is set (2), a keyword is in
 * its name (2), a keyword is in one of its features (1). Zero: the tool does not serve the need; 2 or more:
 * it clearly serves it (a passing mention in one feature is not enough to count it as covered).
 */
export interface NeedRule {
  /** Completes "You ..." in a pick's reason, in the visitor's own terms. */
  phrase: string;
  categories?: readonly FunctionCategory[];
  keywords?: RegExp;
  aiTools?: boolean;
}

export const GOAL_RULES: Readonly<Record<GoalId, NeedRule>> = {
  leads: {
    phrase: 'want more leads',
    categories: ['Lead Generation'],
    keywords: /\blead|quote|inquir|enquir|contact form|email list/i,
  },
  bookings: {
    phrase: 'want more bookings and appointments',
    // \bbook keeps "Facebook" and "Flipbook" out.
    keywords: /\bbook|reserv|appointment|rsvp|showing/i,
  },
  retention: {
    phrase: 'want customers to keep coming back',
    keywords: /loyal|reward|stamp|birthday|referral|\bvip|client login|mailchimp/i,
  },
  reviews: {
    phrase: 'want more positive reviews',
    categories: ['Review Tools'],
    // \breview keeps "previews" out.
    keywords: /\breview|testimonial/i,
  },
  social: {
    phrase: 'want a stronger social media presence',
    categories: ['Social Media Tools'],
    keywords: /social|hashtag|\bshare/i,
  },
  automation: {
    phrase: 'want repetitive tasks automated',
    aiTools: true,
    keywords: /automat|auto-reply|auto-refresh|instant|24\/7/i,
  },
};

export const CHALLENGE_RULES: Readonly<Record<ChallengeId, NeedRule>> = {
  time: {
    phrase: 'are short on time for marketing',
    aiTools: true,
    keywords: /automat|auto-reply|auto-refresh|syncs|24\/7|update from your phone/i,
  },
  knowledge: {
    phrase: 'want marketing that needs no expertise',
    // The AI tools write and answer for the owner; templates and suggestions bring the know-how.
    aiTools: true,
    keywords: /template|brand voice|suggest|outline/i,
  },
  budget: {
    phrase: 'are working to a tight marketing budget',
    keywords: /referral|review invite|email list|mailchimp|capture|coupon|discount/i,
  },
  tracking: {
    phrase: "can't yet see what works",
    keywords:
      /analytic|click tracking|conversion tracking|request tracking|usage tracking|redemption tracking|download tracking|attribution|results dashboard|insights|report/i,
  },
  consistency: {
    phrase: 'want marketing that keeps going steadily',
    keywords: /schedul|calendar|weekly|recurring|automated|auto-refresh|evergreen|rotating/i,
  },
  competition: {
    phrase: 'face strong local competition',
    keywords:
      /google business|google review|directions|schema|search result|search-friendly|\bseo\b|competitor|local keyword|rating badge|trustscore/i,
  },
};

/**
 * No website: the kit opens with tools that are a web page of their own (a link-in-bio page, a landing
 * page), live without a site. The spec's builder promises website-building recommendations for a blank URL.
 */
export const WEBSITE_STARTER: { keywords: RegExp; reason: string; maxPicks: number } = {
  keywords: /link-in-bio page|page templates|landing page/i,
  reason: "You don't have a website yet: this gives you a page of your own to start from",
  maxPicks: 2,
};

/**
 * The visitor's own picks (the shortlist sent with the lead) lead the kit, marked with the badge; the rules
 * then add up to KIT_SIZE.max tools of their own for what the picks leave uncovered.
 */
export const OWN_PICK = { reason: 'You shortlisted it', badge: 'Your pick' } as const;

/** The size of the rules' own choice; the whole kit, own picks included, has at least `min` tools. */
export const KIT_SIZE = { min: 5, max: 8 } as const;
