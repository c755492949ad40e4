import type { Page } from '@playwright/test';
import { groupCheckoutLinks, resolveCheckoutLinks } from '../src/config/checkout-settings';
import { BISTRO, submitBuilder } from './support/builder-journey';
import { expectOpen, questionsIn } from './support/accordion';
import { expect, expectNoA11yViolations, PHONE_VIEWPORT, test } from './support/fixtures';

// The browser suite runs the demo build, whose links open the site's own test checkout.
const CHECKOUT_LINKS = groupCheckoutLinks(resolveCheckoutLinks({}, 'demo'));

const PLANS = [
  { id: 'starter', name: 'Starter', monthly: '$99', annual: '$79' },
  { id: 'professional', name: 'Professional', monthly: '$349', annual: '$279' },
  { id: 'enterprise', name: 'Enterprise', monthly: '$749', annual: '$599' },
] as const;

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The price a plan shows: each period's is in the page (decision 029), the other one hidden. */
const shownPrice = (page: Page, name: string) =>
  planCard(page, name).getByTestId('plan-price').filter({ visible: true });

async function expectPrices(page: Page, billing: 'monthly' | 'annual') {
  for (const plan of PLANS) {
    const card = planCard(page, plan.name);
    await expect(shownPrice(page, plan.name)).toHaveText(plan[billing]);
    const checkout = card.getByRole('link', {
      name: new RegExp(`^Start Free Trial\\W+${plan.name} plan, ${billing} billing`),
    });
    await expect(checkout).toHaveAttribute('href', CHECKOUT_LINKS.plans[plan.id][billing]);
    await expect(checkout).toHaveAttribute('target', '_blank');
    await expect(checkout).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(checkout).toHaveAccessibleName(/\(opens in a new tab\)/);
  }
  await expect(shownPrice(page, 'Enterprise Elite')).toHaveText(billing === 'annual' ? '$8,000' : '$10,000');
  const compare = page.getByRole('table', { name: /What each plan includes/ });
  const priceRow = compare.getByRole('row', { name: /Price per month/ });
  // As shown: the other period's figures are in the row too, hidden.
  await expect(priceRow).toHaveText(new RegExp(PLANS.map((plan) => `\\${plan[billing]}`).join('\\s*')), {
    useInnerText: true,
  });
}

// Every plan's checkout link in both periods is checked here (expectPrices). The page as it opens is scanned by
// axe at 1280 and 390 px in e2e/accessibility.spec.ts.
test('the billing toggle switches every price and checkout link, and keeps the period in the URL', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeVisible();
  await expect(page.getByText('All plans include a 14-day free trial.')).toBeVisible();
  await expect(page).toHaveTitle(/Pricing/);

  const toggle = page.getByRole('radiogroup', { name: 'Billing period' });
  const monthly = toggle.getByRole('radio', { name: 'Monthly' });
  const annual = toggle.getByRole('radio', { name: /Annual/ });
  await expect(annual).toHaveAccessibleName(/Save 20%/);
  await expect(monthly).toBeChecked();
  await expectPrices(page, 'monthly');

  await annual.click();
  await expect(page).toHaveURL(/\/pricing\?billing=annual$/);
  await expect(annual).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(/^Showing annual prices/, {
    useInnerText: true,
  });
  await expectPrices(page, 'annual');

  // Clicking the selected option again must not leave the toggle empty.
  await annual.click();
  await expect(annual).toBeChecked();

  // Keyboard: arrows move between options, Space selects.
  await annual.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/pricing$/);
  await expectPrices(page, 'monthly');

  // Toggling replaces the history entry, so Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

