import { expect, test } from './support/fixtures';
import { navigateInApp } from './support/in-app-navigation';

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

// Thirteen pages of one template: half per test, the first loaded and the rest reached in the app (a load
// per page cost more than its checks); the scans are soft, so one page's violations name it and the rest of
// the group is still scanned. Each page's prerendered HTML and its hydration are e2e/hydration.spec.ts's; an
// unknown niche's 404 and not-found page are e2e/tool-page.spec.ts's.
const GROUPS = 2;
const groupSize = Math.ceil(NICHES.length / GROUPS);
for (let first = 0; first < NICHES.length; first += groupSize) {
  const group = NICHES.slice(first, first + groupSize);
  test(`the ${group.map(([slug]) => slug).join(', ')} landing pages`, async ({ page, checkA11y }) => {
    // Seven pages, each checked and scanned whole: up to 80 s on a busy 2-core machine.
    test.setTimeout(200_000);
    for (const [index, [slug, label]] of group.entries()) {
      await test.step(`the ${slug} landing page`, async () => {
        if (index === 0) await page.goto(`/tools/${slug}`);
        else await navigateInApp(page, `/tools/${slug}`);
        const name = label.replace(/[&+]/g, '.');
        await expect(page).toHaveTitle(new RegExp(`Marketing Tools for ${name}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('heading', { name: 'Sound familiar?' }).locator('xpath=../..').getByRole('listitem'),
        ).toHaveCount(3);
        const heading = page.getByRole('heading', { name: new RegExp(`^\\d+ tools built for ${name}$`) });
        await expect(heading).toBeVisible();
        const count = Number((await heading.innerText()).split(' ')[0]);
        await expect(page.getByRole('article')).toHaveCount(count);
        await expect(page.getByText('30-day money-back guarantee · Setup in under 5 minutes')).toBeVisible();
        await checkA11y({ soft: true });
        if (slug === 'restaurants') {
          // A premium tool on a niche page links to its premium page.
          await page.getByRole('link', { name: 'Restaurant Reservation AI' }).click();
          await expect(page).toHaveURL(/\/premium\/restaurant-reservation-ai$/);
          await page.goBack();
          await expect(page).toHaveURL(/\/tools\/restaurants$/);
          await expect(page.getByRole('heading', { name: 'Sound familiar?' })).toBeVisible();
        }
        await page.getByRole('main').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/pricing$/);
      });
    }
  });
}
