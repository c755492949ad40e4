import type { Page } from '@playwright/test';

/**
 * Moves to another route as an in-app link does (client-side, the same document): the router follows the
 * history entry. Cheaper than a load, which starts the app again (and, on a data screen, the embedded
 * database); what a route renders is the same either way.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
