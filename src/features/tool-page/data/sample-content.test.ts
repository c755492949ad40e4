// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NICHE_SLUGS } from '@/config/paths';
import { isNicheSlug, NICHE_SAMPLES } from './sample-content';

describe('niche sample content', () => {
  it('has exactly one entry per niche, each a different business', () => {
    expect(Object.keys(NICHE_SAMPLES).sort()).toEqual([...NICHE_SLUGS].sort());
    const businesses = NICHE_SLUGS.map((slug) => NICHE_SAMPLES[slug].business);
    expect(new Set(businesses).size).toBe(NICHE_SLUGS.length);
  });

  it('keeps list entries distinct, since previews key on them', () => {
    for (const slug of NICHE_SLUGS) {
      const sample = NICHE_SAMPLES[slug];
      for (const list of [
        sample.items.map((item) => item.name),
        sample.posts,
        sample.locations.map((l) => l.name),
        sample.questions.map((q) => q.question),
        sample.stats.map((s) => s.label),
      ]) {
        expect(new Set(list).size, slug).toBe(list.length);
      }
    }
  });

  it('recognises niche slugs', () => {
    expect(isNicheSlug('restaurants')).toBe(true);
    expect(isNicheSlug('Restaurants')).toBe(false);
    expect(isNicheSlug(undefined)).toBe(false);
  });
});
