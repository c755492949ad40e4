import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Every prerendered page hydrates in place: React adopts the HTML the visitor is already reading, so
 * nothing in `main` is removed or replaced (no flash, no lost scroll or focus), even on a slow phone
 * (CPU slowed 4x). A hydration mismatch would make React drop the server HTML and render again, which
 * shows up here as removed elements, and as the error it reports (the fixture fails on any page error
 * or console error). A page given a query string is rendered afresh instead (src/main.tsx), so none is used. The routes are the sitemap's, which lists exactly the prerendered pages.
 */

const GROUPS = 6;
const CPU_SLOWDOWN = 4;

/**
 * Records every element removed from inside `main`, from the first byte of the page until hydration has
 * committed (the app marks <html data-hydrated> in an effect after it). Later changes are the page at work
 * (a tool page's live preview replaces its placeholder once its chunk arrives), not hydration.
 */
function watchMainForRemovals() {
  const removed: string[] = [];
  (window as unknown as { __removedFromMain: string[] }).__removedFromMain = removed;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        observer.disconnect();
        return;
      }
      const parent = record.target as Element;
      if (!(parent instanceof Element) || !parent.closest('#main-content')) continue;
      for (const node of Array.from(record.removedNodes)) {
        if (node instanceof Element)
          removed.push(`<${node.tagName.toLowerCase()}> from <${parent.tagName.toLowerCase()}>`);
      }
    }
  });
  // (<html> does not exist yet when this runs, so its attribute is watched through the document.)
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  });
}

async function sitemapRoutes(baseURL: string): Promise<string[]> {
  const response = await fetch(new URL('/sitemap.xml', baseURL));
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

for (let group = 0; group < GROUPS; group++) {
  test(`prerendered pages hydrate without replacing anything, CPU slowed ${CPU_SLOWDOWN}x (group ${group + 1} of ${GROUPS})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const all = await sitemapRoutes(baseURL!);
    expect(all.length).toBeGreaterThan(100);
    const routes = all.filter((_, index) => index % GROUPS === group);
    await page.addInitScript(watchMainForRemovals);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    for (const route of routes) {
      // The fixture's goto waits until the page has hydrated (html[data-hydrated]).
      await page.goto(route);
      const prerenderedFor = await page.locator('#root').getAttribute('data-prerendered');
      expect(prerenderedFor, `${route} is served prerendered`).toBe(route);
      await expect(page.locator('main#main-content').locator('h1')).toHaveCount(1);
      const removed = await page.evaluate(
        () => (window as unknown as { __removedFromMain: string[] }).__removedFromMain,
      );
      expect(removed, `elements removed from main while ${route} hydrated`).toEqual([]);
    }
  });
}

/*
 * A query string that changes the view (?category=, ?billing=) gets the right view at once: until the app
 * has rendered it, the prerendered default view is hidden, never shown. Campaign parameters (utm_*) do not
 * change a view, so such a page shows and hydrates its prerendered HTML as usual. The app's entry script
 * is held back here to look at the page as it is before any of the app's JavaScript has run.
 */
test.describe('query-string views', () => {
  async function holdAppScript(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const wasRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    return { wasRequested, release };
  }
  const mainVisibility = (page: Page) =>
    page.locator('#main-content').evaluate((main) => getComputedStyle(main).visibility);

  test('a filtered directory never shows the unfiltered one first', async ({ page }) => {
    const script = await holdAppScript(page);
    const loaded = page.goto('/tools?category=Coffee%20Shops');
    await script.wasRequested;
    // The prerendered HTML (all tools) is there but hidden.
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await mainVisibility(page)).toBe('hidden');
    script.release();
    await loaded;
    await expect(page.getByText(/^Showing \d+ tools for Coffee Shops$/)).toBeVisible();
    expect(await mainVisibility(page)).toBe('visible');
  });

  test('annual prices never show the monthly ones first', async ({ page }) => {
    const script = await holdAppScript(page);
    const loaded = page.goto('/pricing?billing=annual');
    await script.wasRequested;
    expect(await mainVisibility(page)).toBe('hidden');
    script.release();
    await loaded;
    await expect(page.getByRole('radio', { name: /annual/i })).toHaveAttribute('aria-checked', 'true');
    expect(await mainVisibility(page)).toBe('visible');
  });

  test('a campaign link shows the prerendered page at once and hydrates it in place', async ({ page }) => {
    await page.addInitScript(watchMainForRemovals);
    const script = await holdAppScript(page);
    const loaded = page.goto('/about?utm_source=newsletter&utm_campaign=spring');
    await script.wasRequested;
    expect(await mainVisibility(page)).toBe('visible');
    script.release();
    await loaded;
    const removed = await page.evaluate(() => (window as unknown as { __removedFromMain: string[] }).__removedFromMain);
    expect(removed).toEqual([]);
  });
});
