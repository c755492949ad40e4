import {
  ChartColumn,
  FileChartColumn,
  Link2,
  MapPin,
  Radar,
  Sparkles,
  Store,
  TrendingUp,
} from 'lucide-react';
import type { PremiumToolPageContent } from './premium-tool-page-types';

export const AI_FACEBOOK_ADS_SPY: PremiumToolPageContent = {
  slug: 'ai-facebook-ads-spy',
  title: 'AI Facebook Ads Spy Tool',
  badge: 'Competitor Ad Intelligence',
  icon: '🔎',
  tagline:
    'See the Facebook and Instagram ads your local competitors are running, learn which ones work, and launch campaigns built for 300% ROAS.',
  challenge:
    'Guessing what to advertise is expensive. Most small businesses test ads with their own budget, one costly experiment at a time, while competitors in the same town have already found the offers and creatives that convert.',
  solution:
    'The Ads Spy Tool watches the public ad library for the competitors you choose, highlights the ads that have run longest (a strong sign they are profitable), breaks down their offers and hooks, and has AI draft ad angles and copy tailored to your business.',
  features: [
    {
      icon: Radar,
      title: 'Track competitor ads',
      description: 'Follow any Facebook page or keyword and see every active ad in one feed.',
    },
    {
      icon: TrendingUp,
      title: 'Winning ads highlighted',
      description: 'Ads that keep running for weeks are flagged, because advertisers do not pay for losers.',
    },
    {
      icon: Sparkles,
      title: 'AI ad angles and copy',
      description: 'Fresh headlines, hooks and offers written for your business, ready to test.',
    },
    {
      icon: FileChartColumn,
      title: 'Weekly competitor reports',
      description: 'New launches, changed offers and trends in your market, in a five-minute read.',
    },
  ],
  benefits: [
    'Campaigns built to reach 300% ROAS',
    'Skip months of trial-and-error ad spend',
    'Know when a competitor launches a new offer',
    'Ready-to-use copy and creative ideas every week',
    'Spot gaps in your local market that others ignore',
    'Implementation and training included, at one flat monthly price',
  ],
};

export const LOCAL_MAP_SEO: PremiumToolPageContent = {
  slug: 'local-map-seo',
  title: 'Local Map SEO Rank Increaser Tool',
  badge: 'Local SEO',
  icon: '📈',
  tagline:
    'Climb into the Google Maps 3-pack with AI-guided local SEO, for up to 400% more local visibility where nearby customers are searching.',
  challenge:
    'When customers search "near me", most clicks go to the three businesses in the map pack. If your Business Profile sits below them you are invisible to nearby customers who are ready to buy, even when you are only a few streets away.',
  solution:
    'The Map SEO tool tracks your ranking across a grid of nearby neighborhoods, shows exactly where you drop off, and works through a prioritized plan: optimizing your Google Business Profile, fixing inconsistent citations and prompting fresh reviews and posts.',
  features: [
    {
      icon: MapPin,
      title: 'Geo-grid rank tracking',
      description: 'Your Maps position street by street across your service area, not a single average.',
    },
    {
      icon: Store,
      title: 'Business Profile optimization',
      description: 'Categories, services, photos and posts tuned for the searches that matter to you.',
    },
    {
      icon: Link2,
      title: 'Citation and NAP cleanup',
      description: 'Consistent name, address and phone across the directories Google trusts.',
    },
    {
      icon: ChartColumn,
      title: 'Competitor rank comparison',
      description: 'See who outranks you, where, and what their profiles do differently.',
    },
  ],
  benefits: [
    'Up to 400% more local visibility in Maps and search',
    'More calls, direction requests and website visits',
    'Rankings tracked street by street across your area',
    'Consistent business details across every directory',
    'Monthly progress reports in plain English',
    'Implementation and training included, at one flat monthly price',
  ],
};
