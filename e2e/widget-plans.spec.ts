import type { Page } from '@playwright/test';
import type { AnnouncementBarSettings } from '../src/widgets/kinds/announcement-bar/settings';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { snippet, startHostPage } from './support/host-page';
import { signInOwner } from './support/owner-sign-in';

// Runs in the staff project (an emptied demo database; the fixture's page is signed in as demo staff and
// reads the sign-in code's email in /mailbox). The owner is a visitor of their own, in another context.
test.describe.configure({ timeout: 180_000 });

/** Console errors and failed scripts on a page of another context, but the one response a test expects. */
function watchErrors(page: Page, expected: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const BAR: AnnouncementBarSettings = {
  text: 'Open late on Fridays',
  link: { show: false, label: '', url: '' },
  background: '#1d4ed8',
  position: 'top',
  dismissible: true,
  schedule: { start: '', end: '' },
};

test('an owner on the free trial with 5 tools live is refused a sixth, with the reason and a link to the plans; after an ended trial the settings read answers 404 and the owner’s page keeps the snippet’s fallback; an owner 3 days from the end is emailed once', async ({
  page: staff,
  browser,
  baseURL,
}) => {
  const seed = async (data: Record<string, unknown>) => {
    const response = await staff.request.post('/__test/widgets', {
      data: { kind: 'announcement-bar', ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const email = 'luca@pizzeria.example';
  // Five live tools and a sixth saved but not published, stored through the demo's test-only endpoint
  // (the first one starts the owner's trial, as a first tool does).
  for (const [index, published] of [true, true, true, true, true, false].entries())
    await seed({ settings: BAR, published, ownerEmail: email, name: `Bar ${index + 1}` });
  // One owner 13 days into the trial (still live), one 15 days in with no plan (ended).
  const live = await seed({
    settings: { ...BAR, text: 'Fresh bread daily' },
    ownerEmail: 'ana@bakery.example',
    trialStartedDaysAgo: 13,
  });
  const ended = await seed({
    settings: { ...BAR, text: 'Pizza night on Fridays' },
    ownerEmail: 'gino@trattoria.example',
    trialStartedDaysAgo: 15,
  });

  await test.step('an owner with 5 tools live is refused a sixth', async () => {
    const context = await browser.newContext({ baseURL });
    const owner = await context.newPage();
    // The refused publish answers 402 by design; Chromium logs that response as a console error.
    const errors = watchErrors(owner, /status of 402/);
    await owner.goto('/my-tools');
    await signInOwner(owner, staff, email);

    const plan = owner.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText(/Free trial until \w+ \d{1,2}, \d{4} · 5 of 5 tools live/);
    await expect(plan).toContainText('You have reached your limit of live tools.');

    const sixth = owner.getByRole('listitem').filter({ hasText: 'Bar 6' });
    await sixth.getByRole('button', { name: 'Publish Bar 6' }).click();
    const refusal = sixth.getByRole('alert');
    await expect(refusal).toContainText(
      '5 tools are live, the most your free trial includes. Unpublish one, or choose a larger plan.',
    );
    await expect(sixth.getByText('Not published', { exact: true })).toBeVisible();
    await expectNoA11yViolations(owner);
    await refusal.getByRole('link', { name: 'See the plans' }).click();
    await expect(owner).toHaveURL(/\/pricing$/);

    expect(errors).toEqual([]);
    await context.close();
  });

  await test.step('after an ended trial the owner’s page keeps the snippet’s fallback', async () => {
    const host = await startHostPage(
      `<!doctype html><html lang="en"><head><title>Two shops</title></head><body><main><h1>Two shops</h1>${[
        snippet(baseURL as string, {
          id: live,
          kind: 'announcement-bar',
          fallbackHtml: '<p>Bakery fallback</p>',
        }),
        snippet(baseURL as string, {
          id: ended,
          kind: 'announcement-bar',
          fallbackHtml: '<p>Pizzeria fallback</p>',
        }),
      ].join('\n')}</main></body></html>`,
    );
    // The owner's website is not our app: a page of its own, whose only expected error is the ended read's 404.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page, /status of 404/);
    try {
      const endedRead = page.waitForResponse((response) =>
        response.url().includes(`widget-settings?id=${ended}`),
      );
      await page.goto(host.url);
      expect((await endedRead).status()).toBe(404);
      // The live one renders (the control); the ended one stays as the owner's page wrote it.
      await expect(page.getByText('Fresh bread daily')).toBeVisible();
      await expect(page.getByText('Pizzeria fallback')).toBeVisible();
      await expect(page.getByText('Pizza night on Fridays')).toHaveCount(0);
      expect(
        await page.locator(`[data-localboost-widget="${ended}"]`).evaluate((element) => element.shadowRoot),
      ).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await host.close();
    }
  });

  await test.step('an owner 3 days from the end of the trial is emailed once', async () => {
    // The demo's send-emails schedule queued the live owner's warning (their trial ends within 3 days), once.
    await staff.goto('/mailbox');
    const warnings = staff
      .getByRole('table', { name: 'Emails' })
      .getByRole('row', { name: /ana@bakery\.example/ })
      .filter({ hasText: 'Your LocalBoost free trial ends on' });
    await expect(async () => {
      await staff.getByRole('button', { name: 'Refresh' }).click();
      await expect(warnings).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(
      staff.getByRole('table', { name: 'Emails' }).getByRole('row', { name: /gino@trattoria\.example/ }),
    ).toHaveCount(0);
  });
});
