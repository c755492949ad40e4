export const WHY_CHOOSE = [
  {
    icon: 'Target',
    title: 'Niche-Specific Tools',
    body: 'Every tool is picked for your type of business, from restaurant menus to patient reminders, so you skip the generic clutter.',
  },
  {
    icon: 'Zap',
    title: 'Easy Automation',
    body: 'AI and automation that runs in the background: follow-ups, review requests and bookings happen while you work.',
  },
  {
    icon: 'MapPin',
    title: 'Local Focus',
    body: 'Built to win the customers around you: local search, maps, reviews and click-to-call that bring people through the door.',
  },
] as const;
