import { groupCheckoutLinks, resolveCheckoutLinks } from '../src/config/checkout-settings';
import { expectOpen, questionsIn } from './support/accordion';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

// The browser suite runs the demo build, whose links open the site's own test checkout.
const CHECKOUT_LINKS = groupCheckoutLinks(resolveCheckoutLinks({}, 'demo'));

const NOTICES = [
  { path: '/captivaite-transition', checkout: CHECKOUT_LINKS.migration.captivaiteTransition },
  { path: '/transition-captivaite', checkout: CHECKOUT_LINKS.migration.transitionCaptivaite },
];
const UPDATE_BILLING = /^Update Billing & Keep My Site Live/;

test('the two notice pages open different checkouts', () => {
  expect(NOTICES[0]!.checkout).not.toBe(NOTICES[1]!.checkout);
});

test('welcome page: a free website with any marketing plan, and the way to the plans', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/captivaite');
  await expect(page).toHaveTitle(/Welcome, Captivaite Customers/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Captivaite Customers!');
  await expect(page.getByText('Free website with any marketing plan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Free Website Includes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Marketing Plans' })).toHaveCount(2);
  await checkA11y();
  await page.getByRole('link', { name: 'View Marketing Plans' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('welcome page fits a phone screen', async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/captivaite');
  await expect(page.getByRole('link', { name: 'View Marketing Plans' }).first()).toBeInViewport();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await checkA11y();
});

for (const notice of NOTICES) {
  test.describe(notice.path, () => {
    test('shutdown banner, what to know, billing checkout and FAQ', async ({ page, checkA11y }) => {
      await page.goto(notice.path);
      await expect(page).toHaveTitle(/Keep Your Website Live/);
      await expect(
        page.getByText('Captivaite is shutting down on September 7th at 11:59 PM.').first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keep Your Website Live');

      const know = page.getByRole('region', { name: 'What You Need to Know' });
      await expect(know.getByRole('listitem')).toHaveCount(4);
      await expect(know).toContainText('takes under 2 minutes');
      await expect(know).toContainText('Starter Plan with 5 marketing tools plus a business analysis');

      // Desktop: the hero and closing buttons; the phone-only bar is hidden.
      const buttons = page.getByRole('link', { name: UPDATE_BILLING });
      await expect(buttons.first()).toBeVisible();
      await expect(page.getByTestId('mobile-checkout-bar')).toBeHidden();
      for (const button of await buttons.all()) {
        await expect(button).toHaveAttribute('href', notice.checkout);
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(button).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
      await checkA11y();

      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      const questions = questionsIn(faq);
      await questions.first().focus();
      await page.keyboard.press('End');
      await expect(questions.last()).toBeFocused();
      await page.keyboard.press('ArrowDown'); // wraps round to the first
      await expect(questions.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(questions.first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expectOpen(questions.first(), true);
      await expect(faq.getByText(/switches off its servers at 11:59 PM/)).toBeVisible();
      await checkA11y();
      await page.keyboard.press('Enter');
      await expectOpen(questions.first(), false);
    });

    test('on a phone the billing button stays at the bottom without covering the page', async ({
      page,
      checkA11y,
    }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.goto(notice.path);
      const bar = page.getByTestId('mobile-checkout-bar');
      const barButton = bar.getByRole('link', { name: UPDATE_BILLING });
      await expect(barButton).toBeVisible();
      await expect(barButton).toHaveAttribute('href', notice.checkout);
      await expect(barButton).toHaveAttribute('target', '_blank');

      // Pinned to the bottom edge of the screen while the notice is read...
      const pinned = await bar.boundingBox();
      expect(Math.round(pinned!.y + pinned!.height)).toBe(PHONE_VIEWPORT.height);
      await page.mouse.wheel(0, 900);
      await expect
        .poll(async () => {
          const box = await bar.boundingBox();
          return Math.round(box!.y + box!.height);
        })
        .toBe(PHONE_VIEWPORT.height);

      // ...and at the end of the page it sits above the footer, so the last content is not hidden.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const contactSupport = page.getByRole('link', { name: 'Contact Support' });
      await expect
        .poll(async () => {
          const barBox = await bar.boundingBox();
          const footer = await page.getByRole('contentinfo').boundingBox();
          const last = await contactSupport.boundingBox();
          return barBox!.y >= last!.y + last!.height && barBox!.y + barBox!.height <= footer!.y + 1;
        })
        .toBe(true);

      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await checkA11y();
    });
  });
}
