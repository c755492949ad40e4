import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

const HERO = 'Marketing Tools That Actually Work for Local Businesses';

// One load of home for all it shows and every way on from it; Back returns to it in the app after each
// (a load each cost seconds more). Home is scanned by axe at 1280 and 390 px in e2e/accessibility.spec.ts.
test('home: what it downloads, the hero, cards and banner, the phone width, and its buttons and niche cards onwards', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const desktop = page.viewportSize()!;

  await test.step('it does not download the catalogue, dashboards or database code', async () => {
    const bodies = await Promise.all(
      scripts.map((src) => page.evaluate(async (url) => (await fetch(url)).text(), src)),
    );
    // Vite's preload map lists every lazy chunk's file name (one is supabase-<hash>.js); names are not code.
    const all = bodies.map((body) => body.replace(/^const __vite__mapDeps=.*$/m, '')).join('\n');
    expect(scripts.join(' ')).not.toMatch(/supabase|pglite|browser-database/);
    // Names that only exist in the catalogue data, the Supabase client and PGlite.
    expect(all).not.toContain('Restaurant Menu Display');
    expect(all).not.toContain('supabase');
    expect(all).not.toContain('pglite');
  });

  await test.step('the hero, why-choose cards, twelve niche cards with counts and the closing banner', async () => {
    await expect(page).toHaveTitle(/LocalBoost/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /local businesses/i);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByText('AI & Automation made simple. Tailored tools for YOUR business niche.')).toBeVisible();
    for (const title of ['Niche-Specific Tools', 'Easy Automation', 'Local Focus']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const grid = page.getByRole('heading', { name: 'Tools Built for Your Business Type' }).locator('xpath=../..');
    const cards = grid.getByRole('listitem');
    await expect(cards).toHaveCount(12);
    for (const card of await cards.all()) await expect(card).toHaveText(/\d+ tools/);
    await expect(page.getByRole('heading', { name: 'Ready to Grow Your Local Business?' })).toBeVisible();
  });

  await test.step('at phone width, no horizontal scrolling', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    await page.setViewportSize(desktop);
  });

  await test.step('its buttons lead to pricing, the directory and a niche page', async () => {
    const back = async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    };
    const hero = page.locator('section').first();
    const ways = [
      { link: hero.getByRole('link', { name: 'Get Started' }), to: /\/pricing$/ },
      { link: page.getByRole('link', { name: 'Browse Tools' }), to: /\/tools$/ },
      { link: page.getByRole('link', { name: 'View All Tools' }), to: /\/tools$/ },
      { link: page.getByRole('link', { name: 'Start Free Trial' }), to: /\/pricing$/ },
      { link: page.getByRole('link', { name: /Coffee Shops/ }), to: /\/tools\/coffee-shops$/ },
    ];
    for (const { link, to } of ways) {
      await link.click();
      await expect(page).toHaveURL(to);
      await back();
    }
  });

  await test.step('a niche card count matches the tools listed on its page', async () => {
    const card = page.getByRole('link', { name: /Legal Services/ });
    const count = Number((await card.innerText()).match(/(\d+) tools/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await card.click();
    await expect(page.getByRole('heading', { name: `${count} tools built for Legal Services` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(count);
  });
});
