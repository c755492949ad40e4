import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDenoScript } from './support/deno-function';
import { SUPABASE_DIR } from './support/sql-files';

/**
 * The site check's analysis of a page (report.ts over html-page.ts) on real Deno, against pages built to
 * be expensive (issue 43, item 5): 300,000 nested elements (1.5 MB, under the size limit) never finished,
 * and past about 8,000 levels the report threw a RangeError that became a 500. They are refused as too
 * complex, quickly; real pages are still analysed.
 */
const ENTRY = join(SUPABASE_DIR, 'functions', 'site-check', 'testing', 'analyse-page.ts');
const analyse = async (shape: string, count: string) =>
  JSON.parse(await runDenoScript(ENTRY, [shape, count], 60_000)) as { score?: number; error?: string; htmlBytes: number; elapsedMs: number };

describe('the site check analysis, against expensive pages', () => {
  it.each([
    ['nested', '300000'],
    ['nested', '10000'],
    ['flat', '200000'],
  ])('refuses a %s page of %s elements as too complex, within a second', async (shape, count) => {
    const answer = await analyse(shape, count);
    expect(answer.htmlBytes).toBeLessThan(2 * 1024 * 1024);
    expect(answer.error).toBe('too_complex');
    expect(answer.elapsedMs).toBeLessThan(1000);
  }, 90_000);

  it('still analyses the sample homepages', async () => {
    for (const name of ['bistro', 'salon', 'clinic']) expect((await analyse('sample', name)).score).toBeGreaterThan(0);
  }, 90_000);
});
