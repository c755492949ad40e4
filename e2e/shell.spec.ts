import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

const NAV = [
  { name: 'Tools', url: /\/tools$/ },
  { name: 'Custom Builder', url: /\/custom-builder$/ },
  { name: 'Pricing', url: /\/pricing$/ },
  { name: 'About', url: /\/about$/ },
];

test('the navigation bar reaches every main section', async ({ page, checkA11y }) => {
  await page.goto('/');
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
  await checkA11y();
});

test('on a phone the menu opens from a toggle and closes when a link is chosen', async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await checkA11y();
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the footer carries the tagline, three columns and the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Smart marketing tools for local businesses.')).toBeVisible();
  for (const column of ['Product', 'Company', 'Legal']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  await expect(footer.getByText(/© 2024/)).toBeVisible();
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/404 Error: User attempted to access non-existent route: \/no-such-page/] });

  test('an unknown path shows the 404 page, logs the path, and links home', async ({ page, checkA11y }) => {
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('/no-such-page'));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await logged;
    await checkA11y();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a new page starts at the top, and back restores the previous scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  // A press where the visitor sees the link: the navigation bar is sticky, so it is on screen. (Playwright's
  // click() first scrolls its target "into view", which for a sticky element can move the page.)
  const about = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).boundingBox();
  await page.mouse.click(about!.x + about!.width / 2, about!.y + about!.height / 2);
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor who scrolls before the app has started stays where they are when it starts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  // Hold the app's chunk until the visitor has scrolled, so the scroll certainly comes first.
  let release!: () => void;
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  // The frame's own goto: the fixture's page.goto waits for the app to start, which is held here.
  await page.mainFrame().goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  // The home page starts its app at the first interaction (decision 028): a key, after the scroll.
  await page.keyboard.press('Shift');
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
});

test('a page opened afresh starts at the top, and a reload comes back where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  // Typed into the address bar: a new page, though the tab's first history entry had been scrolled.
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
});
