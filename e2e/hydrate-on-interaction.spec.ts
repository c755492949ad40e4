import type { Page } from '@playwright/test';
import { expectOpen, questionsIn } from './support/accordion';
import { appStarted, holdAppStart, isAppStarted, openBeforeStart } from './support/app-start';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

/*
 * Prerendered pages paint from their HTML. A page with controls only the app answers starts its app by
 * itself once the page has loaded and painted, or at the first interaction if that comes sooner; a page
 * whose every control it answers itself starts the app at the first interaction only
 * (docs/decisions/043-how-a-page-starts.md). These tests use the raw page.goto, which
 * does not wait for the app, to see the page as it is before then; holding the app's chunk back shows what
 * a visitor can do before it has started.
 */
const STARTED_AFTER_PAINT = ['/tools', '/custom-builder', '/premium/voice-agent-landing'];
const STARTED_ON_INTERACTION = ['/', '/about', '/pricing'];

/** Scripts the page fetched, and when each request started (ms since navigation). */
function scriptStarts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType !== 'fetch' && entry.name.endsWith('.js'),
      )
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  );
}

/** Whether a script is React itself (every React DOM build links its error pages). */
async function isReact(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    async (src) => (await fetch(src)).text().then((body) => body.includes('react.dev/errors')),
    url,
  );
}

for (const path of STARTED_AFTER_PAINT) {
  test(`${path} fetches its app only after the page has loaded, then hydrates in place with no interaction`, async ({
    page,
  }) => {
    await openBeforeStart(page, path);
    await appStarted(page);
    const loadedAt = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const scripts = await scriptStarts(page);
    const react = [];
    for (const script of scripts) if (await isReact(page, script.url)) react.push(script);
    expect(react.length, 'React was fetched').toBeGreaterThan(0);
    for (const script of react)
      expect(script.start, `${script.url} competed with the page's own load`).toBeGreaterThanOrEqual(
        loadedAt,
      );
  });
}

for (const path of STARTED_ON_INTERACTION) {
  test(`${path} runs no app until the visitor reaches for the page, then hydrates in place`, async ({
    page,
  }) => {
    await openBeforeStart(page, path, 'networkidle');
    // The page's own first paint is done and the network quiet: an app starting after paint would have
    // started by now (the after-paint pages above fetch React before the network goes quiet).
    expect(await scriptStarts(page), 'scripts fetched before any interaction').toEqual([]);
    expect(await isAppStarted(page)).toBe(false);
    await page.keyboard.press('Shift');
    await appStarted(page);
    const scripts = await scriptStarts(page);
    let react = 0;
    for (const script of scripts) if (await isReact(page, script.url)) react++;
    expect(react, 'React was fetched').toBeGreaterThan(0);
  });
}

test('the phone menu opens and closes before the app has started, and stays as it is when the app starts', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/about');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  // A popover: Escape and a press outside close it, with or without the app.
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await toggle.click();
  // Below the menu, which lies over the page.
  await page.mouse.click(PHONE_VIEWPORT.width / 2, PHONE_VIEWPORT.height - 20);
  await expect(menu).toBeHidden();
  // Open when the app starts: it stays open, and the next press closes it.
  await toggle.click();
  expect(await isAppStarted(page)).toBe(false);
  release();
  await appStarted(page);
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  // A link in it is the app's now: it opens the page in place and closes the menu.
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
  // The URL changes at the press; the route changes once the page has arrived (its chunk may still load).
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeVisible();
  // Back presses no link: the route change closes the menu all the same.
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});

test('the FAQ opens one answer at a time before the app has started, and the app keeps it as it is', async ({
  page,
}) => {
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/pricing');
  const questions = questionsIn(page.getByRole('region', { name: 'Frequently Asked Questions' }));
  await questions.first().click();
  await expectOpen(questions.first(), true);
  // The browser keeps one open at a time (<details name>): opening the second closes the first.
  await questions.nth(1).click();
  await expectOpen(questions.nth(1), true);
  await expectOpen(questions.first(), false);
  expect(await isAppStarted(page)).toBe(false);
  release();
  await appStarted(page);
  await expectOpen(questions.nth(1), true);
  await questions.nth(1).click();
  await expectOpen(questions.nth(1), false);
});

test('a click on a control made before the app has started is carried out once it has', async ({ page }) => {
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/tools');
  // The press is held until the app has started: then the filter is applied.
  const restaurants = page
    .getByRole('group', { name: 'Filter by business type' })
    .getByRole('button', { name: 'Restaurants', exact: true });
  await restaurants.click();
  expect(await isAppStarted(page)).toBe(false);
  await expect(restaurants).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(restaurants).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=Restaurants/);
});

