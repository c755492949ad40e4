import type { Page } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

/*
 * Pages complete as HTML start their app on the visitor's first interaction (docs/decisions/
 * 015-hydrate-on-interaction.md). These tests use the raw page.goto, which does not interact, to see the
 * page as a visitor who only reads it gets it.
 */
const READ_ONLY_PAGES = ['/', '/tools', '/pricing', '/about', '/premium/voice-agent-landing'];

/** Every script the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Whether React itself is among these scripts (every React DOM build links its error pages). */
async function includesReact(page: Page, scripts: string[]): Promise<boolean> {
  const bodies = await Promise.all(
    scripts.map((src) => page.evaluate(async (url) => (await fetch(url)).text(), src)),
  );
  return bodies.some((body) => body.includes('react.dev/errors'));
}

/** Opens a page as a visitor who only reads it: the suite's own goto would interact to start the app. */
async function openWithoutInteracting(page: Page, path: string) {
  const goto = Object.getPrototypeOf(page).goto as Page['goto'];
  await goto.call(page, path, { waitUntil: 'networkidle' });
}

for (const path of READ_ONLY_PAGES) {
  test(`${path} runs only its first script until the visitor interacts, then hydrates in place`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await openWithoutInteracting(page, path);
    expect(await includesReact(page, scripts), 'React loaded before any interaction').toBe(false);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    await page.keyboard.press('Tab');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await includesReact(page, scripts)).toBe(true);
  });
}

test('a click on a control made before the app has started is carried out once it has', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await openWithoutInteracting(page, '/about');
  // The first press both starts the app and is held until it has: the menu opens.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('a link followed before the app has started opens the next prerendered page', async ({ page }) => {
  await openWithoutInteracting(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a stored shortlist starts the app at load, so the navigation shows its count', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('localboost:shortlist:v1', '[14,3]'));
  const reload = Object.getPrototypeOf(page).reload as Page['reload'];
  await reload.call(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('shortlist-count').first()).toHaveText('2');
});

/** Holds the app's start (its chunk) until released, to act on the page before the app has started. */
async function holdAppStart(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what a visitor enters in the contact form before the app has started is kept and sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const release = await holdAppStart(page);
  await openWithoutInteracting(page, '/contact');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Early');
  await page.getByLabel('Subject').selectOption({ label: 'Schedule a demo' });
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Last name')).toHaveValue('Early');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Typed before the page was ready.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toContainText('Thanks, Ana!', {
    timeout: 90_000,
  });
});

test('the builder keeps answers given before the app has started', async ({ page }) => {
  const release = await holdAppStart(page);
  await openWithoutInteracting(page, '/custom-builder');
  await page.getByLabel('Business name').fill('Early Bird Cafe');
  await page.getByRole('radio', { name: 'Coffee Shop' }).check();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Next was served disabled; the restored answers enable it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What are your main goals?' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('Early Bird Cafe');
  await expect(page.getByRole('radio', { name: 'Coffee Shop' })).toBeChecked();
});

test('a tool page starts its app when the live preview comes on screen', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const scripts = scriptsOf(page);
  await openWithoutInteracting(page, '/tool/google-reviews-widget');
  expect(await includesReact(page, scripts), 'React loaded before the preview was on screen').toBe(false);
  await page.locator('[data-start-when-visible]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-preview-kind="reviews"]')).toBeVisible({ timeout: 20_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
});
