import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { emailRow, watchErrors } from './support/mailbox';
import { signInOwner } from './support/owner-sign-in';

/*
 * The email sign-up widget's double opt-in, end to end on the demo: an owner publishes the form, a visitor
 * signs up on the sample website, the confirmation email is in /mailbox, following its link and pressing
 * the page's button confirms, and the owner sees the subscriber confirmed in My tools, with the
 * "you're subscribed" email (and its unsubscribe link) queued.
 */
const OWNER = 'nadia@florist.example';

test('a visitor signs up on the sample website, confirms from the email, and the owner sees them confirmed in My tools', async ({
  page: staff,
  browser,
  baseURL,
}) => {
  // Three pages, a sign-in by email code, four axe scans: some 30 to 70 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const errors = watchErrors(owner);

  await owner.goto('/tool/email-subscription-form');
  await owner.getByRole('link', { name: 'Customize and install' }).click();
  await owner.getByLabel('Heading', { exact: true }).fill('Flowers by Nadia: news');
  await owner.getByRole('button', { name: 'Publish and get the code' }).click();
  await signInOwner(owner, staff, OWNER, 'Sign in and publish');
  await expect(owner.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 30_000 });
  const snippet = (await owner.locator('pre code').first().textContent()) ?? '';
  expect(snippet).toMatch(/data-kind="email-signup"/);
  expect(snippet).toContain('mailto:hello@example.com');

  const site = await context.newPage();
  await site.setViewportSize({ width: 390, height: 640 });
  const siteErrors = watchErrors(site);
  await site.goto('/demo/v1/sample-site');
  await site.getByRole('button', { name: 'Remove everything pasted' }).click();
  await site.getByLabel('Snippet from the LocalBoost editor').fill(snippet);
  await site.getByRole('button', { name: 'Add to this page' }).click();
  const form = site.locator('[data-localboost-widget]');
  await expect(form.getByRole('heading', { name: 'Flowers by Nadia: news' })).toBeVisible();
  const visitor = `vera-${Date.now()}@example.com`;
  await form.getByLabel(/^Email/).fill(visitor);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(/Check your inbox to confirm/, { timeout: 15_000 });
  await expectNoA11yViolations(site);

  // The owner's list: the visitor, waiting for their confirmation.
  await owner.goto('/my-tools');
  const list = owner.getByRole('region', { name: 'Subscribers of My Email Subscription Form' }).first();
  const entry = list.getByRole('listitem').filter({ hasText: visitor });
  await expect(entry.getByText('Waiting for confirmation')).toBeVisible();
  await expectNoA11yViolations(owner);

  // The confirmation email in the demo's mailbox, and its link, which points at the demo's own address (the
  // demo backend sets the emails' links to where it is served: local-backend/server.ts).
  const row = await emailRow(staff, visitor, /Please confirm your subscription/);
  await row.getByRole('button', { name: /^View the email/ }).click();
  const text = (await staff.getByRole('region', { name: /^Plain text of the email/ }).textContent()) ?? '';
  const link = /https?:\/\/\S+\?confirm=[0-9a-f]{64}/.exec(text)?.[0];
  expect(link, 'the confirmation link in the email').toBeTruthy();
  expect(text).toMatch(/\?unsubscribe=[0-9a-f]{64}/);
  const confirmPage = await context.newPage();
  expect(new URL(link!).origin).toBe(new URL(staff.url()).origin);
  await confirmPage.goto(link!);
  await expect(confirmPage.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expectNoA11yViolations(confirmPage);
  await confirmPage.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(confirmPage.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expectNoA11yViolations(confirmPage);

  await owner.reload();
  await expect(entry.getByText('Confirmed', { exact: true })).toBeVisible();
  await emailRow(staff, visitor, /You are subscribed/);

  expect([...errors, ...siteErrors]).toEqual([]);
  await context.close();
});
