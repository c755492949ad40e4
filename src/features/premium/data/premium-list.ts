import type { FeatureCardItem } from '@/components/ui/feature-card';
import { toolDestination } from '@/domain/catalogue/premium-pages';
import type { NicheCategory } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';

/** A card on /premium-tools (spec section 3, "Premium list item"). */
export interface PremiumListItem {
  id: number;
  name: string;
  description: string;
  thumbnail: string;
  route: string;
  niches: readonly NicheCategory[];
}

/** Read from the catalogue, so a tool flagged premium there appears here with no second list to keep in step. */
export const PREMIUM_LIST: readonly PremiumListItem[] = TOOLS.filter((tool) => tool.premium).map((tool) => ({
  id: tool.id,
  name: tool.name,
  description: tool.description,
  thumbnail: tool.thumbnail,
  route: toolDestination(tool),
  niches: tool.niches ?? [],
}));

/** The why-choose section: the three points the spec names. */
export const WHY_PREMIUM: readonly FeatureCardItem[] = [
  {
    icon: '🧠',
    title: 'Advanced AI, set up for you',
    description:
      'Each tool runs on current voice and language models, trained on your services, prices and hours by our team. Implementation and training are included.',
  },
  {
    icon: '💰',
    title: 'Pays for itself within 30 days',
    description:
      'One extra booked appointment, table or job a week typically covers the monthly fee. Most owners see the return in the first 30 days.',
  },
  {
    icon: '🏆',
    title: 'A real competitive advantage',
    description:
      'Answer every call, spot what competitors are running and climb the local map while other businesses in your area are still sending callers to voicemail.',
  },
];
