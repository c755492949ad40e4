import type { Locator, Page } from '@playwright/test';
import { NOT_FOUND_ROUTE, PRERENDERED_ROUTES, SPA_ROUTES } from '../src/app/prerender-routes';
import { FIRST_DATABASE_START_MS } from './support/builder-journey';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

type A11yCheck = () => Promise<void>;

/**
 * Every route of the route table, scanned by axe (WCAG 2.2 AA) at desktop and phone width. A route with a
 * parameter (niche pages, tool pages, premium tool pages) renders one template from data, so one page of
 * each stands for the rest.
 */
const DESKTOP = { width: 1280, height: 900 };
const PARAMETERISED = [/^\/tools\/[^/]+$/, /^\/tool\/[^/]+$/, /^\/premium\/(?!voice-agent-landing$)[^/]+$/];

function onePerTemplate(routes: readonly string[]) {
  const seen = new Set<RegExp>();
  return routes.filter((route) => {
    const template = PARAMETERISED.find((pattern) => pattern.test(route));
    if (!template) return true;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

const PUBLIC_ROUTES = onePerTemplate(PRERENDERED_ROUTES);

/** Waits until nothing on the page is still loading (the embedded database starts on the first data screen). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
}

async function scanAtBothWidths(page: Page, checkA11y: A11yCheck, routes: readonly string[]) {
  for (const route of routes) {
    await test.step(route, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(route);
      await settled(page);
      await checkA11y();
      await page.setViewportSize(PHONE_VIEWPORT);
      await checkA11y();
    });
  }
}

// One test per public page, so the two workers share them. The directory (120 cards, scanned twice) is the
// slowest: over a minute on a busy machine, hence the generous ceiling.
for (const route of PUBLIC_ROUTES) {
  test(`${route} has no axe violations at 1280 and 390 px`, async ({ page, checkA11y }) => {
    test.setTimeout(180_000);
    await scanAtBothWidths(page, checkA11y, [route]);
  });
}

test.describe('data screens', () => {
  // The staff screens (signed in: the demo runs as its local staff owner, docs/decisions/002), the
  // shortlist and a shared toolkit, in one browser context so the embedded database starts once.
  test.describe.configure({ timeout: 300_000 });
  test('staff dashboards, the shortlist and a toolkit have no axe violations at 1280 and 390 px', async ({
    page,
    checkA11y,
  }) => {
    await scanAtBothWidths(page, checkA11y, SPA_ROUTES);
  });
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/404 Error: User attempted to access non-existent route: \/404/] });
  test('the not-found page has no axe violations at 1280 and 390 px', async ({ page, checkA11y }) => {
    await scanAtBothWidths(page, checkA11y, [NOT_FOUND_ROUTE]);
  });
});

/**
 * Puts `target`'s top edge 8 px below the top of the window, under the sticky header: the position from
 * which a browser's "scroll into view if needed" used to leave a newly focused element hidden.
 */
async function scrollUnderHeader(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('target is not rendered');
  await page.evaluate((top) => window.scrollBy({ top: top - 8, behavior: 'instant' }), box.y);
}

/** The focused element is fully below the sticky header. */
async function expectClearOfHeader(page: Page, focused: Locator) {
  await expect(focused).toBeFocused();
  const header = await page.locator('header').first().boundingBox();
  await expect.poll(async () => (await focused.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.y + header!.height);
}

test('focus moved by a builder step or an onboarding error lands below the sticky header', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/custom-builder');
  await page.getByLabel('Business name').fill('Scroll Bistro');
  await page.getByRole('radio', { name: 'Restaurant' }).check();
  await scrollUnderHeader(page, page.getByRole('heading', { name: 'Tell us about your business' }));
  await page.keyboard.press('Enter'); // on the radio the click focused: Enter is Next
  await expectClearOfHeader(page, page.getByRole('heading', { name: 'What are your main goals?' }));

  await page.goto('/onboarding');
  await page.getByLabel('Full Name *').fill('Rosa Scroll');
  await page.getByLabel('Email *').fill('not-an-email');
  await page.getByLabel('Phone *').fill('555-0142');
  await scrollUnderHeader(page, page.getByLabel('Email *'));
  await page.keyboard.press('Enter'); // in the phone field: submits the form
  await expectClearOfHeader(page, page.getByLabel('Email *'));
});
