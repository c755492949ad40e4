import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const NAV = [
  { name: 'Tools', url: /\/tools$/ },
  { name: 'Custom Builder', url: /\/custom-builder$/ },
  { name: 'Pricing', url: /\/pricing$/ },
  { name: 'About', url: /\/about$/ },
];

// The pages themselves are scanned by axe, at 1280 and 390 px, in e2e/accessibility.spec.ts (the 404 page
// too); the phone menu, before and after the app starts, is e2e/hydrate-on-interaction.spec.ts's.
test('the navigation bar reaches every main section, and the footer carries the tagline, three columns and the copyright line', async ({
  page,
}) => {
  await page.goto('/');
  await test.step('the footer', async () => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Smart marketing tools for local businesses.')).toBeVisible();
    for (const column of ['Product', 'Company', 'Legal']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(footer.getByText(/© 2024/)).toBeVisible();
  });
  await test.step('the navigation bar', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of NAV) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await nav.getByRole('link', { name: /home/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/404 Error: User attempted to access non-existent route: \/no-such-page/] });

  test('an unknown path shows the 404 page, logs the path, and links home', async ({ page }) => {
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('/no-such-page'));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await logged;
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, top: number) =>
  page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);

test('a new page starts at the top, Back and Forward restore each position, and so does a reload; a page opened afresh starts at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollTo(page, 700);
  await expect.poll(() => scrollY(page)).toBe(700);

  await test.step('a link opens the next page at the top; Back and Forward restore each position', async () => {
    // A press where the visitor sees the link: the navigation bar is sticky, so it is on screen. (Playwright's
    // click() first scrolls its target "into view", which for a sticky element can move the page.)
    const about = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).boundingBox();
    await page.mouse.click(about!.x + about!.width / 2, about!.y + about!.height / 2);
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(700);
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(700);
  });

  await test.step('typed into the address bar, a page opens at the top; a reload comes back where the visitor was', async () => {
    // A new page, though the tab's entry before it had been scrolled.
    await page.goto('/about');
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollTo(page, 500);
    await expect.poll(() => scrollY(page)).toBe(500);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(500);
  });
});
