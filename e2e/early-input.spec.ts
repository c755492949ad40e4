import type { Locator, Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { appStarted, autofill, holdAppStart, isAppStarted, openBeforeStart } from './support/app-start';

/*
 * Early input: nothing a visitor enters is lost, whenever they enter it (docs/decisions/
 * 043-how-a-page-starts.md): text typed or pasted before the app has started, presses on controls made
 * then, and fields filled in one burst as autofill does (values set by a script, with or without events,
 * which React's change events never see), right after the page has loaded or once the app runs. Input
 * right after load races the app's start: those pages load with the CPU slowed 4x, as on a cheap phone.
 * Where the app's start is held back until the input is made, or the input waits for the start, the order
 * is fixed whatever the CPU, and the page runs at full speed; so does the form's save (the embedded demo
 * database), since the point here is what the form takes in. Each page is one tab, loaded once per moment.
 */
const CPU_SLOWDOWN = 4;

/**
 * Every test's page runs on a CPU slowed 4x from its first load; `cpuRate` sets another rate (1 is full
 * speed). The DevTools session that sets the rate stays open for the test: detaching it restores full
 * speed at once.
 */
const test = base.extend<{ cpuRate: (rate: number) => Promise<void> }>({
  cpuRate: [
    async ({ page }, use) => {
      const cdp = await page.context().newCDPSession(page);
      const setRate = async (rate: number) => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      };
      await setRate(CPU_SLOWDOWN);
      await use(setRate);
    },
    { auto: true },
  ],
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

test('/tools: a search filled in by a script right after load, or typed and pasted before the app has started, filters the directory; a filter pressed before then is applied', async ({
  page,
  cpuRate,
}) => {
  await test.step('filled in by a script right after load', async () => {
    await openBeforeStart(page, '/tools');
    await autofill(page, { 'Search tools': 'menu' }, { events: true });
    await appStarted(page);
    await expectFilteredToMenu(page);
  });

  // Held back, the app starts after the input whatever the CPU: the rest runs at full speed.
  await cpuRate(1);
  await test.step('typed and pasted before the app has started: applied once it has', async () => {
    const release = await holdAppStart(page);
    await openBeforeStart(page, '/tools');
    await page.getByRole('searchbox', { name: 'Search tools' }).pressSequentially('me');
    await page.keyboard.insertText('nu');
    expect(await isAppStarted(page)).toBe(false);
    release();
    await appStarted(page);
    await expectFilteredToMenu(page);
  });

  await test.step('a filter pressed before the app has started: carried out once it has', async () => {
    const release = await holdAppStart(page);
    await openBeforeStart(page, '/tools');
    // The press is held until the app has started: then the filter is applied.
    const restaurants = page
      .getByRole('group', { name: 'Filter by business type' })
      .getByRole('button', { name: 'Restaurants', exact: true });
    await restaurants.click();
    expect(await isAppStarted(page)).toBe(false);
    await expect(restaurants).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(restaurants).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=Restaurants/);
  });
});

type Form = {
  path: string;
  /** What autofill fills. */
  fields: Record<string, string>;
  /** The field a visitor types into before the app has started (the rest is autofilled). */
  typed: string;
  submit: string;
  /** What shows once the form has gone through. */
  sent: (page: Page) => Locator;
  /** What else holds once the form filled before the app started has gone through. */
  kept?: (page: Page) => Promise<void>;
  /** A visitor's own input right after load, racing the start as autofill does. */
  enteredRightAfterLoad?: (page: Page) => Promise<void>;
};

const FORMS: Form[] = [
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
    typed: 'First name',
    submit: 'Send Message',
    sent: (page) => page.getByRole('status').filter({ hasText: 'Message sent.' }),
    kept: (page) =>
      expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toContainText('Thanks, Ana!'),
  },
  {
    path: '/onboarding',
    fields: {
      'Full Name': 'Ana Filled',
      Email: 'ana@example.com',
      Phone: '555 0100',
      'Domain Name': 'autofill.example',
    },
    typed: 'Full Name',
    submit: 'Submit Information',
    sent: (page) => page.getByRole('heading', { name: 'Thank You!' }),
  },
  {
    path: '/custom-builder',
    fields: { 'Business name': 'Autofill Bakery', Restaurant: 'restaurant' },
    typed: 'Business name',
    submit: 'Next',
    sent: (page) => page.getByRole('heading', { level: 2, name: 'What are your main goals?' }),
    // The answers are still there on the way back.
    kept: async (page) => {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByLabel('Business name')).toHaveValue('Autofill Bakery');
      await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
    },
    // A business type clicked and a name typed right after load: the type is selected, and Next goes on.
    enteredRightAfterLoad: async (page) => {
      await page.getByRole('radio', { name: 'Restaurant' }).click();
      await page.getByLabel('Business name').fill('Quick Tapper');
      await appStarted(page);
      await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
    },
  },
];

/** Opens the form's page afresh: the tab's session holds no builder draft (which would reopen the builder at its step). */
async function openForm(page: Page, path: string) {
  await page.evaluate(() => sessionStorage.clear()).catch(() => {});
  await openBeforeStart(page, path);
}

/**
 * Sends the form: the pointer moves onto Submit, as a visitor's hand does (a disabled button lets the
 * pointer through to the form behind it, so this is a plain mouse move, not a hover on the button), then
 * presses it.
 */
async function send(page: Page, cpuRate: (rate: number) => Promise<void>, form: Form) {
  const button = page.getByRole('button', { name: form.submit });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${form.submit} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  await button.click();
  // The save, and the loads after it (whose input is held back or comes after the start), at full speed.
  await cpuRate(1);
  await expect(form.sent(page)).toBeVisible({ timeout: 40_000 });
}

// Each form in one tab, loaded once for each moment of filling it.
for (const form of FORMS) {
  test(`${form.path}: every field filled in one burst is sent, right after load (with events), before the app has started and once it runs (no events)`, async ({
    page,
    cpuRate,
  }) => {
    test.setTimeout(120_000);
    await test.step('filled in one burst right after load, with events', async () => {
      await openForm(page, form.path);
      await autofill(page, form.fields, { events: true });
      await appStarted(page);
      await send(page, cpuRate, form);
    });

    const entered = form.enteredRightAfterLoad;
    if (entered)
      await test.step('entered by the visitor right after load', async () => {
        await cpuRate(CPU_SLOWDOWN);
        await openForm(page, form.path);
        await entered(page);
        await send(page, cpuRate, form);
      });

    await test.step('typed and filled in one burst before the app has started, no events', async () => {
      const release = await holdAppStart(page);
      await openForm(page, form.path);
      const { [form.typed]: typed, ...rest } = form.fields;
      await page.getByLabel(form.typed).fill(typed!);
      await autofill(page, rest, { events: false });
      expect(await isAppStarted(page)).toBe(false);
      release();
      await appStarted(page);
      await expect(page.getByLabel(form.typed)).toHaveValue(typed!);
      await send(page, cpuRate, form);
      await form.kept?.(page);
    });

    await test.step('filled in one burst once the app runs, no events', async () => {
      // The app's start is no longer held.
      await page.unrouteAll();
      await openForm(page, form.path);
      await appStarted(page);
      await autofill(page, form.fields, { events: false });
      await send(page, cpuRate, form);
    });
  });
}
