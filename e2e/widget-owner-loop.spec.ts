import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { watchErrors } from './support/mailbox';

// Runs in the staff project (an emptied demo database; the fixture's page is signed in as demo staff and
// reads the sign-in code's email in /mailbox). The owner is a visitor of their own, in another context.
test.describe.configure({ timeout: 180_000 });

const OWNER = 'rosa@trattoria.example';

async function signInCode(staff: Page, address = OWNER): Promise<string> {
  await staff.goto('/mailbox');
  const table = staff.getByRole('table', { name: 'Emails' });
  const row = table.getByRole('row', { name: new RegExp(address.replace('.', '\\.')) }).first();
  await expect(async () => {
    await staff.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText(/sign-in code/i, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const code = /sign-in code: ([0-9]{6})/.exec((await row.textContent()) ?? '')?.[1];
  expect(code, 'the six-digit code in the email').toBeTruthy();
  return code as string;
}

test('an owner customizes a tool, publishes it with an emailed code, pastes the snippet into the sample website and sees it; a published change shows after a reload', async ({
  page: staff,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const errors = watchErrors(owner);

  await owner.goto('/tool/faq-accordion-builder');
  await owner.getByRole('link', { name: 'Customize and install' }).click();
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Customize FAQ Accordion Builder' }),
  ).toBeVisible();
  const preview = owner.getByTestId('widget-preview-host');
  await owner.getByLabel('Title', { exact: true }).fill('Questions about Trattoria Rosa');
  await expect(preview.getByRole('heading', { name: 'Questions about Trattoria Rosa' })).toBeVisible();

  // The draft survives a reload.
  await owner.reload();
  await expect(owner.getByLabel('Title', { exact: true })).toHaveValue('Questions about Trattoria Rosa');

  await owner.getByRole('button', { name: 'Publish and get the code' }).click();
  await owner.getByLabel('Your email').fill(OWNER);
  await owner.getByRole('button', { name: 'Email me a code' }).click();
  await expect(owner.getByText(`We emailed a 6-digit code to ${OWNER}`)).toBeVisible();
  const code = await signInCode(staff);
  await owner.getByLabel('6-digit code').fill(code);
  await owner.getByRole('button', { name: 'Sign in and publish' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 30_000 });
  await expect(owner).toHaveURL(/\/tool\/faq-accordion-builder\/customize\?widget=[0-9a-f-]{36}$/);
  const snippet = (await owner.locator('pre code').first().textContent()) ?? '';
  expect(snippet).toMatch(/^<div data-localboost-widget="[0-9a-f-]{36}" data-kind="faq">/);
  expect(snippet).toContain(`<script src="${baseURL}/embed.js" async></script>`);
  // The fallback carries the content itself, for visitors without scripts and for search engines.
  expect(snippet).toContain('Questions about Trattoria Rosa');

  // The sample website is another origin, as the owner's own website is.
  const site = await context.newPage();
  const siteErrors = watchErrors(site);
  await site.goto('/demo/v1/sample-site');
  expect(new URL(site.url()).origin).not.toBe(new URL(baseURL as string).origin);
  // An earlier run's paste may still be there (the sample site keeps what was pasted, like a real site).
  await site.getByRole('button', { name: 'Remove everything pasted' }).click();
  await expect(site.getByText('Nothing pasted yet.')).toBeVisible();
  await site.getByLabel('Snippet from the LocalBoost editor').fill(snippet);
  await site.getByRole('button', { name: 'Add to this page' }).click();
  const widget = site.locator('[data-localboost-widget]');
  await expect(widget.getByRole('heading', { name: 'Questions about Trattoria Rosa' })).toBeVisible();
  const question = widget.getByRole('button', { name: 'Do you take reservations?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  // Edit and publish again: the installed page shows the change with no new snippet.
  await owner.getByLabel('Title', { exact: true }).fill('Before you visit Trattoria Rosa');
  await owner.getByRole('button', { name: 'Publish and get the code' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 30_000 });
  await site.reload();
  await expect(
    site
      .locator('[data-localboost-widget]')
      .getByRole('heading', { name: 'Before you visit Trattoria Rosa' }),
  ).toBeVisible();

  // My tools lists it, published, with its views: the sample site showed it on two page loads (one view
  // each, sent by the loader's beacon within 2 s or as the page is left), on the sample site's host name.
  await owner.goto('/my-tools');
  const item = owner.getByRole('listitem').filter({ hasText: 'My FAQ Accordion Builder' });
  await expect(item.getByText('Published', { exact: true })).toBeVisible();
  const views = item.getByRole('region', { name: 'Views of My FAQ Accordion Builder' });
  const siteHost = new URL(site.url()).hostname;
  await expect(async () => {
    await owner.reload();
    await expect(views).toContainText(`2 views in the last 30 days, on ${siteHost}.`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await views.getByText('Views per day and website').click();
  await expect(views.getByRole('table', { name: /Views of My FAQ Accordion Builder per day/ })).toContainText(
    '2',
  );

  // Edit from My tools on a browser that kept no draft: the editor opens with what was saved.
  await owner.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('localboost:editor:')) localStorage.removeItem(key);
  });
  await item.getByRole('link', { name: /^Edit/ }).click();
  await expect(owner.getByLabel('Title', { exact: true })).toHaveValue('Before you visit Trattoria Rosa');
  await expect(preview.getByRole('heading', { name: 'Before you visit Trattoria Rosa' })).toBeVisible();

  // Staff see the install on Insights: one tool, seen on one website this week, active.
  await staff.goto('/insights');
  await expect(staff.getByRole('term')).toHaveText(['Active tools', 'Published tools', 'Owners with an active tool']);
  await expect(staff.getByRole('definition').filter({ hasText: /^\d+$/ })).toHaveText(['1', '1', '1']);
  await expect(
    staff.getByRole('region', { name: 'Tool installs by week' }).getByRole('row').last().getByRole('cell').last(),
  ).toHaveText('1');

  expect([...errors, ...siteErrors]).toEqual([]);
  await context.close();
});

const FORM_OWNER = 'marco@bakery.example';

test('a visitor sends the contact form on the sample website; the owner reads it in My tools, marks it handled, and gets it by email', async ({
  page: staff,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const errors = watchErrors(owner);

  await owner.goto('/tool/contact-form-builder-pro');
  await owner.getByRole('link', { name: 'Customize and install' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Customize Contact Form Builder Pro' })).toBeVisible();
  await owner.getByLabel('Heading', { exact: true }).fill('Write to Marco’s Bakery');
  await owner.getByRole('button', { name: 'Publish and get the code' }).click();
  await owner.getByLabel('Your email').fill(FORM_OWNER);
  await owner.getByRole('button', { name: 'Email me a code' }).click();
  await owner.getByLabel('6-digit code').fill(await signInCode(staff, FORM_OWNER));
  await owner.getByRole('button', { name: 'Sign in and publish' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 30_000 });
  const snippet = (await owner.locator('pre code').first().textContent()) ?? '';
  expect(snippet).toMatch(/data-kind="contact-form"/);
  // Without scripts, the fallback says how to reach the business.
  expect(snippet).toContain('mailto:hello@example.com');

  // The visitor is on a desktop, the snippet within the first view: the form, taller than its fallback, waits
  // behind it (showing it would push the page down: runtime/reservation.ts) until the visitor reaches for it.
  const site = await context.newPage();
  await site.setViewportSize({ width: 1280, height: 900 });
  const siteErrors = watchErrors(site);
  await site.goto('/demo/v1/sample-site');
  await site.getByRole('button', { name: 'Remove everything pasted' }).click();
  await expect(site.getByText('Nothing pasted yet.')).toBeVisible();
  await site.getByLabel('Snippet from the LocalBoost editor').fill(snippet);
  await site.getByRole('button', { name: 'Add to this page' }).click();
  const form = site.locator('[data-localboost-widget]');
  const fallbackLink = form.getByRole('link', { name: 'hello@example.com' });
  await expect(fallbackLink).toBeVisible();
  // Mounted and held: the fallback shows through the shadow root's slot.
  await expect(form.locator('slot.lb-hold')).toHaveCount(1);
  await form.getByRole('heading', { name: 'Write to Marco’s Bakery' }).click();
  await expect(fallbackLink).toBeHidden();
  await expect(form.locator('slot.lb-hold')).toHaveCount(0);
  // A visitor's message, with a word to find it by (an earlier run's messages may be there too).
  const marker = `cake-${Date.now()}`;
  await form.getByLabel(/^Your name/).fill('Giulia Visitor');
  await form.getByLabel(/^Email/).fill(`giulia-${Date.now()}@example.com`);
  await form.getByLabel(/^Message/).fill(`Can you bake a birthday ${marker} for Saturday?`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(/Thank you! Your message has been sent/, { timeout: 15_000 });

  await owner.goto('/my-tools');
  const item = owner.getByRole('listitem').filter({ hasText: 'My Contact Form Builder Pro' }).first();
  const inbox = item.getByRole('region', { name: 'Messages from My Contact Form Builder Pro' });
  await inbox.getByLabel('Search the messages').fill(marker);
  const message = inbox.getByRole('listitem').filter({ hasText: marker });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('Giulia Visitor');
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await message.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(message.getByText('Handled', { exact: true })).toBeVisible();

  // The owner's email, in the outbox (the demo's mailbox).
  await staff.goto('/mailbox');
  const row = staff
    .getByRole('table', { name: 'Emails' })
    .getByRole('row', { name: new RegExp(FORM_OWNER.replace('.', '\\.')) })
    .filter({ hasText: 'New message from your contact form' })
    .first();
  await expect(async () => {
    await staff.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  expect([...errors, ...siteErrors]).toEqual([]);
  await context.close();
});
