import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BISTRO, FIRST_DATABASE_START_MS, submitBuilder } from './support/builder-journey';
import { expect, test } from './support/fixtures';

/*
 * The site runs under the headers it ships (dist/_headers, applied by scripts/serve-static.mjs). The
 * shared fixture fails any test on a Content-Security-Policy violation; this file makes sure every page
 * is visited under it, including the data screens through a real submit.
 */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const DEMO_NOTICE = 'Demo site: what you submit stays in this browser and is sent to no one';

/** Every prerendered page in the build under test: each folder with an index.html. */
function prerenderedRoutes(dir = OUT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : prerenderedRoutes(path);
    if (name !== 'index.html') return [];
    const route = relative(OUT_DIR, dir).split(sep).join('/');
    return [`/${route}`];
  });
}

test.describe.configure({ timeout: 300_000 });

test('pages and assets carry the security headers', async ({ page, request }) => {
  const response = await page.goto('/pricing');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');

  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script ?? '');
  expect(asset.headers()['content-security-policy']).toBe(csp);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const shell = await request.get('/leads-admin');
  expect(shell.headers()['content-security-policy']).toBe(csp);
});

test('the site refuses to be framed', async ({ page }) => {
  await page.goto('/about');
  // A same-origin frame: only frame-ancestors 'none' (and X-Frame-Options) can stop it.
  const blocked = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/pricing';
        frame.onload = () => {
          try {
            resolve(!frame.contentDocument?.querySelector('h1'));
          } catch {
            resolve(true);
          }
        };
        document.body.append(frame);
      }),
  );
  expect(blocked).toBe(true);
});

test('every prerendered page loads with no CSP violation', async ({ page }) => {
  const routes = prerenderedRoutes();
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('the data screens work under the policy: builder, dashboards and onboarding through real submits', async ({
  page,
}) => {
  await page.goto('/custom-builder');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await submitBuilder(page, BISTRO);

  await page.goto('/leads-admin');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(BISTRO.businessName) })).toBeVisible({
    timeout: FIRST_DATABASE_START_MS,
  });

  await page.goto('/onboarding');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await page.getByLabel('Full Name *').fill('Rosa Policy');
  await page.getByLabel('Email *').fill('rosa@trattoria.example');
  await page.getByLabel('Phone *').fill('+1 (555) 010-7788');
  await page.getByLabel('Backend Password').fill('s3cret under CSP');
  await page.getByRole('button', { name: 'Submit Information' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: FIRST_DATABASE_START_MS });

  await page.goto('/onboarding-admin');
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  const row = page.getByRole('row', { name: /Rosa Policy/ });
  await expect(row).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
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
