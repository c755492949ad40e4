import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Every prerendered page hydrates in place: React adopts the HTML the visitor is already reading, so
 * nothing in `main` is removed or replaced (no flash, no lost scroll or focus). A hydration mismatch would
 * make React drop the server HTML and render again, which shows up here as removed elements, and as the
 * error it reports (the fixture fails on any page error, console error or CSP violation, so this is also
 * where pages are visited under the shipped Content-Security-Policy). A page given a query string is
 * rendered afresh instead (src/main.tsx), so none is used. One page of each shape of prerendered HTML is
 * checked at full speed, and one page of each screen again with the CPU slowed 4x, as on a slow phone.
 */

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const CPU_SLOWDOWN = 4;

/** Every prerendered page in the build under test (each folder with an index.html), redirects included. */
function prerenderedRoutes(dir = OUT_DIR): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'assets' ? [] : prerenderedRoutes(path);
      if (name !== 'index.html') return [];
      return [`/${relative(OUT_DIR, dir).split(sep).join('/')}`];
    })
    .sort();
}

/** One page per screen: the first of each path pattern (/tools/*, /tool/*, /premium/* share a screen). */
function onePagePerScreen(routes: string[]): string[] {
  const screens = new Map<string, string>();
  for (const route of routes) {
    const parts = route.split('/');
    const screen = parts.length > 2 ? `/${parts[1]}/*` : route;
    if (!screens.has(screen)) screens.set(screen, route);
  }
  return [...screens.values()];
}

/**
 * One page per shape of prerendered HTML: the elements in `main` in order, each as its tag and attribute
 * names (no values, no text), a run of identical ones counted once. Pages of one shape went through the
 * same branches of their screen with other data (the 123 tool pages have 19 shapes), so they hydrate
 * alike; a branch that renders differently makes a shape of its own, and is checked.
 */
function onePagePerShape(routes: string[]): string[] {
  const shapes = new Map<string, string>();
  for (const route of routes) {
    const html = readFileSync(join(OUT_DIR, route, 'index.html'), 'utf8');
    const main = html.slice(html.indexOf('id="main-content"'), html.indexOf('</main>'));
    const elements = Array.from(
      main.matchAll(/<([a-z][a-z0-9-]*)((?:\s+[a-z:-]+(?:="[^"]*")?)*)\s*\/?>/g),
      (match) =>
        [
          match[1],
          ...(match[2] ?? '')
            .replace(/="[^"]*"/g, '')
            .split(/\s+/)
            .filter(Boolean)
            .sort(),
        ].join(' '),
    );
    const shape = elements.filter((element, index) => element !== elements[index - 1]).join('\n');
    if (!shapes.has(shape)) shapes.set(shape, route);
  }
  return [...shapes.values()];
}

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

async function expectHydratedInPlace(page: Page, route: string) {
  // The fixture's goto waits until the page has hydrated (html[data-hydrated]).
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  // A prerendered redirect (a premium tool's /tool/ address) leaves for its target page: nothing to adopt.
  if (new URL(page.url()).pathname !== route) return;
  expect(await page.locator('#root').getAttribute('data-prerendered'), `${route} is served prerendered`).toBe(
    route,
  );
  const removed = await page.evaluate(
    () => (window as unknown as { __removedFromMain: string[] }).__removedFromMain,
  );
  expect(removed, `elements removed from main while ${route} hydrated`).toEqual([]);
}

const SHAPE_GROUPS = 2;
for (let group = 0; group < SHAPE_GROUPS; group++) {
  test(`one page of each shape hydrates in place under the CSP (part ${group + 1} of ${SHAPE_GROUPS})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const routes = prerenderedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const shapes = onePagePerShape(routes);
    expect(shapes.length).toBeGreaterThan(onePagePerScreen(routes).length);
    await page.addInitScript(watchMainForRemovals);
    for (const route of shapes.filter((_, index) => index % SHAPE_GROUPS === group))
      await expectHydratedInPlace(page, route);
  });
}

const SLOW_GROUPS = 2;
for (let group = 0; group < SLOW_GROUPS; group++) {
  test(`one page of each screen hydrates in place with the CPU slowed ${CPU_SLOWDOWN}x (part ${group + 1} of ${SLOW_GROUPS})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const routes = onePagePerScreen(prerenderedRoutes());
    expect(routes.length).toBeGreaterThan(15);
    await page.addInitScript(watchMainForRemovals);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const route of routes.filter((_, index) => index % SLOW_GROUPS === group))
      await expectHydratedInPlace(page, route);
  });
}

/*
 * A query string that changes the view (?category=, ?billing=) gets the right view at once: until the app
 * has rendered it, the prerendered default view is hidden, never shown. Campaign parameters (utm_*) do not
 * change a view, so such a page shows and hydrates its prerendered HTML as usual. The app's start (the chunk
 * the inline entry imports) is held back here, to look at the page as it is before the app has run.
 */
test.describe('query-string views', () => {
  async function holdAppScript(page: Page) {
    // The page shows its default view anyway ten seconds after it starts (src/index.css), should the app
    // never come: a time that a busy machine can pass while the test looks at the held page. The page's
    // animations stand still until the app is released, so only the app can show the view.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const release = () => {
      letGo();
      void cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    };
    let requested!: () => void;
    const wasRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
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
    // The prerendered HTML (all tools) is there but hidden (so not in the accessibility tree either).
    await expect(page.locator('h1')).toBeAttached();
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
    await expect(page.getByRole('radio', { name: /annual/i })).toBeChecked();
    expect(await mainVisibility(page)).toBe('visible');
  });

  test('a builder draft never shows the prerendered empty first step first', async ({ page }) => {
    await page.goto('/custom-builder');
    await page.getByLabel('Business name').fill('Draft Deli');
    await page.getByRole('radio', { name: 'Restaurant' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What are your main goals?' })).toBeVisible();

    const script = await holdAppScript(page);
    const reloaded = page.reload();
    await script.wasRequested;
    // The prerendered page is the empty first step: hidden until the app shows the draft's step.
    expect(await mainVisibility(page)).toBe('hidden');
    script.release();
    await reloaded;
    await expect(page.getByRole('heading', { level: 2, name: 'What are your main goals?' })).toBeVisible();
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
    const removed = await page.evaluate(
      () => (window as unknown as { __removedFromMain: string[] }).__removedFromMain,
    );
    expect(removed).toEqual([]);
  });
});
