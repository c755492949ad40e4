import type { LucideIcon } from 'lucide-react';
import type { PremiumToolSlug } from '@/config/paths';

export interface PremiumToolFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** One premium tool page: the template renders every section from this. */
export interface PremiumToolPageContent {
  slug: PremiumToolSlug;
  title: string;
  /** Short label above the title, e.g. "AI Voice Receptionist". */
  badge: string;
  icon: string;
  /** One-sentence promise under the title; also the meta description. */
  tagline: string;
  challenge: string;
  solution: string;
  features: readonly [PremiumToolFeature, PremiumToolFeature, PremiumToolFeature, PremiumToolFeature];
  benefits: readonly [string, string, string, string, string, string];
}
