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
 * a visitor can do before it has started. Each page is loaded once, what is checked on it a step; input
 * entered before the start (forms, the directory's search and filters) is e2e/early-input.spec.ts's.
 */
const STARTED_AFTER_PAINT = ['/tools', '/custom-builder', '/premium/voice-agent-landing'];

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

/** Scripts the page fetched before any interaction: none, on a page that starts its app at the first one. */
async function expectNoScriptsYet(page: Page) {
  expect(await scriptStarts(page), 'scripts fetched before any interaction').toEqual([]);
  expect(await isAppStarted(page)).toBe(false);
}

/** The scripts the page fetched that are React itself (every React DOM build links its error pages); at least one. */
async function reactFetched(page: Page) {
  const react = [];
  for (const script of await scriptStarts(page)) {
    const isReact = await page.evaluate(
      async (src) => (await fetch(src)).text().then((body) => body.includes('react.dev/errors')),
      script.url,
    );
    if (isReact) react.push(script);
  }
  expect(react.length, 'React was fetched').toBeGreaterThan(0);
  return react;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('pages with controls only the app answers fetch it only after they have loaded, then hydrate in place with no interaction', async ({
  page,
}) => {
  // One tab, a load per page: each is a new document, with its own load and its own start.
  for (const path of STARTED_AFTER_PAINT) {
    await test.step(path, async () => {
      await openBeforeStart(page, path);
      await appStarted(page);
      const loadedAt = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      for (const script of await reactFetched(page))
        expect(script.start, `${script.url} competed with the page's own load`).toBeGreaterThanOrEqual(
          loadedAt,
        );
    });
  }
});

test('/ runs no app until the visitor reaches for the page, and a scroll made before then is kept when it starts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openBeforeStart(page, '/', 'networkidle');
  // The page's own first paint is done and the network quiet: an app starting after paint would have
  // started by now (the after-paint pages above fetch React before the network goes quiet).
  await expectNoScriptsYet(page);
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBe(700);
  expect(await isAppStarted(page)).toBe(false);
  // A key, after the scroll: the app starts, hydrates in place, and leaves the page where the visitor is.
  await page.keyboard.press('Shift');
  await appStarted(page);
  await reactFetched(page);
  expect(await scrollY(page)).toBe(700);
});

test('/about runs no app until reached for; its phone menu answers before then, stays as it is when the app starts, and closes on a route change', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/about', 'networkidle');
  await expectNoScriptsYet(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await test.step('before the app has started: it opens and closes, and so do Escape and a press outside', async () => {
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
  });
  await test.step('open when the app starts: it stays open, and the next press closes it', async () => {
    await toggle.click();
    expect(await isAppStarted(page)).toBe(false);
    release();
    await appStarted(page);
    await reactFetched(page);
    await expect(menu).toBeVisible();
    // The page with its menu open (the page itself is scanned by e2e/accessibility.spec.ts).
    await checkA11y();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
  });
  await test.step('a link in it is the app’s: it opens the page in place and closes the menu, and so does Back', async () => {
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
});

test('/pricing runs no app until reached for; its FAQ, billing toggle and Start Free Trial answer before then, and the app keeps what the visitor chose', async ({
  page,
}) => {
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/pricing', 'networkidle');
  await expectNoScriptsYet(page);
  const questions = questionsIn(page.getByRole('region', { name: 'Frequently Asked Questions' }));
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  const annual = page.getByRole('radio', { name: /Annual/ });
  const professional = page.getByRole('article', { name: 'Professional', exact: true });
  const shownPrice = professional.getByTestId('plan-price').filter({ visible: true });
  const checkout = professional.getByRole('link', { name: /^Start Free Trial/ });

  await test.step('the FAQ opens one answer at a time', async () => {
    await questions.first().click();
    await expectOpen(questions.first(), true);
    // The browser keeps one open at a time (<details name>): opening the second closes the first.
    await questions.nth(1).click();
    await expectOpen(questions.nth(1), true);
    await expectOpen(questions.first(), false);
  });

  await test.step('the billing toggle chooses a period, by press and by the arrow keys', async () => {
    await annual.click();
    await expect(annual).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(shownPrice).toHaveText('$279');
    await expect(checkout).toHaveAccessibleName(/Professional plan, annual billing/);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(/^Showing annual prices/, {
      useInnerText: true,
    });
    // The arrow keys move between the periods and choose, as radio buttons do.
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeFocused();
    await expect(monthly).toBeChecked();
    await expect(shownPrice).toHaveText('$349');
    await page.keyboard.press('ArrowRight');
    await expect(annual).toBeFocused();
    await expect(shownPrice).toHaveText('$279');
  });

  await test.step('"Start Free Trial" at the foot of the page brings the plans back and focuses their heading', async () => {
    await page
      .getByRole('region', { name: 'Ready to Get Started?' })
      .getByRole('link', { name: 'Start Free Trial' })
      .click();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeFocused();
  });

  await test.step('the app starts with the answer and the period chosen, and answers the next press', async () => {
    expect(await isAppStarted(page)).toBe(false);
    release();
    await appStarted(page);
    await reactFetched(page);
    await expectOpen(questions.nth(1), true);
    await questions.nth(1).click();
    await expectOpen(questions.nth(1), false);
    // The app shows the period chosen, and puts it in the URL for sharing.
    await expect(page).toHaveURL(/\/pricing\?billing=annual(#plans-heading)?$/);
    await expect(annual).toBeChecked();
    await expect(shownPrice).toHaveText('$279');
    await monthly.click();
    await expect(page).toHaveURL(/\/pricing(#plans-heading)?$/);
    await expect(shownPrice).toHaveText('$349');
    await expect(checkout).toHaveAccessibleName(/Professional plan, monthly billing/);
  });
});

test('a link followed before the app has started opens the next prerendered page; a stored shortlist or a known buyer starts the app at once', async ({
  page,
}) => {
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();

  await test.step('a stored shortlist: the navigation shows its count', async () => {
    await page.evaluate(() => localStorage.setItem('localboost:shortlist:v1', '[14,3]'));
    const reload = Object.getPrototypeOf(page).reload as Page['reload'];
    await reload.call(page);
    // /about otherwise waits for an interaction; none is made.
    await appStarted(page);
    await expect(page.getByTestId('shortlist-count').first()).toHaveText('2');
  });

  await test.step('a known buyer: checkout links carry them from the first press', async () => {
    const buyer = { reference: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', email: 'ana@bistro.example' };
    // Only the buyer is stored now, so it is what starts the app.
    await page.evaluate((value) => {
      localStorage.removeItem('localboost:shortlist:v1');
      localStorage.setItem('localboost:known-buyer', value);
    }, JSON.stringify(buyer));
    await openBeforeStart(page, '/pricing');
    await appStarted(page);
    const starter = page
      .getByRole('article', { name: 'Starter', exact: true })
      .getByRole('link', { name: /^Start Free Trial/ });
    await expect(starter).toHaveAttribute('href', new RegExp(`client_reference_id=${buyer.reference}`));
  });
});

test('a tool page runs no app until reached for or its live preview comes on screen, answers Shortlist and its tabs before then, and the app adopts them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const release = await holdAppStart(page);
  await openBeforeStart(page, '/tool/click-to-call-button', 'networkidle');
  // Its live preview is below the first screen: nothing starts the app until the visitor reaches for it.
  await expectNoScriptsYet(page);
  // Scrolled to without a touch, the preview (which only the app renders) starts the app.
  const starting = page.waitForRequest(/\/assets\/start-app-[\w-]+\.js$/);
  await page.locator('[data-start-when-visible]').scrollIntoViewIfNeeded();
  await starting;

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
  await expect(page.locator('[data-preview-kind]')).toBeVisible();
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
