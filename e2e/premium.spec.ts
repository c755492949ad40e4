import { demoCheckoutHref } from '../src/config/checkout-settings';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import { navigateInApp } from './support/in-app-navigation';

// The demo build's shared premium link opens the site's own test checkout.
const CHECKOUT = demoCheckoutHref('premium');

/** Expected content, written out here rather than imported so the test is an independent check. */
const PAGES = [
  {
    path: '/premium/voice-agent-ai',
    title: 'Voice Agent AI',
    badge: 'AI Voice Receptionist',
    benefit: 'Respond 15x faster than calling back from voicemail',
  },
  {
    path: '/premium/voice-appointment-booking',
    title: 'Voice Appointment Booking Agent',
    badge: 'AI Scheduling Agent',
    benefit: '60% fewer no-shows with text and email reminders',
  },
  {
    path: '/premium/restaurant-reservation-ai',
    title: 'Restaurant Reservation AI',
    badge: 'AI Host',
    benefit: '25% more table turnover with better-paced seating',
  },
  {
    path: '/premium/ai-facebook-ads-spy',
    title: 'AI Facebook Ads Spy Tool',
    badge: 'Competitor Ad Intelligence',
    benefit: 'Campaigns built to reach 300% ROAS',
  },
  {
    path: '/premium/local-map-seo',
    title: 'Local Map SEO Rank Increaser Tool',
    badge: 'Local SEO',
    benefit: 'Up to 400% more local visibility in Maps and search',
  },
] as const;

test('the premium list shows the five catalogue premium tools, and each Learn More reaches its page', async ({
  page,
}) => {
  await page.goto('/premium-tools');
  await expect(page).toHaveTitle(/Premium AI Tools/);
  await expect(page.getByRole('heading', { level: 1, name: 'Premium AI Tools' })).toBeVisible();
  await expect(page.getByText('$249/month per tool')).toBeVisible();

  const cards = page
    .getByRole('region', { name: 'Available premium tools' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(cards).toHaveCount(PAGES.length);
  const voiceCard = cards.filter({ has: page.getByRole('heading', { name: 'Voice Agent AI', exact: true }) });
  await expect(voiceCard.getByText('Real Estate', { exact: true })).toBeVisible();
  await expect(voiceCard.getByText('$249')).toBeVisible();
  // The list's axe scans (1280 and 390 px) are e2e/accessibility.spec.ts's.

  for (const tool of PAGES) {
    await page.getByRole('link', { name: `Learn More about ${tool.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${tool.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Premium AI Tools' })).toBeVisible();
  }

  const why = page.getByRole('region', { name: 'Why Choose Premium Tools?' });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Advanced AI, set up for you',
    'Pays for itself within 30 days',
    'A real competitive advantage',
  ]);
  await page.getByRole('link', { name: 'Get Custom Consultation' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=consultation$/);
});

// Five pages of one template: the first loaded and the rest reached in the app (a load per page cost more than
// its checks); the scans are soft, so one page's violations name it and the rest are still checked.
test('each premium page has its challenge, solution, features, benefits and checkout', async ({
  page,
  checkA11y,
}) => {
  for (const [index, tool] of PAGES.entries()) {
    await test.step(tool.title, async () => {
      if (index === 0) await page.goto(tool.path);
      else await navigateInApp(page, tool.path);
      await expect(page).toHaveTitle(new RegExp(tool.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title);
      await expect(page.getByText(tool.badge, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'The Challenge' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Our Solution' })).toBeVisible();

      const features = page.getByRole('region', { name: 'Key Features' });
      await expect(features.getByRole('heading', { level: 3 })).toHaveCount(4);

      const benefits = page.getByRole('region', { name: 'Benefits' });
      await expect(benefits.getByRole('listitem')).toHaveCount(6);
      await expect(benefits.getByText(tool.benefit)).toBeVisible();

      await expect(benefits.getByText('$249')).toBeVisible();
      await expect(benefits.getByText('per month')).toBeVisible();
      await expect(benefits.getByText('Implementation and training included', { exact: true })).toBeVisible();
      const checkout = benefits.getByRole('link', { name: 'Get Started Today (opens in a new tab)' });
      await expect(checkout).toHaveAttribute('href', CHECKOUT);
      await expect(checkout).toHaveAttribute('target', '_blank');
      await expect(checkout).toHaveAttribute('rel', 'noopener noreferrer');

      await checkA11y({ soft: true });
    });
  }
});

test('the hero links back to the list and offers a demo request dialog', async ({ page }) => {
  await page.goto('/premium/local-map-seo');
  const bookDemo = page.getByRole('button', { name: 'Book a demo' });
  await bookDemo.click();
  const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
  await expect(dialog).toContainText('See Local Map SEO');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bookDemo).toBeFocused();
  await page.getByRole('link', { name: 'All premium tools' }).click();
  await expect(page).toHaveURL(/\/premium-tools$/);
});

test.describe('unknown premium page', () => {
  test.use({
    allowedConsoleErrors: [/404 Error: User attempted to access non-existent route: \/premium\/no-such-tool/],
  });

  test('an unknown premium slug shows the not-found page', async ({ page }) => {
    await page.goto('/premium/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test('on a 390px phone the list and every premium page fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  // The list loaded, each page reached from it in the app, known by its title.
  const visits = [{ path: '/premium-tools', title: 'Premium AI Tools' }, ...PAGES];
  for (const [index, { path, title }] of visits.entries()) {
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
