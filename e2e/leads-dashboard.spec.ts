import { readFile } from 'node:fs/promises';
import { endOutage, expect, PHONE_VIEWPORT, simulateOutage, test } from './support/fixtures';
import {
  dismissToasts,
  FIRST_DATABASE_START_MS,
  openLeadsDashboard,
  type DraftValues,
  waitForLeads,
} from './support/builder-journey';
import { insertLeads } from './support/visitor-rows';

// The dashboard's subject is what staff do with stored leads, so the leads are stored as the builder's
// submit stores them (e2e/support/visitor-rows.ts); the wizard that sends them is e2e/builder.spec.ts's.
const BISTRO: DraftValues = {
  businessName: 'Bistro Uno',
  businessType: 'restaurant',
  goals: ['leads', 'bookings', 'reviews'],
  currentChallenges: ['time'],
  websiteUrl: 'https://bistro.example.com',
  email: 'chef@bistro.example.com',
};
const SALON: DraftValues = {
  businessName: 'Shear Joy Salon',
  businessType: 'salon',
  goals: ['reviews'],
  currentChallenges: ['budget', 'competition'],
  websiteUrl: '',
  email: 'hello@shearjoy.example',
};
// A formula and a quote: the export must neither run the one nor break on the other.
const HOSTILE: DraftValues = {
  businessName: '=HYPERLINK("http://evil.example","Click")',
  businessType: 'other',
  goals: ['automation'],
  currentChallenges: ['consistency'],
  websiteUrl: '',
  email: 'mallory@evil.example',
};

// Each test starts its own embedded database in a fresh browser context, which is slow the first time.
test.describe.configure({ timeout: 180_000 });

test('with no leads the dashboard says so and offers nothing to export', async ({ page, checkA11y }) => {
  await page.goto('/leads-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your custom builder form submissions')).toBeVisible();
  await expect(page.getByText('No leads found yet.')).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  await expect(page.getByText('Form submissions will appear here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByLabel('Lead statistics')).toContainText('Total Leads0');
  await checkA11y();

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y();
});

test('staff search, export, archive and permanently delete leads (cancel, then confirm)', async ({ page, checkA11y }) => {
  await insertLeads(page.request, [BISTRO, SALON, HOSTILE]);
  await openLeadsDashboard(page);
  const stats = page.getByLabel('Lead statistics');
  await expect(stats).toContainText('Total Leads3');
  await expect(stats).toContainText('This Week3');
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  const bistroRow = page.getByRole('row', { name: /Bistro Uno/ });
  await expect(bistroRow.getByText('+1 more')).toBeVisible();
  await expect(page.getByRole('row', { name: /Shear Joy/ }).getByText('Not provided')).toBeVisible();
  await checkA11y();

  // Search (debounced, kept in the URL) and the business-type filter.
  await page.getByLabel('Search leads').fill('shearjoy');
  await expect(page).toHaveURL(/\?q=shearjoy$/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Shear Joy/ })).toBeVisible();
  await page.getByLabel('Business type').selectOption('Restaurant');
  await expect(page.getByText('No leads match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Business type').selectOption('Restaurant');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Business type').selectOption('All types');
  await expect(page.getByRole('row')).toHaveCount(4);

  // Sort by business name, A to Z.
  await page.getByRole('button', { name: 'Business' }).click();
  await expect(page.getByRole('columnheader', { name: 'Business' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('row').nth(1)).toContainText('=HYPERLINK');
  await expect(page.getByRole('row').nth(2)).toContainText('Bistro Uno');

  // Export every lead as CSV and read the file back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-export-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Exported 3 leads to CSV file.')).toBeVisible();
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines).toHaveLength(5);
  expect(lines[4]).toBe('');
  expect(lines[0]).toBe(
    '"Business Name","Business Type","Email","Website URL","Goals","Challenges","Created Date","Status","Shortlist"',
  );
  expect(lines[1]).toMatch(
    /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","Other","mallory@evil\.example","Not provided","Automate repetitive tasks","Inconsistent marketing efforts","[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M","New",""$/,
  );
  expect(lines[2]).toContain(
    '"Bistro Uno","Restaurant","chef@bistro.example.com","https://bistro.example.com","Generate more leads; Increase bookings/appointments; Get more positive reviews","Not enough time for marketing"',
  );

  // Delete is Archive: the lead leaves the list; in the Archived view, Cancel keeps it and Delete removes it.
  await page.getByRole('button', { name: 'Archive Shear Joy Salon' }).click();
  await expect(page.getByText('1 lead archived.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Shear Joy/ })).toHaveCount(0);
  await expect(stats).toContainText('Total Leads2');
  await page.getByLabel('Show').selectOption('Archived');
  await expect(page.getByRole('heading', { name: 'Archived Leads' })).toBeVisible();
  // Close the archive toast first: once the modal dialog is open, the page behind it (toasts included)
  // takes no clicks, and a pointer resting on a toast keeps it from timing out.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Delete Shear Joy Salon permanently' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Lead' });
  await expect(dialog).toContainText(
    'Are you sure you want to permanently delete the lead for Shear Joy Salon? This action cannot be undone.',
  );
  await checkA11y();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Shear Joy Salon permanently' })).toBeFocused();
  await expect(page.getByRole('row', { name: /Shear Joy/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Shear Joy Salon permanently' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Shear Joy/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Archived Leads' })).toBeFocused();
  await page.getByLabel('Show').selectOption('Active');
  await page.reload();
  await waitForLeads(page);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Shear Joy/ })).toHaveCount(0);
});

test('leads are paged 25 at a time, with the page in the URL', async ({ page, checkA11y }) => {
  const leads = Array.from({ length: 26 }, (_, i) => ({
    businessName: `Paged Business ${String(i + 1).padStart(2, '0')}`,
    businessType: 'homeservice',
    goals: ['leads'],
    currentChallenges: ['time'],
    websiteUrl: '',
    email: `owner${i + 1}@paged.example`,
  }));
  await insertLeads(page.request, leads);
  await openLeadsDashboard(page);
  await expect(page.getByText('Showing 1–25 of 26')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  // Newest first: the last one submitted leads the first page.
  await expect(page.getByRole('row').nth(1)).toContainText('Paged Business 26');

  const pager = page.getByRole('navigation', { name: 'Leads pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Showing 26–26 of 26')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Paged Business 01');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await checkA11y();

  await page.reload();
  await waitForLeads(page);
  await expect(page.getByText('Showing 26–26 of 26')).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page.getByText('Showing 1–26 of 26')).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);

  // On a phone the wide table scrolls inside its card; the page itself does not scroll sideways.
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('when the database is unreachable', () => {
  test("loading fails with the spec's toast and a way to retry", async ({ page }) => {
    await page.goto('/about');
    await simulateOutage(page);
    await page.goto('/leads-admin');
    await expect(page.getByText('Failed to load leads. Please try again.')).toBeVisible({
      timeout: FIRST_DATABASE_START_MS,
    });
    await expect(page.getByText('Leads could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await endOutage(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No leads found yet.')).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  });
});
