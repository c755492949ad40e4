import { PREMIUM_TOOL_SLUGS, type PremiumToolSlug } from '@/config/paths';
import { AI_FACEBOOK_ADS_SPY, LOCAL_MAP_SEO } from './premium-tool-pages-marketing';
import type { PremiumToolPageContent } from './premium-tool-page-types';
import {
  RESTAURANT_RESERVATION_AI,
  VOICE_AGENT_AI,
  VOICE_APPOINTMENT_BOOKING,
} from './premium-tool-pages-voice';

/** The five premium tool pages, one entry each; the template in premium-tool-page.tsx renders them. */
export const PREMIUM_TOOL_PAGES: Readonly<Record<PremiumToolSlug, PremiumToolPageContent>> = {
  'voice-agent-ai': VOICE_AGENT_AI,
  'voice-appointment-booking': VOICE_APPOINTMENT_BOOKING,
  'restaurant-reservation-ai': RESTAURANT_RESERVATION_AI,
  'ai-facebook-ads-spy': AI_FACEBOOK_ADS_SPY,
  'local-map-seo': LOCAL_MAP_SEO,
};

/** The page for a URL slug, or undefined for a slug with no page (the route then shows not-found). */
export function getPremiumToolPage(slug: string | undefined): PremiumToolPageContent | undefined {
  return (PREMIUM_TOOL_SLUGS as readonly string[]).includes(slug ?? '')
    ? PREMIUM_TOOL_PAGES[slug as PremiumToolSlug]
    : undefined;
}
