import { SITE } from '../src/config/site';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

const SUPPORT_EMAIL = SITE.supportEmail;

test('About: stats, story, values, team, mission and the closing actions', async ({ page, checkA11y }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About LocalBoost');

  const stats = page.getByRole('region', { name: 'LocalBoost in numbers' });
  for (const [value, label] of [
    ['2,500+', 'Local businesses served'],
    ['150%', 'Average revenue increase'],
    ['45+', 'Ready-made tools'],
    ['99.9%', 'Uptime'],
  ]) {
    await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible();
    await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
  const values = page.getByRole('region', { name: 'Our Values' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Local-First Approach',
    'Simplicity Matters',
    'Community Driven',
    'Results Focused',
  ]);
  const team = page.getByRole('region', { name: 'Meet the Team' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(team.getByText('JE', { exact: true })).toBeVisible();
  await checkA11y();

  const cta = page.getByRole('region', { name: 'Ready to Grow Your Local Business?' });
  await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  await page
    .getByRole('region', { name: 'Our Mission' })
    .getByRole('link', { name: 'Join Our Mission' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('About fits a phone screen', async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await checkA11y();
});

test.describe('Contact', () => {
  // The form starts the embedded database on the first focused field (so a submit is quick); on a busy
  // machine that start competes with the test for the CPU.
  test.describe.configure({ timeout: 180_000 });

  test('contact details, hours, the reply promise and the quick-help card', async ({ page, checkA11y }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page.getByText('We reply to every message within 24 hours.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(page.getByText('Monday to Friday')).toBeVisible();
    await expect(page.getByText('9AM to 6PM PST')).toBeVisible();
    await checkA11y();
  });

  test('an empty or invalid form shows accessible errors, focuses the first, and sends nothing', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    const expected: Array<[string, string]> = [
      ['First name', 'Enter your first name.'],
      ['Last name', 'Enter your last name.'],
      ['Email', 'Enter your email address.'],
      ['Subject', 'Choose a subject.'],
      ['Message', 'Enter your message.'],
    ];
    for (const [label, message] of expected) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
    }
    const business = page.getByLabel('Business name (optional)');
    await expect(business).toHaveAttribute('aria-invalid', 'false');
    await checkA11y();

    // Fixing fields clears their errors; a bad email is caught and focused.
    await firstName.fill('Ana');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email', { exact: true }).fill('ana@');
    await page.getByLabel('Subject').selectOption({ label: 'Schedule a demo' });
    await page.getByLabel('Message', { exact: true }).fill('Can we see a demo?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      /valid email address/,
    );
    await expect(firstName).toHaveAttribute('aria-invalid', 'false');

    await expect(page.getByRole('status').filter({ hasText: 'within 24 hours' })).toHaveCount(0);
  });

  test('a valid message is stored, confirmed with the 24-hour promise, and the form clears', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/contact?subject=consultation');
    await expect(page.getByLabel('Subject')).toHaveValue('consultation');

    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Business name (optional)').fill('Café Sol & Co');
    await page.getByLabel('Message', { exact: true }).fill('We have two locations.\nWhat would you suggest?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const status = page.getByRole('status').filter({ hasText: 'within 24 hours' });
    await expect(status).toHaveText('Message sent.Thanks, Ana! We have your message and will reply within 24 hours.', {
      timeout: 30_000,
    });
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page).toHaveURL(/\/contact\?subject=consultation$/);
    await checkA11y();
  });

  test('an unknown ?subject= is ignored', async ({ page }) => {
    await page.goto('/contact?subject=lunch');
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });

  test('the quick-help buttons preselect their subject and bring the form into view', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/contact');
    const quickHelp = page
      .locator('div', { has: page.getByRole('heading', { name: 'Need Quick Help?' }) })
      .last();
    for (const [label, value] of [
      ['View Documentation', 'documentation'],
      ['Schedule a Demo', 'demo'],
      ['Join Our Community', 'community'],
    ]) {
      await page.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?subject=${value}#contact-form$`));
      await expect(page.getByLabel('Subject')).toHaveValue(value);
      await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeInViewport();
    }
    await expect(quickHelp).toBeAttached();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await checkA11y();
  });
});
