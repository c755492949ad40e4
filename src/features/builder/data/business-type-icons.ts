import {
  Briefcase,
  Building2,
  Coffee,
  Dumbbell,
  Home,
  Hotel,
  Scale,
  Scissors,
  ShoppingCart,
  Stethoscope,
  Store,
  Target,
  UtensilsCrossed,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { BUSINESS_TYPES } from '@/lib/leads/lead-options';

/** lead-options names each type's icon; this resolves the name to the lucide component. */
export const BUSINESS_TYPE_ICONS = {
  Scissors,
  Home,
  Stethoscope,
  Coffee,
  Dumbbell,
  UtensilsCrossed,
  ShoppingCart,
  Wrench,
  Target,
  Scale,
  Hotel,
  Briefcase,
  Store,
  Building2,
} satisfies Record<(typeof BUSINESS_TYPES)[number]['icon'], LucideIcon>;
