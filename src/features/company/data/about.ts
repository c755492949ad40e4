import type { FeatureCardItem } from '@/components/ui/feature-card';
import { MapPin, Sparkles, Target, Users } from 'lucide-react';

/** Spec section 9 "Marketing claims". */
export const ABOUT_STATS: readonly { value: string; label: string }[] = [
  { value: '2,500+', label: 'Local businesses served' },
  { value: '150%', label: 'Average revenue increase' },
  { value: '45+', label: 'Ready-made tools' },
  { value: '99.9%', label: 'Uptime' },
];

export const OUR_STORY: readonly string[] = [
  'LocalBoost began in 2019 with a problem we kept hearing from friends who ran local businesses: the marketing software they were sold was built for national brands with full-time marketing teams. It was expensive, complicated, and mostly ignored the one thing that mattered to them: customers within a few miles of their front door.',
  'So we started building small, focused tools instead. A booking widget for a salon. A review showcase for a dental practice. A reservation reminder that cut no-shows for a neighborhood restaurant. Each one did a single job well and could be live in minutes.',
  'Today those tools power the websites of thousands of restaurants, clinics, studios, shops and service businesses across the country. We have added AI agents and custom builds along the way, but the idea is the same: marketing that works for local businesses, without the jargon.',
];

export const OUR_VALUES: readonly FeatureCardItem[] = [
  {
    title: 'Local-First Approach',
    description:
      'Every tool is designed around how local customers find, choose and come back to a business in their neighborhood.',
    icon: MapPin,
  },
  {
    title: 'Simplicity Matters',
    description:
      'If a tool needs a manual, we have not finished building it. Most go live in under five minutes.',
    icon: Sparkles,
  },
  {
    title: 'Community Driven',
    description:
      'Our roadmap comes from owners. The most requested features from our customers are the ones we build next.',
    icon: Users,
  },
  {
    title: 'Results Focused',
    description:
      'We measure success in bookings, leads and revenue for our customers, not in features shipped.',
    icon: Target,
  },
];

export type TeamMember = { name: string; role: string; bio: string };

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Jordan Ellis',
    role: 'Co-founder & CEO',
    bio: 'Grew up working in his family’s hardware store and spent a decade in growth marketing before starting LocalBoost.',
  },
  {
    name: 'Priya Raman',
    role: 'Co-founder & CTO',
    bio: 'Former platform engineer who leads the team building our tools and AI agents, with a focus on speed and reliability.',
  },
  {
    name: 'Marcus Chen',
    role: 'Head of Customer Success',
    bio: 'Ran two fitness studios of his own. Now makes sure every customer gets set up quickly and sees results.',
  },
];

export const OUR_MISSION =
  'To give every local business the marketing power of a national brand, with tools that are simple to use, honest about what they cost, and built to bring real customers through the door.';
