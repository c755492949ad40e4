import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  appStarted,
  autofill,
  holdAppStart,
  isAppStarted,
  openBeforeStart,
  slowCpu,
} from './support/app-start';

/*
 * Early input: nothing a visitor enters is lost, whenever they enter it (docs/decisions/
 * 043-how-a-page-starts.md): text typed or pasted before the app has started, and fields filled in one
 * burst as autofill does (values set by a script, with or without events, which React's change events
 * never see), right after the page has loaded or once the app runs. Pages load with the CPU slowed 4x, as on a cheap phone; the form's save
 * (the embedded demo database) then runs at full speed, since the point here is what the form takes in.
 */
const CPU_SLOWDOWN = 4;

test.beforeEach(async ({ page }) => {
  await slowCpu(page, CPU_SLOWDOWN);
});

/** The directory's count of the tools it shows ("123 tools found", read by screen readers). */
async function toolsFound(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /tools? found/ })
    .textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

async function expectFilteredToMenu(page: Page) {
  await expect.poll(() => toolsFound(page)).toBeLessThan(20);
  const count = await toolsFound(page);
  expect(count).toBeGreaterThan(0);
  const cards = page.locator('#main-content article');
  await expect(cards).toHaveCount(count);
  await expect(page).toHaveURL(/[?&]q=menu\b/);
}

const SEARCH_BEFORE_START = {
  typed: (page: Page) => page.getByRole('searchbox', { name: 'Search tools' }).pressSequentially('menu'),
  pasted: async (page: Page) => {
    await page.getByRole('searchbox', { name: 'Search tools' }).focus();
    await page.keyboard.insertText('menu');
  },
};

for (const [how, enter] of Object.entries(SEARCH_BEFORE_START)) {
  test(`a search ${how} before the app has started filters the directory once it has`, async ({ page }) => {
    const release = await holdAppStart(page);
    await openBeforeStart(page, '/tools');
    await enter(page);
    expect(await isAppStarted(page)).toBe(false);
    release();
    await appStarted(page);
    await expectFilteredToMenu(page);
  });
}

test('a search filled in by a script right after load filters the directory', async ({ page }) => {
  await openBeforeStart(page, '/tools');
  await autofill(page, { 'Search tools': 'menu' }, { events: true });
  await appStarted(page);
  await expectFilteredToMenu(page);
});

/** Each form: what autofill fills, the button that sends it, and what shows once it has gone through. */
const FORMS = [
  {
    path: '/contact',
    fields: {
      'First name': 'Ana',
      'Last name': 'Filled',
      Email: 'ana@example.com',
      'Business name': 'Autofill Bakery',
      Subject: 'demo',
      Message: 'Filled in one go by the browser.',
    },
    submit: 'Send Message',
    sent: (page: Page) => page.getByRole('status').filter({ hasText: 'Message sent.' }),
  },
  {
    path: '/onboarding',
    fields: {
      'Full Name': 'Ana Filled',
      Email: 'ana@example.com',
      Phone: '555 0100',
      'Domain Name': 'autofill.example',
    },
    submit: 'Submit Information',
    sent: (page: Page) => page.getByRole('heading', { name: 'Thank You!' }),
  },
  {
    path: '/custom-builder',
    fields: { 'Business name': 'Autofill Bakery', Restaurant: 'restaurant' },
    submit: 'Next',
    sent: (page: Page) => page.getByRole('heading', { level: 2, name: 'What are your main goals?' }),
  },
] as const;

/**
 * Sends the form: the pointer moves onto Submit, as a visitor's hand does (a disabled button lets the
 * pointer through to the form behind it, so this is a plain mouse move, not a hover on the button), then
 * presses it.
 */
async function send(page: Page, form: (typeof FORMS)[number]) {
  const button = page.getByRole('button', { name: form.submit });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${form.submit} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  await button.click();
  await slowCpu(page, 1);
  await expect(form.sent(page)).toBeVisible({ timeout: 40_000 });
}

for (const form of FORMS) {
  test(`${form.path}: every field filled in one burst right after load (with events) is sent`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openBeforeStart(page, form.path);
    await autofill(page, form.fields, { events: true });
    await appStarted(page);
    await send(page, form);
  });

  test(`${form.path}: every field filled in one burst before the app has started (no events) is sent`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const release = await holdAppStart(page);
    await openBeforeStart(page, form.path);
    await autofill(page, form.fields, { events: false });
    release();
    await appStarted(page);
    await send(page, form);
  });

  test(`${form.path}: every field filled in one burst once the app runs (no events) is sent`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openBeforeStart(page, form.path);
    await appStarted(page);
    await autofill(page, form.fields, { events: false });
    await send(page, form);
  });
}

test('a business type clicked right after load is selected, and Next goes on', async ({ page }) => {
  await openBeforeStart(page, '/custom-builder');
  await page.getByRole('radio', { name: 'Restaurant' }).click();
  await page.getByLabel('Business name').fill('Quick Tapper');
  await appStarted(page);
  await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What are your main goals?' })).toBeVisible();
});
