import type { Locator, Page } from '@playwright/test';
import { NOT_FOUND_ROUTE, PRERENDERED_ROUTES } from '../src/app/prerender-routes';
import { scanAtBothWidths } from './support/a11y-scan';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

/**
 * Every public route of the route table, scanned by axe (WCAG 2.2 AA) at desktop and phone width (the staff
 * screens, signed in, are e2e/staff-accessibility.spec.ts). A route with a
 * parameter (niche pages, tool pages, premium tool pages) renders one template from data, so one page of
 * each stands for the rest.
 */
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

// One test per public page, so the two workers share them. The directory (120 cards, scanned twice) is the
// slowest: over a minute on a busy machine, hence the generous ceiling.
for (const route of PUBLIC_ROUTES) {
  test(`${route} has no axe violations at 1280 and 390 px`, async ({ page, checkA11y }) => {
    test.setTimeout(180_000);
    await scanAtBothWidths(page, checkA11y, [route]);
  });
}

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