// The pricing page as it opens, one load for what is reached from it by its own controls, each a step; the
// views that start from an address (a period, a tool) or the history have tests of their own.
test('the pricing page: plans, comparison, FAQ, a phone screen where the toggle keeps the page still, the closing call to action with and without motion, and Elite onwards', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/pricing');
  const desktop = page.viewportSize()!;

  await test.step('the plans: Professional is most popular, Elite books a consultation', async () => {
    await expect(planCard(page, 'Professional').getByText('Most Popular')).toBeVisible();
    for (const name of ['Starter', 'Enterprise'])
      await expect(planCard(page, name).getByText('Most Popular')).toHaveCount(0);
    await expect(planCard(page, 'Starter')).toContainText('Up to 5 ready-made tools');
    await expect(planCard(page, 'Enterprise')).toContainText('White-label options');
    await expect(
      planCard(page, 'Enterprise Elite').getByRole('link', { name: 'Book Consultation' }),
    ).toHaveAttribute('href', '/contact?subject=consultation');
  });

  await test.step('the Compare Plans table lists each feature for each plan', async () => {
    const table = page.getByRole('table', { name: /What each plan includes/ });
    await expect(page.getByRole('heading', { level: 2, name: 'Compare Plans' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    const expected: Record<string, string[]> = {
      'Ready-made tools': ['5', '10', '15'],
      'Premium tools': ['0', '2', '3'],
      'Team members': ['1', '5', 'Unlimited'],
      Integrations: ['5', '25', 'Unlimited'],
      Support: ['Email', 'Priority', '24/7'],
      Analytics: ['Monthly', 'Real-time', 'Advanced'],
    };
    for (const [feature, values] of Object.entries(expected)) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: feature, exact: true }) });
      await expect(row.getByRole('cell')).toHaveText(values);
    }
  });

  await test.step('the FAQ is an accordion driven by the keyboard', async () => {
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = questionsIn(faq);
    await expect(questions).toHaveCount(6);

    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();

    await page.keyboard.press('Enter');
    await expectOpen(questions.first(), true);
    await expect(faq.getByText(/not be charged until the 14 days are up/)).toBeVisible();
    await checkA11y();

    // One open at a time: opening the second closes the first; Space closes it again.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expectOpen(questions.nth(1), true);
    await expectOpen(questions.first(), false);
    await page.keyboard.press('Space');
    await expectOpen(questions.nth(1), false);
  });

  // Its axe scan at 390 px is e2e/accessibility.spec.ts's (every public route at 1280 and 390 px).
  await test.step('on a phone the pricing page fits the screen', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(planCard(page, 'Starter')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const table = page.getByRole('table', { name: /What each plan includes/ });
    const fits = await table.evaluate(
      (element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth,
    );
    expect(fits).toBe(true);
  });

  await test.step('on a phone, flipping the toggle keeps the page where it is', async () => {
    await page.evaluate(() => window.scrollTo({ top: 220, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(220);
    await page.getByRole('radio', { name: /Annual/ }).click();
    await expect(page).toHaveURL(/billing=annual/);
    await expect(shownPrice(page, 'Starter')).toHaveText('$79');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(220);
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.setViewportSize(desktop);
  });

  const cta = page.getByRole('region', { name: 'Ready to Get Started?' });
  const plansHeading = page.getByRole('heading', { name: 'Choose Your Plan' });
  await test.step('Start Free Trial at the foot goes back to the plans and focuses their heading, smoothly', async () => {
    await cta.scrollIntoViewIfNeeded();
    await expect(plansHeading).not.toBeInViewport();
    // A plain in-page link: the browser scrolls (smoothly, by the page's CSS) and focuses the heading.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      'smooth',
    );
    await cta.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/pricing#plans-heading$/);
    await expect(plansHeading).toBeFocused();
    await expect(plansHeading).toBeInViewport();
    await expect(shownPrice(page, 'Starter')).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeFocused();
  });

  await test.step('with reduced motion, on a phone, the jump is instant', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await cta.scrollIntoViewIfNeeded();
    await expect(plansHeading).not.toBeInViewport();
    await cta.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(plansHeading).toBeInViewport();
    await page.emulateMedia({ reducedMotion: null });
    await page.setViewportSize(desktop);
  });

  await test.step('Enterprise Elite links onwards', async () => {
    await planCard(page, 'Enterprise Elite').getByRole('link', { name: /Learn More/ }).click();
    await expect(page).toHaveURL(/\/enterprise-elite$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ultimate Marketing Solution');
  });
});

// Views that start from an address, one tab.
test('a link from "I want this" names the tool and the plans that include it, and keeps it while moving to a plan; a shared link to annual prices opens with them', async ({
  page,
  checkA11y,
}) => {
  // A premium tool: only the plans with room for premium tools.
  await page.goto('/pricing?tool=111');
  const spy = page.getByRole('region', { name: 'You picked AI Facebook Ads Spy Tool' });
  await expect(spy).toContainText(
    'As a premium tool it is included in Professional and Enterprise, and in Enterprise Elite.',
  );
  await expect(spy.getByRole('listitem')).toHaveText([
    'Professional (up to 2 premium tools)',
    'Enterprise (up to 3 premium tools)',
  ]);
  // Arrived by a link, not by "I want this" in this browser: nothing claims it is shortlisted.
  await expect(spy).not.toContainText('on your shortlist');
  await checkA11y();

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/pricing?tool=1');
  const menu = page.getByRole('region', { name: 'You picked Restaurant Menu Display' });
  await expect(menu.getByRole('listitem')).toHaveText([
    'Starter (up to 5 ready-made tools)',
    'Professional (up to 10 ready-made tools)',
    'Enterprise (up to 15 ready-made tools)',
  ]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await checkA11y();
  await menu.getByRole('link', { name: 'Enterprise' }).click();
  await expect(page).toHaveURL(/\/pricing\?tool=1#plan-enterprise$/);
  await expect(page.locator('#plan-enterprise')).toBeInViewport();
  await expect(menu).toBeVisible();

  // A link naming no catalogue tool shows the page as usual.
  await page.goto('/pricing?tool=99999');
  await expect(planCard(page, 'Starter')).toBeVisible();
  await expect(page.getByRole('region', { name: /You picked/ })).toHaveCount(0);

  await test.step('a shared link to annual prices opens with annual prices', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/pricing?billing=annual');
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expectPrices(page, 'annual');
  });
});

test('after the builder, Professional annual opens the test checkout knowing who is buying (issue 27)', async ({
  page,
  context,
}) => {
  // The builder starts this context's embedded database first.
  test.setTimeout(240_000);
  await page.goto('/custom-builder');
  await submitBuilder(page, { ...BISTRO, email: 'buyer@bistro.example.com' });
  await page.goto('/pricing?billing=annual');
  const checkout = planCard(page, 'Professional').getByRole('link', { name: /^Start Free Trial/ });
  // The known buyer's link follows the prerendered one once the app has started.
  await expect(checkout).toHaveAttribute(
    'href',
    /client_reference_id=[0-9a-f-]{36}&prefilled_email=buyer%40bistro\.example\.com$/,
  );
  const href = new URL((await checkout.getAttribute('href')) ?? '', page.url());
  expect(`${href.pathname}?link=${href.searchParams.get('link')}`).toBe(
    CHECKOUT_LINKS.plans.professional.annual,
  );

  const [tab] = await Promise.all([context.waitForEvent('page'), checkout.click()]);
  await expect(tab.getByRole('note')).toHaveText(/Test checkout: no real payment is taken/);
  await expect(tab.getByRole('heading', { level: 2, name: 'Professional plan, annual' })).toBeVisible();
  await expect(tab.getByTestId('test-checkout-price')).toHaveText('$3,348.00');
  await expect(tab.getByLabel('Email')).toHaveValue('buyer@bistro.example.com');
  await expect(tab.getByRole('button', { name: 'Pay (test)' })).toBeEnabled();
  await expectNoA11yViolations(tab);
});
