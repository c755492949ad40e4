import type { Locator, Page } from '@playwright/test';
import { NOT_FOUND_ROUTE, PRERENDERED_ROUTES } from '../src/app/prerender-routes';
import { scanAtBothWidths, settled } from './support/a11y-scan';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import { navigateInApp } from './support/in-app-navigation';

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
const DESKTOP = { width: 1280, height: 900 };

// The pages go in groups, the first of each loaded and the rest reached in the app (a load and an app start per
// page cost more than its two scans; what a route renders is the same either way, and each page's prerendered
// HTML and its hydration are e2e/hydration.spec.ts's). The scans are soft, so one page's violations name it
// and the rest of the group is still scanned. The directory (120 cards, scanned twice) is the slowest.
const GROUPS = 4;
const groupSize = Math.ceil(PUBLIC_ROUTES.length / GROUPS);
for (let first = 0; first < PUBLIC_ROUTES.length; first += groupSize) {
  const group = PUBLIC_ROUTES.slice(first, first + groupSize);
  test(`${group.join(', ')} have no axe violations at 1280 and 390 px`, async ({ page, checkA11y }) => {
    // Six pages, each scanned twice (the directory among them): minutes on a busy 2-core machine.
    test.setTimeout(240_000);
    for (const [index, route] of group.entries()) {
      await test.step(route, async () => {
        await page.setViewportSize(DESKTOP);
        // The page's own title (prerendered, as the app sets it) tells that the app has moved to it; a page
        // titled as the one before it is loaded instead.
        const title = await prerenderedTitle(page, route);
        if (index > 0 && title !== (await page.title())) {
          await navigateInApp(page, route);
          await expect(page).toHaveTitle(title);
        } else await page.goto(route);
        await settled(page);
        await checkA11y({ soft: true });
        await page.setViewportSize(PHONE_VIEWPORT);
        await checkA11y({ soft: true });
      });
    }
  });
}

async function prerenderedTitle(page: Page, route: string) {
  const html = await (await page.request.get(route)).text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error(`${route} has no prerendered title`);
  return title.replace(/&amp;/g, '&');
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
