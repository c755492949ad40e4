import type { Page } from '@playwright/test';
import { DEMO_ANON_KEY } from '../src/lib/demo/demo-credentials';
import { settled } from './support/a11y-scan';
import { dismissToasts } from './support/builder-journey';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

// One record per customer and tasks (issue 26, docs/decisions/026-speed-to-lead.md). Runs in the staff
// project: an emptied demo database, signed in as demo staff.
test.describe.configure({ timeout: 240_000 });
const DESKTOP = { width: 1280, height: 900 };
const TASK = 'Call back about the quote';

/** A row as a visitor's browser sends it, straight through the REST API. */
async function insert(page: Page, table: string, row: Record<string, unknown>) {
  const response = await page.request.post(`/rest/v1/${table}`, {
    headers: { apikey: DEMO_ANON_KEY, Prefer: 'return=minimal' },
    data: { id: crypto.randomUUID(), ...row },
  });
  expect(response.status(), `insert into ${table}: ${await response.text()}`).toBe(201);
}

/** Tomorrow at 10:00 in the browser's time zone, as a datetime-local input takes it. */
const tomorrowAtTen = (page: Page) =>
  page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
  });

async function scanBothWidths(page: Page, checkA11y: () => Promise<void>) {
  await dismissToasts(page);
  await page.setViewportSize(DESKTOP);
  await checkA11y();
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
  await page.setViewportSize(DESKTOP);
}

test('a lead and a later enquiry from one address make one contact; a task added there is done from the Tasks screen', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/leads-admin');
  await settled(page);
  await insert(page, 'custom_builder_leads', {
    business_name: 'Harbor Grill',
    business_type: 'restaurant',
    goals: ['leads'],
    current_challenges: ['time'],
    website_url: null,
    email: 'Maria@Harbor-Grill.example',
    shortlist: [1],
  });
  await insert(page, 'visitor_inquiries', {
    kind: 'contact',
    source: 'contact',
    full_name: 'Maria Lopez',
    email: 'maria@harbor-grill.example',
    business_name: 'Harbor Grill',
    phone: null,
    subject: 'partnership',
    message: 'Can you call me about the booking widget?',
  });

  // The lead's name on its dashboard row opens its contact.
  await page.reload();
  await settled(page);
  const started = Date.now();
  await page.getByRole('link', { name: 'Harbor Grill' }).click();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
  // Exact: the lead's own address (another case) is on the dashboard, which stays while the screen loads.
  await expect(page.getByRole('link', { name: 'maria@harbor-grill.example', exact: true })).toBeVisible();
  test.info().annotations.push({ type: 'contact record shown after', description: `${Date.now() - started} ms` });

  // Both records on one timeline, newest (the enquiry) first.
  const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
  await expect(timeline.getByText('Builder lead', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Enquiry', { exact: true })).toBeVisible();
  // What Maria wrote is there in full, with its subject: no need to open Enquiries to read it.
  await expect(timeline.getByText('Can you call me about the booking widget?', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Subject: Partnerships', { exact: true })).toBeVisible();
  // Maria has published no tools of her own from a tool page.
  await expect(page.getByText('No tools of their own: they have not published one from a tool page.')).toBeVisible();
  const labels = await timeline.getByRole('listitem').locator('p.font-medium').allTextContents();
  const enquiry = labels.indexOf('Enquiry');
  const lead = labels.indexOf('Builder lead');
  expect(enquiry, labels.join(', ')).toBeGreaterThanOrEqual(0);
  expect(lead, labels.join(', ')).toBeGreaterThan(enquiry);
  await expect(page.getByRole('list', { name: 'Records' })).toContainText('1 builder lead');
  await expect(page.getByRole('list', { name: 'Records' })).toContainText('1 enquiry');
  await scanBothWidths(page, checkA11y);

  // Add a task: the form says what is missing, then saves it.
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Due time is required')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Title').fill(TASK);
  await dialog.getByLabel('Due').fill(await tomorrowAtTen(page));
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Open tasks' })).toContainText(TASK);
  await expect(timeline.getByRole('listitem').first()).toContainText('Task created');

  // On the Tasks screen, under Upcoming, with its contact; completed from there.
  await page.getByRole('navigation', { name: 'Staff dashboards' }).getByRole('link', { name: 'Tasks' }).click();
  await settled(page);
  const upcoming = page.getByRole('list', { name: /^Upcoming/ });
  const item = upcoming.getByRole('listitem').filter({ hasText: TASK });
  await expect(item).toContainText('Owner: You');
  await expect(item.getByRole('link', { name: /Maria Lopez|Harbor Grill/ })).toBeVisible();
  await expect(page.getByText('Nothing overdue.')).toBeVisible();
  await scanBothWidths(page, checkA11y);
  await item.getByRole('button', { name: `Complete ${TASK}` }).click();
  await expect(page.getByText('Task completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Nothing due after today.')).toBeVisible();
  await page.getByText('Done (1)').click();
  const done = page.getByRole('list', { name: 'Done, latest first' }).getByRole('listitem').filter({ hasText: TASK });
  await expect(done).toContainText('Done');

  // The contact's timeline says so, newest first.
  await done.getByRole('link').click();
  await expect(page.getByRole('list', { name: 'Open tasks' })).toHaveCount(0);
  await expect(page.getByText('No open tasks.')).toBeVisible();
  const latest = page.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem').first();
  await expect(latest).toContainText('Task completed');
  await expect(latest).toContainText(TASK);
});

test('an unknown contact says so', async ({ page }) => {
  await page.goto('/contacts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact not found' })).toBeVisible({ timeout: 90_000 });
  await page.goto('/contacts/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact not found' })).toBeVisible({ timeout: 90_000 });
});
