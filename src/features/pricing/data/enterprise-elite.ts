import type { LucideIcon } from 'lucide-react';
import { Code2, Headphones, Infinity as InfinityIcon } from 'lucide-react';

/** "Investment & Value": what $10,000 a month replaces, so the number has a frame of reference. */
export const ELITE_VALUE_POINTS: readonly { title: string; text: string }[] = [
  {
    title: 'A full marketing team for less than one hire',
    text: 'A strategist, a developer, an AI specialist and a success manager working on your growth every month.',
  },
  {
    title: 'Custom software without agency invoices',
    text: 'Five custom tool builds a month and full web apps, included instead of quoted one project at a time.',
  },
  {
    title: 'Results you can measure',
    text: 'Quarterly growth reviews tie every build to leads, bookings and revenue, so you always know your return.',
  },
];

export type IncludedGroup = { title: string; icon: LucideIcon; items: readonly string[] };

/** "What's Included", in three groups. */
export const ELITE_INCLUDED: readonly IncludedGroup[] = [
  {
    title: 'Unlimited Tools',
    icon: InfinityIcon,
    items: [
      'Unlimited ready-made tools across every location',
      'Unlimited premium AI tools, implemented and trained for you',
      'Early access to experimental tools before public release',
      'White-label options and API access',
    ],
  },
  {
    title: 'Custom Development',
    icon: Code2,
    items: [
      '5 custom tool builds every month, guaranteed',
      'Web app development: portals, booking systems, dashboards',
      'Integrations with your POS, CRM and booking software',
      'Hosting, maintenance and updates included',
    ],
  },
  {
    title: 'Dedicated Partnership',
    icon: Headphones,
    items: [
      'A dedicated success manager who knows your business',
      'Priority support with responses in under 1 hour',
      'Monthly strategy calls and quarterly growth reviews',
      'Custom training for you and your team',
    ],
  },
];
