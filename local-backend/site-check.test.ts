import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials.ts';
import { startTestBackend } from './testing/start-test-backend.ts';

/**
 * The website check in the demo (issue 25): the site-check function on real Deno, over the backend's one
 * database, reaching the sample sites the backend serves, and nothing else on the loopback.
 */
describe('local backend: the website check on the sample sites', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  const call = (init: RequestInit = {}) =>
    fetch(`${t.url}/functions/v1/site-check`, {
      ...init,
      headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
    });
  const check = async (url: string) => {
    const response = await call({ method: 'POST', body: JSON.stringify({ url }) });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    t = await startTestBackend({ functions: true, emailEveryMs: 60_000 });
  }, 180_000);
  afterAll(() => t?.stop());

  it('lists the three samples and answers a graded report for one, readable by its token', async () => {
    const { samples } = (await (await call()).json()) as { samples: { name: string; url: string }[] };
    expect(samples.map((s) => s.name)).toEqual(['bistro', 'clinic', 'salon']);
    const bistro = samples[0]!;
    expect(bistro.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo-sites\/bistro\/$/);

    const { status, body } = await check(bistro.url);
    expect(status).toBe(200);
    expect(body.report.niche).toEqual({ slug: 'restaurants', from: 'keywords' });
    expect(body.report.groups.map((g: { id: string }) => g.id)).toEqual([
      'found',
      'speed',
      'convert',
      'trust',
    ]);
    expect(body.report.suggestedTools).toContain(54);

    const anon = await t.client();
    const { data, error } = await anon.rpc('get_site_check_report', { report_token: body.token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ url: bistro.url, score: body.report.score, niche: 'restaurants' });
    // Without the token, nothing.
    expect((await anon.from('site_check_reports').select('id')).error).toMatchObject({ code: '42501' });
  }, 120_000);

  it('reaches nothing else on the sample origin or the loopback', async () => {
    const { samples } = (await (await call()).json()) as { samples: { url: string }[] };
    const origin = new URL(samples[0]!.url).origin;
    expect(await check(`${origin}/functions/v1/site-check`)).toMatchObject({
      status: 422,
      body: { error: 'port' },
    });
    expect(await check(t.url)).toMatchObject({ status: 422, body: { error: 'port' } });
    expect(await check('http://127.0.0.1/')).toMatchObject({
      status: 422,
      body: { error: 'private_address' },
    });
  }, 120_000);
});
