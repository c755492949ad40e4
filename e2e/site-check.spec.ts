import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

// The demo has no internet: its backend serves three sample sites, which the site-check function (on
// Deno, with its SSRF guard) may reach in demo mode only.
const CHECK_MS = 30_000;

test('a visitor checks a sample site, reads grades and gaps with the tools that close them, and shares the report', async ({
  page,
  checkA11y,
}) => {
  // A whole journey: a real check (up to CHECK_MS), two axe scans, the shared report and the builder.
  test.setTimeout(90_000);
  await page.goto('/site-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Website Check' })).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Check the sample bistro site' }).click();
  const report = page.getByRole('region', { name: /scored \d+ out of 100/ });
  await expect(report).toBeVisible({ timeout: CHECK_MS });
  await expect(report.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(report.getByRole('list', { name: 'Grades' }).getByRole('listitem')).toHaveCount(4);
  // Each gap says what was found, why it matters and which tool closes it; the first ones show it working.
  const gaps = report
    .getByRole('listitem')
    .filter({ hasText: 'What we found:' })
    .filter({ hasText: 'Closes it:' });
  expect(await gaps.count()).toBeGreaterThan(5);
  await expect(report.getByText('Loading the preview…')).toHaveCount(0, { timeout: CHECK_MS });
  await expect(gaps.first().getByRole('link').first()).toHaveAttribute('href', /^\/(tool|premium)\//);
  await checkA11y();

  // The suggested tools go on the shortlist, and the builder opens with them.
  await report.getByRole('button', { name: 'Add the suggested tools to my shortlist' }).click();
  await expect(report.getByRole('status').filter({ hasText: 'tools are on your shortlist' })).toBeVisible();
  // "Build my toolkit" carries what the report found: name, type, website, goals, challenges, tools.
  const build = report.getByRole('link', { name: 'Build my toolkit' });
  const buildUrl = new URL((await build.getAttribute('href')) ?? '', 'http://site');
  expect(buildUrl.pathname).toBe('/custom-builder');
  expect(Object.fromEntries(buildUrl.searchParams)).toMatchObject({
    name: 'Bella Vista',
    type: 'restaurant',
    website: expect.stringMatching(/\/demo-sites\/bistro\/$/),
    goals: expect.stringMatching(/^[a-z]+(,[a-z]+)*$/),
    challenges: expect.stringMatching(/^[a-z]+(,[a-z]+)*$/),
    shortlist: expect.stringMatching(/^\d+(,\d+)*$/),
  });

  // The report's own address shows the same report to whoever has it.
  const heading = await report.getByRole('heading', { level: 2 }).textContent();
  const shareUrl = await report
    .getByRole('link', { name: /\/site-check\/r\/[0-9a-f]{64}$/ })
    .getAttribute('href');
  await page.goto(new URL(shareUrl ?? '').pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Website check report' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(heading ?? '', { timeout: CHECK_MS });

  // The builder opens with the report's answers filled in, each one the visitor's to change.
  await page.goto(`${buildUrl.pathname}${buildUrl.search}`);
  await expect(page.getByLabel('Business name')).toHaveValue('Bella Vista');
  await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  const goals = buildUrl.searchParams.get('goals')?.split(',') ?? [];
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(goals.length);
});

test.describe('refusals', () => {
  // The function answers a refused address with 422, which the browser logs as a failed request.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 422/] });

  test('an address the check refuses says why, keeps what was typed, and a report address nobody issued says so', async ({
    page,
  }) => {
    await page.goto('/site-check');
    await page.getByLabel('Website address').fill('http://127.0.0.1/admin');
    await page.getByRole('button', { name: 'Check my site' }).click();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: CHECK_MS });
    await expect(page.getByLabel('Website address')).toHaveValue('http://127.0.0.1/admin');
    await expect(page.getByRole('region', { name: /scored/ })).toHaveCount(0);

    await page.getByLabel('Website address').fill('');
    await page.getByRole('button', { name: 'Check my site' }).click();
    await expect(page.getByText('Enter your website address, for example bistro.example')).toBeVisible();

    await page.goto(`/site-check/r/${'ab'.repeat(32)}`);
    await expect(page.getByRole('alert')).toContainText('There is no report at this address', {
      timeout: CHECK_MS,
    });
  });
});

test('on a phone the check and its report fit the screen', async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/site-check');
  await page.getByRole('button', { name: 'Check the sample salon site' }).click();
  await expect(page.getByRole('region', { name: /scored \d+ out of 100/ })).toBeVisible({
    timeout: CHECK_MS,
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y();
});

test('the sample sites are in the page as it arrives, so nothing moves when the app starts', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/site-check');
  expect(await response?.text()).toContain('Check the sample bistro site');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The app has asked the backend for the samples' addresses by now: nothing it learnt moved the page.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});
