import { DEMO_STAFF } from '../src/lib/demo/demo-credentials';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import { dismissToasts, FIRST_DATABASE_START_MS, openLeadsDashboard, seedLeadsThroughDrafts, type DraftValues } from './support/builder-journey';

// Speed to lead on the one staff dashboard (issue 26): each new lead has an owner (round robin) and a
// running first-response clock; staff reassign it, filter "Mine" and by source, sort "Waiting longest",
// and a status change stops the clock. The amber and red thresholds are unit-tested (response-clock.test.ts).
test.describe.configure({ timeout: 2 * 240_000 });

const lead = (businessName: string, n: number): DraftValues => ({
  businessName,
  businessType: 'restaurant',
  goals: ['leads'],
  currentChallenges: ['time'],
  websiteUrl: '',
  email: `owner${n}@speed.example`,
});
const STAFF_NAME = DEMO_STAFF.email.slice(0, DEMO_STAFF.email.indexOf('@'));

test('a new lead has an owner and a running clock; staff reassign it, use Mine, sort and answer it', async ({ page, checkA11y }) => {
  // The visit starts from a newsletter link: the builder stores that attribution with each lead.
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn');
  await seedLeadsThroughDrafts(page, [lead('Harbor Grill', 1), lead('Maple Diner', 2)]);
  await openLeadsDashboard(page);

  const harbor = page.getByRole('row', { name: /Harbor Grill/ });
  const maple = page.getByRole('row', { name: /Maple Diner/ });
  // The only active staff member owns both (round robin); both are waiting.
  for (const row of [harbor, maple]) {
    await expect(row.locator('[data-owner]')).toHaveText(STAFF_NAME);
    await expect(row.locator('[data-clock]')).toHaveText(/^Waiting (under 1|\d+) min/);
  }

  // Details: the source, and the owner changed to Unassigned (the database logs it in the history).
  await page.getByRole('button', { name: 'Notes and history for Harbor Grill' }).click();
  const panel = page.getByRole('dialog', { name: 'Harbor Grill' });
  await expect(panel).toContainText('UTM sourcenewsletter');
  await expect(panel).toContainText('UTM campaignautumn');
  const owner = panel.getByRole('combobox', { name: 'Owner' });
  await expect(owner).toHaveValue(DEMO_STAFF.id);
  await owner.selectOption('Unassigned');
  await expect(page.getByText('The row has a new owner.')).toBeVisible();
  await expect(owner).toHaveValue('unassigned');
  await expect(panel.getByRole('list', { name: 'History, newest first' })).toContainText('Owner changed: unassigned');
  // Closing a toast is a click outside the modal panel, which would close it: the toast leaves by itself.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
  await checkA11y();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(harbor.locator('[data-owner]')).toHaveText('Unassigned');

  // Mine: only the lead still owned by the signed-in staff member, kept in the URL.
  const ownerFilter = page.getByRole('combobox', { name: 'Owner' });
  await ownerFilter.selectOption('Mine');
  await expect(page).toHaveURL(/[?&]owner=mine\b/);
  await expect(harbor).toHaveCount(0);
  await expect(maple).toBeVisible();

  // Back to the signed-in staff member: Harbor Grill is theirs again.
  await ownerFilter.selectOption('Everyone');
  await page.getByRole('button', { name: 'Notes and history for Harbor Grill' }).click();
  await owner.selectOption(DEMO_STAFF.email);
  await expect(owner).toHaveValue(DEMO_STAFF.id);
  await panel.getByRole('button', { name: 'Close' }).click();
  await ownerFilter.selectOption('Mine');
  await expect(harbor.locator('[data-owner]')).toHaveText(STAFF_NAME);

  // Answering Maple Diner (a status change) stops its clock.
  await page.getByRole('combobox', { name: 'Status of Maple Diner' }).selectOption('Contacted');
  await expect(maple.locator('[data-clock]')).toHaveText(/^Answered in (under 1|\d+) min/);
  await expect(harbor.locator('[data-clock]')).toHaveText(/^Waiting/);

  // Newest first by default; Waiting longest puts the waiting Harbor Grill ahead of the answered Maple Diner.
  const firstRowName = () => page.getByRole('row').nth(1);
  await expect(firstRowName()).toContainText('Maple Diner');
  const waitingLongest = page.getByRole('button', { name: 'Waiting longest' });
  await waitingLongest.click();
  await expect(waitingLongest).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]sort=waiting\b/);
  await expect(firstRowName()).toContainText('Harbor Grill');

  // The source filter matches the UTM source or the referrer host.
  const source = page.getByRole('searchbox', { name: 'Filter by source' });
  await source.fill('gazette');
  await expect(page.getByText('No leads match your search.')).toBeVisible();
  await source.fill('NEWS');
  await expect(page).toHaveURL(/[?&]source=NEWS\b/);
  await expect(page.getByRole('row')).toHaveCount(3);

  await dismissToasts(page);
  await checkA11y();
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
  // The reload keeps every choice (URL state) and the clock still reads from the database.
  await page.reload();
  await expect(harbor.locator('[data-clock]')).toHaveText(/^Waiting/, { timeout: FIRST_DATABASE_START_MS });
  await expect(page.getByRole('row')).toHaveCount(3);
});
