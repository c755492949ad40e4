import { BISTRO, FIRST_DATABASE_START_MS, submitBuilder } from './support/builder-journey';
import { expect, test } from './support/fixtures';

/*
 * The site runs under the headers it ships (dist/_headers, applied by scripts/serve-static.mjs). The
 * shared fixture fails any test on a Content-Security-Policy violation; e2e/hydration.spec.ts visits every
 * prerendered page under it, and this file the data screens through a real submit.
 */
// Generous: the first start of the embedded database runs every migration, and the machine may be busy.
const DB_START_MS = 4 * FIRST_DATABASE_START_MS;
const NO_LEADS = 'No leads found yet';
const DEMO_NOTICE = 'Demo site: what you submit stays in this demo on this machine and is sent to no one';

test.describe.configure({ timeout: 900_000 });

test('pages and assets carry the security headers', async ({ page, request }) => {
  const response = await page.goto('/pricing');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  // Scripts from the site, plus two inline scripts allowed by their hashes (the query-view check before
  // first paint, and the entry that starts the app); never 'unsafe-inline'.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}( 'wasm-unsafe-eval')?;/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');

  // The app's chunks, which the page fetches once it starts (listed on #root by the build).
  const script = (await page.locator('#root').getAttribute('data-preload'))?.split(' ')[0];
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const asset = await request.get(script ?? '');
  expect(asset.headers()['content-security-policy']).toBe(csp);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const shell = await request.get('/leads-admin');
  expect(shell.headers()['content-security-policy']).toBe(csp);
});

test.describe('framing', () => {
  // Chromium logs the refused frame; that refusal is what this test wants.
  test.use({ allowedConsoleErrors: [/frame-ancestors/] });

  test('the site refuses to be framed by another page', async ({ page, baseURL }) => {
    // A page of no origin (about:blank) frames the site: only frame-ancestors 'none' can stop it.
    await page.setContent(`<iframe title="framed" src="${baseURL}/pricing"></iframe>`);
    // setContent returns after the load event, which waits for the frame; the pricing page's heading is
    // in its static HTML, so it would be there by now had the frame been allowed.
    const frame = page.frameLocator('iframe[title="framed"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(frame.locator('#root')).toHaveCount(0);
  });
});

test('the data screens work under the policy: builder, dashboards and onboarding through real submits', async ({
  page,
}) => {
  // The first start of the embedded database (every migration) is slow on a busy machine; start it on
  // the dashboard, which waits for it, so the builder's submit meets a ready database.
  await page.goto('/leads-admin');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await expect(page.getByText(NO_LEADS)).toBeVisible({ timeout: DB_START_MS });

  await page.goto('/custom-builder');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await submitBuilder(page, BISTRO);

  await page.goto('/leads-admin');
  await expect(page.getByRole('row', { name: new RegExp(BISTRO.businessName) })).toBeVisible({
    timeout: DB_START_MS,
  });

  await page.goto('/onboarding');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await page.getByLabel('Full Name *').fill('Rosa Policy');
  await page.getByLabel('Email *').fill('rosa@trattoria.example');
  await page.getByLabel('Phone *').fill('+1 (555) 010-7788');
  await page.getByLabel('Backend Password').fill('s3cret under CSP');
  await page.getByRole('button', { name: 'Submit Information' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: DB_START_MS });

  await page.goto('/onboarding-admin');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  const row = page.getByRole('row', { name: /Rosa Policy/ });
  await expect(row).toBeVisible({ timeout: DB_START_MS });
  await row.getByRole('button', { name: 'Show password' }).click();
  await expect(row).toContainText('s3cret under CSP');
});

test('the public forms show the demo notice', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await page.goto('/ad2conversion-ai');
  await page.getByRole('button', { name: 'Request a Demo' }).first().click();
  await expect(page.getByRole('dialog').getByText(DEMO_NOTICE)).toBeVisible();
});
