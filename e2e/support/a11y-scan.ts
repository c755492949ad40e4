import type { Page } from '@playwright/test';
import { FIRST_DATABASE_START_MS } from './builder-journey';
import { expect, PHONE_VIEWPORT, test } from './fixtures';
import { navigateInApp } from './in-app-navigation';

type A11yCheck = () => Promise<void>;
const DESKTOP = { width: 1280, height: 900 };

/** Waits until nothing on the page is still loading (the embedded database starts on the first data screen). */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
}

/**
 * Moves to another route in the same document (as an in-app link does) and waits for it to have settled.
 * The router may keep the old screen up while the new one's code loads, so it first waits for the main
 * heading to change: two routes in a row must not share one.
 */
export async function openInApp(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await navigateInApp(page, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  if (before !== null) await expect(heading).not.toHaveText(before, { timeout: FIRST_DATABASE_START_MS });
  await settled(page);
}

/** Loads a route and waits for it to have settled, or with `load: false` moves there in the same document. */
export async function showRoute(page: Page, path: string, { load }: { load: boolean }) {
  if (!load) return openInApp(page, path);
  await page.goto(path);
  await settled(page);
}

/**
 * Scans each route at 1280 and at 390 px. Each is loaded, unless `inOneVisit`: then the first is loaded
 * and the app moves to the others itself (what a route renders is the same; a load costs seconds more).
 */
export async function scanAtBothWidths(
  page: Page,
  checkA11y: A11yCheck,
  routes: readonly string[],
  { inOneVisit = false }: { inOneVisit?: boolean } = {},
) {
  for (const [index, route] of routes.entries()) {
    await test.step(route, async () => {
      await page.setViewportSize(DESKTOP);
      await showRoute(page, route, { load: !inOneVisit || index === 0 });
      await checkA11y();
      await page.setViewportSize(PHONE_VIEWPORT);
      await checkA11y();
    });
  }
}
