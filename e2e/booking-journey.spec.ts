import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { emailRow, watchErrors } from './support/mailbox';
import { signInOwner } from './support/owner-sign-in';

/*
 * Quick Appointment Booking end to end on the demo: an owner publishes the widget, a visitor on a phone asks
 * for a time on the sample website, the owner's email is in /mailbox, the owner confirms in My tools, the
 * visitor's confirmation is in /mailbox, and the widget no longer offers that time.
 */
const OWNER = 'bella@salon.example';

test('a visitor asks for a time on the sample website, the owner confirms it in My tools, and the time is taken', async ({
  page: staff,
  browser,
  baseURL,
}) => {
  // Four pages, a sign-in by email code, three axe scans: some 30 to 80 s, and up to 150 s when the
  // machine's 2 cores are also running other tests.
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const errors = watchErrors(owner);

  await owner.goto('/tool/quick-appointment-booking');
  await owner.getByRole('link', { name: 'Customize and install' }).click();
  await owner.getByLabel('Heading', { exact: true }).fill('Book at Bella’s');
  await owner.getByRole('button', { name: 'Publish and get the code' }).click();
  await signInOwner(owner, staff, OWNER, 'Sign in and publish');
  await expect(owner.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 30_000 });
  const snippet = (await owner.locator('pre code').first().textContent()) ?? '';
  expect(snippet).toMatch(/data-kind="booking"/);
  expect(snippet).toContain('tel:+15550100123');

  const site = await context.newPage();
  await site.setViewportSize({ width: 390, height: 740 });
  const siteErrors = watchErrors(site);
  await site.goto('/demo/v1/sample-site');
  await site.getByRole('button', { name: 'Remove everything pasted' }).click();
  await site.getByLabel('Snippet from the LocalBoost editor').fill(snippet);
  await site.getByRole('button', { name: 'Add to this page' }).click();
  const widget = site.locator('[data-localboost-widget]');
  await expect(widget.getByRole('heading', { name: 'Book at Bella’s' })).toBeVisible();
  // The form is taller than its fallback and on screen, so once rendered it waits behind the fallback (the
  // slot that shows it) until the visitor reaches for it (decision 040): they tap the heading, and the form
  // takes its place.
  const reachForIt = async () => {
    await expect(site.locator('[data-localboost-widget] slot.lb-hold')).toBeAttached({ timeout: 30_000 });
    await site.locator('[data-localboost-widget] > h2').click();
  };
  await reachForIt();

  // The second free day is a whole day (the first may be nearly over): the visitor picks its second time.
  const day = widget.getByRole('group', { name: 'Day' }).getByRole('radio').nth(1);
  // A radio's name is its label's text (the label is its parent, in the shadow root: no XPath there).
  const nameOf = (radio: typeof day) => radio.evaluate((input) => input.parentElement!.textContent ?? '');
  const dayName = await nameOf(day);
  await day.check();
  const times = widget.getByRole('group', { name: /^Time/ });
  const time = times.getByRole('radio').nth(1);
  const timeName = await nameOf(time);
  expect(`${dayName} ${timeName}`).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d+ [A-Z][a-z]{2} \d+(:\d\d)? [AP]M$/);
  await time.check();
  const visitor = `vera-${Date.now()}@example.com`;
  await widget.getByLabel(/^Your name/).fill('Vera Visitor');
  await widget.getByLabel(/^Email/).fill(visitor);
  await widget.getByLabel(/^Anything we should know/).fill('First visit');
  await widget.getByRole('button', { name: 'Request this time' }).click();
  await expect(widget.getByRole('status')).toHaveText(/Your request is in/, { timeout: 15_000 });
  await expect(widget.getByText(`You asked for ${dayName}, ${timeName}.`)).toBeVisible();
  await expectNoA11yViolations(site);

  // The owner is told by email, then confirms in My tools.
  await emailRow(staff, OWNER, /Booking request: Vera Visitor/);
  await owner.goto('/my-tools');
  const list = owner
    .getByRole('region', { name: 'Booking requests from My Quick Appointment Booking' })
    .first();
  const entry = list.getByRole('listitem').filter({ hasText: visitor });
  await expect(entry.getByText('Waiting for you')).toBeVisible();
  await expectNoA11yViolations(owner);
  await entry.getByRole('button', { name: /^Confirm ?the request from Vera Visitor/ }).click();
  await expect(entry.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);

  // The visitor's confirmation email, with the time.
  const row = await emailRow(staff, visitor, /Your appointment is confirmed/);
  await expect(row).toContainText(timeName);

  // Back on the website, that time is no longer offered on that day.
  await site.reload();
  await reachForIt();
  await widget.getByRole('radio', { name: dayName, exact: true }).check();
  await expect(times.getByRole('radio').first()).toBeVisible();
  await expect(times.getByRole('radio', { name: timeName, exact: true })).toHaveCount(0);

  expect([...errors, ...siteErrors]).toEqual([]);
  await context.close();
});
