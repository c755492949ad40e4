import { expect, test } from './support/fixtures';

const NICHES = [
  ['restaurants', 'Restaurants'],
  ['medical-practices', 'Medical Practices'],
  ['real-estate', 'Real Estate'],
  ['coaches-consultants', 'Coaches & Consultants'],
  ['fitness-wellness', 'Fitness & Wellness'],
  ['beauty-spa', 'Beauty & Spa'],
  ['legal-services', 'Legal Services'],
  ['hospitality-travel', 'Hospitality & Travel'],
  ['professional-services', 'Professional Services'],
  ['local-retail', 'Local Retail'],
  ['coffee-shops', 'Coffee Shops'],
  ['home-service', 'Home Services'],
  ['ecommerce', 'E-commerce'],
] as const;

for (const [slug, label] of NICHES) {
  test(`the ${slug} landing page`, async ({ page, checkA11y }) => {
    await page.goto(`/tools/${slug}`);
    await expect(page).toHaveTitle(new RegExp(`Marketing Tools for ${label.replace(/[&+]/g, '.')}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sound familiar?' }).locator('xpath=../..').getByRole('listitem')).toHaveCount(3);
    const heading = page.getByRole('heading', { name: new RegExp(`^\\d+ tools built for ${label.replace(/[&+]/g, '.')}$`) });
    await expect(heading).toBeVisible();
    const count = Number((await heading.innerText()).split(' ')[0]);
    await expect(page.getByRole('article')).toHaveCount(count);
    await expect(page.getByText('30-day money-back guarantee · Setup in under 5 minutes')).toBeVisible();
    await checkA11y();
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
}

test('a premium tool on a niche page links to its premium page', async ({ page }) => {
  await page.goto('/tools/restaurants');
  await page.getByRole('link', { name: 'Restaurant Reservation AI' }).click();
  await expect(page).toHaveURL(/\/premium\/restaurant-reservation-ai$/);
});

test.describe('unknown niche', () => {
  test.use({ allowedConsoleErrors: [/non-existent route: \/tools\/bakeries/] });
  test('shows the not-found page', async ({ page }) => {
    await page.goto('/tools/bakeries');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
