import type { NicheSlug } from '@/config/paths';
import type { NicheCategory } from './tool-types';

export interface Niche {
  slug: NicheSlug;
  /** The catalogue category this niche filters on. */
  category: NicheCategory;
  /** Short name for cards and buttons. */
  label: string;
  icon: string;
  /** Shown among the home page's twelve niche cards. */
  onHome: boolean;
}

/** The thirteen business types with a landing page (spec section 2, "/tools/{niche}"). */
export const NICHES: readonly Niche[] = [
  { slug: 'restaurants', category: 'Restaurants', label: 'Restaurants', icon: '🍽️', onHome: true },
  { slug: 'medical-practices', category: 'Medical Practices', label: 'Medical Practices', icon: '🩺', onHome: true },
  { slug: 'real-estate', category: 'Real Estate', label: 'Real Estate', icon: '🏡', onHome: true },
  { slug: 'coaches-consultants', category: 'Coaches & Consultants', label: 'Coaches & Consultants', icon: '🎯', onHome: true },
  { slug: 'fitness-wellness', category: 'Fitness & Wellness', label: 'Fitness & Wellness', icon: '🏋️', onHome: true },
  { slug: 'beauty-spa', category: 'Beauty & Spa Services', label: 'Beauty & Spa', icon: '💅', onHome: true },
  { slug: 'legal-services', category: 'Legal Services', label: 'Legal Services', icon: '⚖️', onHome: true },
  // The home grid shows twelve cards; hospitality is reached from the directory and its own page.
  { slug: 'hospitality-travel', category: 'Hospitality & Travel', label: 'Hospitality & Travel', icon: '🏨', onHome: false },
  { slug: 'professional-services', category: 'Professional Services', label: 'Professional Services', icon: '💼', onHome: true },
  { slug: 'local-retail', category: 'Local Retail', label: 'Local Retail', icon: '🛍️', onHome: true },
  { slug: 'coffee-shops', category: 'Coffee Shops', label: 'Coffee Shops', icon: '☕', onHome: true },
  { slug: 'home-service', category: 'Home Service', label: 'Home Services', icon: '🔧', onHome: true },
  { slug: 'ecommerce', category: 'E-commerce', label: 'E-commerce', icon: '🛒', onHome: true },
];

export const HOME_NICHES = NICHES.filter((niche) => niche.onHome);

export function findNiche(slug: string | undefined): Niche | undefined {
  return NICHES.find((niche) => niche.slug === slug);
}
