// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { buildEmailBundle, readCommittedBundle } from '../scripts/email-bundle.mjs';

describe('the Edge Function email renderer bundle', () => {
  it('is up to date with src (run `npm run email:bundle` after changing the renderers, the toolkit or the catalogue)', async () => {
    const fresh: string = await buildEmailBundle();
    expect(readCommittedBundle() === fresh, 'supabase/functions/_shared/email-renderer.js is stale').toBe(true);
  }, 120_000);
});
