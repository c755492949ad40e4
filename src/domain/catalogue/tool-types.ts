/** The thirteen business types the catalogue is organised around (spec section 3, "Category enumeration"). */
export const NICHE_CATEGORIES = [
  'Restaurants',
  'Medical Practices',
  'Real Estate',
  'Coaches & Consultants',
  'Fitness & Wellness',
  'Beauty & Spa Services',
  'Legal Services',
  'Hospitality & Travel',
  'Professional Services',
  'Local Retail',
  'Coffee Shops',
  'Home Service',
  'E-commerce',
] as const;
export type NicheCategory = (typeof NICHE_CATEGORIES)[number];

/** What a tool does, independent of who buys it. */
export const FUNCTION_CATEGORIES = [
  'AI Agents',
  'Social Media Tools',
  'Review Tools',
  'Chat Tools',
  'Lead Generation',
  'Engagement Tools',
  'Utility Tools',
  'Media Tools',
  'Gallery Tools',
  'Specialized Tools',
] as const;
export type FunctionCategory = (typeof FUNCTION_CATEGORIES)[number];

export type ToolCategory = NicheCategory | FunctionCategory;

export interface Tool {
  /** Stable catalogue id, from 1 with gaps. */
  id: number;
  name: string;
  category: ToolCategory;
  description: string;
  /** Short selling points; the directory card previews the first three. */
  features: readonly string[];
  /** 4.5 to 4.9 inclusive. */
  rating: number;
  /** A single emoji used as the card thumbnail. */
  thumbnail: string;
  /** Business types the tool is a good fit for, beyond its category. */
  niches?: readonly NicheCategory[];
  premium?: boolean;
}