test('the pricing toggle and Start Free Trial answer before the app has started, and the app adopts the period', async ({
  page,
}) => {
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/pricing');
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  const annual = page.getByRole('radio', { name: /Annual/ });
  const professional = page.getByRole('article', { name: 'Professional', exact: true });
  const shownPrice = professional.getByTestId('plan-price').filter({ visible: true });
  const checkout = professional.getByRole('link', { name: /^Start Free Trial/ });
  const status = page.getByRole('status').filter({ hasText: 'Showing' });

  await annual.click();
  await expect(annual).toBeChecked();
  await expect(monthly).not.toBeChecked();
  await expect(shownPrice).toHaveText('$279');
  await expect(checkout).toHaveAccessibleName(/Professional plan, annual billing/);
  await expect(status).toHaveText(/^Showing annual prices/, { useInnerText: true });
  // The arrow keys move between the periods and choose, as radio buttons do.
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeFocused();
  await expect(monthly).toBeChecked();
  await expect(shownPrice).toHaveText('$349');
  await page.keyboard.press('ArrowRight');
  await expect(annual).toBeFocused();
  await expect(shownPrice).toHaveText('$279');

  // "Start Free Trial" at the foot of the page (an in-page link) brings the plans back and focuses their heading.
  await page
    .getByRole('region', { name: 'Ready to Get Started?' })
    .getByRole('link', { name: 'Start Free Trial' })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeFocused();

  expect(await isAppStarted(page)).toBe(false);
  release();
  await appStarted(page);
  // The app shows the period chosen, and puts it in the URL for sharing.
  await expect(page).toHaveURL(/\/pricing\?billing=annual(#plans-heading)?$/);
  await expect(annual).toBeChecked();
  await expect(shownPrice).toHaveText('$279');
  await monthly.click();
  await expect(page).toHaveURL(/\/pricing(#plans-heading)?$/);
  await expect(shownPrice).toHaveText('$349');
  await expect(checkout).toHaveAccessibleName(/Professional plan, monthly billing/);
});

test('a link followed before the app has started opens the next prerendered page', async ({ page }) => {
  await holdAppStart(page);
  await openBeforeStart(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a known buyer starts the app at once, so checkout links carry them from the first press', async ({
  page,
}) => {
  await page.goto('/about');
  const buyer = { reference: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', email: 'ana@bistro.example' };
  await page.evaluate(
    (value) => localStorage.setItem('localboost:known-buyer', value),
    JSON.stringify(buyer),
  );
  await openBeforeStart(page, '/pricing');
  await appStarted(page);
  const checkout = page
    .getByRole('article', { name: 'Starter', exact: true })
    .getByRole('link', { name: /^Start Free Trial/ });
  await expect(checkout).toHaveAttribute('href', new RegExp(`client_reference_id=${buyer.reference}`));
});

test('a stored shortlist starts the app at once, so the navigation shows its count', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('localboost:shortlist:v1', '[14,3]'));
  const reload = Object.getPrototypeOf(page).reload as Page['reload'];
  await reload.call(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('shortlist-count').first()).toHaveText('2');
});

test('what a visitor enters in the contact form before the app has started is kept and sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/contact');
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
  await openBeforeStart(page, '/custom-builder');
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

test('a tool page shows its live preview once the app has started', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await openBeforeStart(page, '/tool/google-reviews-widget');
  await page.locator('[data-start-when-visible]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-preview-kind="reviews"]')).toBeVisible({ timeout: 20_000 });
  await appStarted(page);
});

test('a tool page runs no app until reached for, answers Shortlist and its tabs before then, and the app adopts them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/tool/click-to-call-button', 'networkidle');
  // Its live preview is below the first screen: nothing starts the app until the visitor reaches for it.
  expect(await scriptStarts(page), 'scripts fetched before any interaction').toEqual([]);

  await page.getByRole('button', { name: 'Add Click-to-Call Button to my shortlist' }).click();
  const remove = page.getByRole('button', { name: 'Remove Click-to-Call Button from my shortlist' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortlist-count').first()).toHaveText('1');

  await page.getByRole('radio', { name: 'WordPress' }).click();
  const wordpress = page.getByRole('region', { name: 'WordPress' });
  await expect(wordpress.getByText('Custom HTML')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Any website (HTML)' })).toBeHidden();
  expect(await isAppStarted(page)).toBe(false);

  release();
  await appStarted(page);
  // The app shows what the visitor did, and answers the next press.
  await expect(page.getByRole('radio', { name: 'WordPress' })).toBeChecked();
  await expect(wordpress).toBeVisible();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: 'Wix' }).click();
  await expect(page.getByRole('region', { name: 'Wix' })).toBeVisible();
  await expect(wordpress).toBeHidden();
  await remove.click();
  await expect(page.getByTestId('shortlist-count').first()).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Add Click-to-Call Button to my shortlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
