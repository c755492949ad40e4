import { demoCheckoutHref } from '../src/config/checkout-settings';
import type { Locator, Page } from '@playwright/test';
import { expectOpen, questionsIn } from './support/accordion';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

// The demo build's shared premium link opens the site's own test checkout.
const CHECKOUT = demoCheckoutHref('premium');

function accordion(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  return { region, triggers: questionsIn(region) };
}

async function expectOpenAt(triggers: Locator, openIndex: number | null) {
  const count = await triggers.count();
  for (let i = 0; i < count; i++) await expectOpen(triggers.nth(i), i === openIndex);
}

// One load of the landing for everything reached on it by the page's own controls, each a step; its axe scans
// as it opens at 1280 and 390 px are also e2e/accessibility.spec.ts's.
test('the landing: every section in order, how it works, the FAQ, a phone screen, and where its buttons go', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/premium/voice-agent-landing');
  const desktop = page.viewportSize()!;

  await test.step('the landing has every section in order', async () => {
    await expect(page).toHaveTitle(/AI Voice Agent/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/15x faster/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Built for businesses that live on the phone',
      'How it works',
      'Everything a great receptionist does',
      'Every call, handled the same great way',
      'What owners say',
      'Simple pricing',
      'Frequently asked questions',
      'Stop sending callers to voicemail',
    ]);

    const checkouts = page.getByRole('link', { name: 'Get started for $249/mo (opens in a new tab)' });
    await expect(checkouts).toHaveCount(3);
    for (const link of await checkouts.all()) {
      await expect(link).toHaveAttribute('href', CHECKOUT);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const types = page
      .getByRole('region', { name: 'Built for businesses that live on the phone' })
      .getByRole('listitem');
    await expect(types).toContainText([
      'Salons and Barbershops',
      'Real Estate',
      'Medical',
      'Restaurants',
      'Home Service',
      'Legal Services',
    ]);
    const capabilities = page.getByRole('region', { name: 'Everything a great receptionist does' });
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(
      page
        .getByRole('region', { name: 'Every call, handled the same great way' })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(['Greet', 'Gather details', 'Confirm via SMS/Email']);
    await expect(page.getByRole('region', { name: 'What owners say' }).getByRole('figure')).toHaveCount(2);

    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    await expect(pricing.getByText('Most Popular')).toBeVisible();
    await expect(pricing.getByText('$249', { exact: true })).toBeVisible();
    await expect(pricing.getByRole('listitem')).toHaveCount(6);
    await checkA11y();
  });

  const { region, triggers } = accordion(page, 'How it works');
  await test.step('how it works: the first step starts open', async () => {
    await expect(triggers).toHaveCount(4);
    await expectOpenAt(triggers, 0);
    await expect(region.getByText('turn them into the knowledge base')).toBeVisible();
  });

  await test.step('how it works: arrow keys, Home and End move between headers; Enter and Space toggle', async () => {
    await triggers.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.nth(0)).toBeFocused();
    // Moving focus does not change what is open.
    await expectOpenAt(triggers, 0);

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expectOpenAt(triggers, 3);
    await page.keyboard.press('Space');
    await expectOpenAt(triggers, null);
  });

  await test.step('how it works: one open at a time, collapsible', async () => {
    await triggers.nth(0).click();
    await expectOpenAt(triggers, 0);
    await triggers.nth(2).click();
    await expectOpenAt(triggers, 2);
    await expect(region.getByText('turn them into the knowledge base')).toBeHidden();
    await expect(region.getByText('Pick a voice and greeting')).toBeVisible();

    await triggers.nth(2).click();
    await expectOpenAt(triggers, null);
    await checkA11y();
  });

  await test.step('the FAQ starts closed, opens one answer at a time and works from the keyboard', async () => {
    const { region, triggers } = accordion(page, 'Frequently asked questions');
    await expect(triggers).toHaveCount(4);
    await expectOpenAt(triggers, null);

    await triggers.getByText('Which calendars does it work with?').click();
    await expectOpenAt(triggers, 0);
    await expect(region.getByText('Google Calendar and Microsoft Outlook/Office 365.')).toBeVisible();

    await page.keyboard.press('End');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpenAt(triggers, 3);
    await expect(region.getByText('Usage limits and fair-use policies may apply')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(2)).toBeFocused();
    await checkA11y();
  });

  await test.step('on a 390px phone the landing fits without sideways scrolling', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y();
    await page.setViewportSize(desktop);
  });

  await test.step('its buttons go somewhere real', async () => {
    await page.getByRole('link', { name: 'Hear a live demo' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=demo$/);
    await page.goBack();
    // Book a demo opens the demo request dialog (stored as an enquiry from the voice landing).
    await page.getByRole('button', { name: 'Book a demo' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Request a Demo' })).toBeVisible();
  });
});
