import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials';
import { BISTRO, openLeadsDashboard, submitBuilder } from './support/builder-journey';
import { expect, test } from './support/fixtures';

// The demo runs on the local backend (docs/decisions/018-demo-on-local-backend.md): one database for every
// browser, real roles, nothing of the database in the page. Runs in the staff project (emptied database,
// signed in as demo staff).

test('a lead sent from one browser shows on the staff dashboard open in another', async ({ page, browser, baseURL }) => {
  await openLeadsDashboard(page);
  await expect(page.getByText('No leads found yet.')).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/custom-builder');
    await visitorPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await submitBuilder(visitorPage, { ...BISTRO, businessName: 'Cross Browser Bistro' });
  } finally {
    await visitor.close();
  }

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('row', { name: /Cross Browser Bistro/ })).toBeVisible();
});

test('the anon key can insert through the demo API but read nothing back', async ({ request }) => {
  const headers = { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' };
  const read = await request.get('/rest/v1/custom_builder_leads?select=id,email', { headers });
  expect(read.status()).toBeGreaterThanOrEqual(400);
  expect(await read.text()).not.toContain('@');
  // Without any key, as without one on a Supabase project, nothing answers.
  const keyless = await request.get('/rest/v1/custom_builder_leads?select=id');
  expect(keyless.status()).toBe(401);
  // A forged token (signed with another secret) is refused.
  const forged = await request.get('/rest/v1/custom_builder_leads?select=id', {
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY.slice(0, -4)}AAAA` },
  });
  expect(forged.status()).toBe(401);
});

test('a signed-out browser sees the demo staff account and signs in with one button', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/leads-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('staff@demo.localboost.invalid');
    await page.getByRole('button', { name: 'Sign in as demo staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
    await expect(page.getByText('Signed in as')).toContainText('staff@demo.localboost.invalid');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('no page downloads a database: no PGlite, WebAssembly or snapshot in the browser', async ({ page }) => {
  const downloads: string[] = [];
  page.on('request', (request) => downloads.push(new URL(request.url()).pathname));
  for (const path of ['/', '/tools', '/contact', '/onboarding', '/leads-admin', '/mailbox']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/custom-builder');
  await submitBuilder(page, { ...BISTRO, businessName: 'No Wasm Bistro' });
  expect(downloads.filter((path) => /pglite|\.wasm$|\.tgz$|\.data$|local-backend/i.test(path))).toEqual([]);
  expect(downloads.some((path) => path.startsWith('/rest/v1/'))).toBe(true);
});
