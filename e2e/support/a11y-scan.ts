import type { Page } from '@playwright/test';
import { FIRST_DATABASE_START_MS } from './builder-journey';
import { expect, PHONE_VIEWPORT, test } from './fixtures';

type A11yCheck = () => Promise<void>;
const DESKTOP = { width: 1280, height: 900 };

/** Waits until nothing on the page is still loading (the embedded database starts on the first data screen). */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
}

export async function scanAtBothWidths(page: Page, checkA11y: A11yCheck, routes: readonly string[]) {
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
