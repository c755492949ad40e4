import type { FeatureCardItem } from '@/components/ui/feature-card';
import { Gauge, Globe, Palette, ShieldCheck } from 'lucide-react';
import { PREVIOUS_PROVIDER } from './provider';

export const WELCOME_CONTENT = {
  metaTitle: `Welcome, ${PREVIOUS_PROVIDER} Customers`,
  metaDescription: `${PREVIOUS_PROVIDER} customers get a free website with any LocalBoost marketing plan. See the plans and move over in minutes.`,
  eyebrow: `For ${PREVIOUS_PROVIDER} customers`,
  title: `Welcome, ${PREVIOUS_PROVIDER} Customers!`,
  subtitle: `${PREVIOUS_PROVIDER} is closing its doors, but your online presence doesn't have to. Choose any LocalBoost marketing plan and get your website free.`,
  offer: 'Free website with any marketing plan',
};

export const WELCOME_BENEFITS: readonly FeatureCardItem[] = [
  {
    title: 'A professional website',
    description: 'Designed for your business type and built to turn visitors into customers.',
    icon: Palette,
  },
  {
    title: 'We move your content',
    description: `Pages, photos and contact details come across from ${PREVIOUS_PROVIDER}. No copying and pasting.`,
    icon: Globe,
  },
  {
    title: 'Hosting and security',
    description: 'Fast hosting, an SSL certificate and your own domain, all included.',
    icon: ShieldCheck,
  },
  {
    title: 'Marketing tools built in',
    description: 'Booking, reviews, chat and more from our library of ready-made tools.',
    icon: Gauge,
  },
];

export const WELCOME_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Choose a marketing plan',
    text: 'Every plan includes your free website and a 14-day free trial.',
  },
  {
    title: 'Tell us about your business',
    text: 'Share your current site and goals in a short onboarding form.',
  },
  { title: 'Go live', text: 'We build and launch your new site, then help you set up your tools.' },
];
