import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadBody, startTestBackend } from './testing/start-test-backend.ts';

/**
 * Every demo browser arrives from one loopback address, so the per-address insert limit is never
 * skipped: its number comes from the database setting the backend is given (generous in the demo).
 */
describe('local backend: the insert limit stays on with the number it is given', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  beforeAll(async () => {
    t = await startTestBackend({ limits: { insertsPerWindow: 2, toolkitEmailsPerDay: 3 } });
  }, 120_000);
  afterAll(() => t?.stop());

  it('refuses the third lead from the same address with 429 and PT429', async () => {
    const send = async () => (await t.client()).from('custom_builder_leads').insert(leadBody());
    expect((await send()).error).toBeNull();
    expect((await send()).error).toBeNull();
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.error?.code).toBe('PT429');
  });
});
