import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SAMPLE_SITES } from '../src/domain/site-check-samples.ts';

describe('the demo sample sites', () => {
  it('name exactly the homepages the demo backend serves', () => {
    const files = readdirSync(new URL('../supabase/functions/site-check/samples', import.meta.url)).filter((name) => name.endsWith('.html'));
    expect([...DEMO_SAMPLE_SITES].sort()).toEqual(files.map((name) => name.slice(0, -'.html'.length)).sort());
  });
});
