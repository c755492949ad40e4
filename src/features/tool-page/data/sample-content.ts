import { NICHE_SLUGS, type NicheSlug } from '@/config/paths';
import type { NicheSample, NicheSamples } from './sample-content-types';
import { SERVICE_SAMPLES } from './sample-content-services';
import { VENUE_SAMPLES } from './sample-content-venues';

/** Sample content for every niche; the type makes a missing niche a compile error. */
export const NICHE_SAMPLES: NicheSamples = { ...VENUE_SAMPLES, ...SERVICE_SAMPLES };

export function isNicheSlug(value: unknown): value is NicheSlug {
  return typeof value === 'string' && (NICHE_SLUGS as readonly string[]).includes(value);
}

export function nicheSample(slug: NicheSlug): NicheSample {
  return NICHE_SAMPLES[slug];
}
