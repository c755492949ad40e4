import { paths } from '@/config/paths';

export const NAV_LINKS = [
  { to: paths.tools, label: 'Tools' },
  { to: paths.customBuilder, label: 'Custom Builder' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.about, label: 'About' },
] as const;
