import type { NicheSlug } from '@/config/paths';

/** Something the business sells or offers: a dish, a treatment, a listing, a service call. */
export interface SampleItem {
  name: string;
  /** Shown as written ("$14", "from $95"), so each niche can price its own way. */
  price: string;
  emoji: string;
}

export interface SampleReview {
  author: string;
  text: string;
  /** Whole stars, 4 or 5. */
  stars: 4 | 5;
}

export interface SampleQuestion {
  question: string;
  answer: string;
}

export interface SampleLocation {
  name: string;
  address: string;
  hours: string;
}

/**
 * Made-up content for one business type. Every preview kind draws from the same entry, so picking a niche
 * changes all of them at once and a new kind needs no new copy.
 */
export interface NicheSample {
  business: string;
  items: readonly [SampleItem, SampleItem, SampleItem, SampleItem];
  reviews: readonly [SampleReview, SampleReview, SampleReview];
  questions: readonly [SampleQuestion, SampleQuestion, SampleQuestion];
  offer: string;
  stats: readonly [
    { label: string; value: number },
    { label: string; value: number },
    { label: string; value: number },
  ];
  locations: readonly [SampleLocation, SampleLocation, SampleLocation];
  posts: readonly [string, string, string, string];
}

export type NicheSamples = Record<NicheSlug, NicheSample>;
