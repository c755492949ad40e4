// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * `npm run bench` ends with scripts/bench-leads.mjs (the Leads Dashboard's reads over many leads in PGlite).
 * It prints figures and is not a test, but it runs the app's own data functions, so it breaks when they
 * change. It did, unnoticed, for two stops; this runs it on a few rows so that cannot happen again.
 */
describe('scripts/bench-leads.mjs', () => {
  it('seeds leads and times every read of the Leads Dashboard over them', async () => {
    const { stdout } = await promisify(execFile)('node', ['scripts/bench-leads.mjs', '300'], {
      timeout: 120_000,
    });
    expect(stdout).toMatch(/Seeded 300 leads/);
    expect(stdout).toMatch(/First page \(25, newest first, exact count\)\s+[\d.]+ ms\s+\(25 rows of 300\)/);
    expect(stdout).toMatch(/Last page \(25, newest first\)\s+[\d.]+ ms\s+\(25 rows\)/);
    expect(stdout).toMatch(/Search 'bistro'.*\((\d+) matches\)/);
    expect(stdout).toMatch(/Stats .*"total":300/);
    expect(stdout).toMatch(/Export all \(pages of 1000\)\s+[\d.]+ ms\s+\(300 rows\)/);
  }, 150_000);
});
