import { paths, pricingForToolUrl, type PremiumToolSlug } from '@/config/paths';
import type { Tool } from './tool-types';

/** The premium tools that have their own page, by catalogue name. */
export const PREMIUM_TOOL_SLUG_BY_NAME: Readonly<Record<string, PremiumToolSlug>> = {
  'Voice Agent AI': 'voice-agent-ai',
  'Voice Appointment Booking Agent': 'voice-appointment-booking',
  'Restaurant Reservation AI': 'restaurant-reservation-ai',
  'AI Facebook Ads Spy Tool': 'ai-facebook-ads-spy',
  'Local Map SEO Rank Increaser Tool': 'local-map-seo',
};

/**
 * Where a tool's call to action leads: its premium page, the premium list, or pricing naming the tool
 * (`/pricing?tool=14`, which says which plans include it).
 */
export function toolDestination(tool: Pick<Tool, 'id' | 'name' | 'premium'>): string {
  if (!tool.premium) return pricingForToolUrl(tool.id);
  const slug = PREMIUM_TOOL_SLUG_BY_NAME[tool.name];
  return slug ? paths.premiumTool(slug) : paths.premiumTools;
}
