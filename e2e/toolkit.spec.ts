import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, PHONE_VIEWPORT, test } from './support/fixtures';
import { dismissToasts, type LeadAnswers } from './support/builder-journey';

// The builder starts the embedded database in a fresh browser context, which is slow the first time and
// much slower on a loaded machine, hence the generous waits for the submit.
test.describe.configure({ timeout: 360_000 });
const SUBMIT_MS = 240_000;

/** Completes the builder with the mouse and waits (generously) for the confirmation. */
async function submitBuilder(page: Page, answers: LeadAnswers) {
  await page.getByLabel('Business name').fill(answers.businessName);
  await page.getByRole('radio', { name: answers.businessType }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const goal of answers.goals) await page.getByRole('checkbox', { name: goal }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const challenge of answers.challenges) await page.getByRole('checkbox', { name: challenge }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  if (answers.website) await page.getByLabel(/website url/i).fill(answers.website);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email address').fill(answers.email);
  await page.getByRole('button', { name: 'Generate My Toolkit' }).click();
  await expect(page.getByRole('heading', { name: 'Awesome! Keep an eye on your inbox' })).toBeVisible({
    timeout: SUBMIT_MS,
  });
}

const kitNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Recommended tools' })
    .getByRole('listitem')
    .getByRole('link')
    .allTextContents();

test('the builder shows a fitting kit at once, and its share link shows the same kit in a new page', async ({
  page,
  browser,
  checkA11y,
}) => {
  await page.goto('/custom-builder');
  await submitBuilder(page, {
    businessName: 'Glow Salon',
    businessType: 'Salon & Spa',
    goals: ['Increase bookings/appointments', 'Get more positive reviews'],
    challenges: ['Not enough time for marketing'],
    email: 'owner@glow-salon.example',
  });

  const kit = page.getByRole('list', { name: 'Recommended tools' });
  const items = kit.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(5);
  expect(count).toBeLessThanOrEqual(8);
  // No website given: website-building picks first; then tools tied to the visitor's own answers.
  await expect(items.first()).toContainText("You don't have a website yet");
  await expect(kit).toContainText('You want more bookings and appointments');
  await expect(kit).toContainText('You want more positive reviews');
  await expect(page.getByRole('link', { name: 'Voice Appointment Booking Agent' })).toBeVisible();
  await expect(page.getByText('$249/month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the Professional plan' })).toHaveAttribute(
    'href',
    '/pricing#plan-professional',
  );
  const names = await kitNames(page);

  const share = page.getByRole('link', { name: 'Share this toolkit' });
  const href = await share.getAttribute('href');
  expect(href).toBe('/toolkit?type=salon&goals=bookings,reviews&challenges=time&website=no');
  await dismissToasts(page);
  await checkA11y();

  // The partner opens the link on their own phone: another browser, sharing nothing with the owner's.
  const partnerBrowser = await browser.newContext();
  const partner = await partnerBrowser.newPage();
  const partnerErrors: string[] = [];
  partner.on('console', (message) => message.type() === 'error' && partnerErrors.push(message.text()));
  partner.on('pageerror', (error) => partnerErrors.push(error.message));
  await partner.setViewportSize(PHONE_VIEWPORT);
  await partner.goto(href!);
  await partner.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(
    partner.getByRole('heading', { level: 1, name: 'A personalized marketing toolkit' }),
  ).toBeVisible();
  expect(await kitNames(partner)).toEqual(names);
  await expect(partner.getByText('$249/month')).toBeVisible();
  await expect(partner.getByText('Glow Salon')).toHaveCount(0);
  const overflow = await partner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(partner);
  await partner.getByRole('link', { name: 'Start the builder' }).first().click();
  await expect(partner.getByRole('heading', { level: 1, name: 'Custom Tool Builder' })).toBeVisible();
  expect(partnerErrors).toEqual([]);
  await partnerBrowser.close();

  // The plan button lands on that plan's card.
  await page.getByRole('link', { name: 'See the Professional plan' }).click();
  await expect(page).toHaveURL(/\/pricing#plan-professional$/);
  await expect(page.locator('#plan-professional')).toBeInViewport();
});

test('the kit on the builder confirmation works at phone width', async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/custom-builder');
  await submitBuilder(page, {
    businessName: 'Corner Bistro',
    businessType: 'Restaurant',
    goals: ['Generate more leads'],
    challenges: ['Strong local competition'],
    website: 'corner-bistro.example',
    email: 'chef@corner-bistro.example',
  });
  await expect(page.getByRole('list', { name: 'Recommended tools' })).toContainText('You want more leads');
  await expect(page.getByText("You don't have a website yet")).toHaveCount(0);
  // Competition is the answer the premium map-ranking tool serves best for a restaurant.
  await expect(page.getByRole('link', { name: 'Local Map SEO Rank Increaser Tool' })).toBeVisible();
  await expect(page.getByText('$249/month')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dismissToasts(page);
  await checkA11y();
});

test("a shared kit leads with the visitor's shortlisted tools, each marked as their pick", async ({
  page,
  checkA11y,
}) => {
  // 14 Google Reviews Widget, 111 AI Facebook Ads Spy Tool (premium), for a hotel.
  await page.goto('/toolkit?type=hospitality&goals=reviews&challenges=time&website=yes&picks=14,111');
  await expect(page.getByText(/Business type: Hospitality & Travel\./)).toBeVisible();
  const items = page.getByRole('list', { name: 'Recommended tools' }).getByRole('listitem');
  await expect(items.nth(0).getByRole('link')).toHaveText('Google Reviews Widget');
  await expect(items.nth(1).getByRole('link')).toHaveText('AI Facebook Ads Spy Tool');
  for (const index of [0, 1]) {
    await expect(items.nth(index).getByText('Your pick', { exact: true })).toBeVisible();
    await expect(items.nth(index)).toContainText('You shortlisted it');
  }
  await expect(items.nth(1).getByText('Premium', { exact: true })).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText('Your pick', { exact: true })).toHaveCount(2);
  await expect(page.getByText(/Your own picks from your shortlist first/)).toBeVisible();
  // The visitor chose a premium tool: no other upgrade is pushed.
  await expect(page.getByRole('heading', { name: 'Premium AI upgrade' })).toHaveCount(0);
  await checkA11y();
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
});

test('a broken toolkit link gets a friendly empty state that leads to the builder', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/toolkit?type=bakery&goals=fame');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This toolkit link is incomplete' }),
  ).toBeVisible();
  await checkA11y();
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
  await page.getByRole('link', { name: 'Start the builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Tool Builder' })).toBeVisible();
});
