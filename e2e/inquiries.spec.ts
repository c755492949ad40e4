import { DEMO_STAFF } from '../src/lib/demo/demo-credentials';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dismissToasts, FIRST_DATABASE_START_MS } from './support/builder-journey';
import { openInApp } from './support/a11y-scan';
import { endOutage, expect, PHONE_VIEWPORT, simulateOutage, test } from './support/fixtures';
import { insertAsVisitor } from './support/visitor-rows';

const DEMO_CONFIRMATION = "Thanks! We'll reach out shortly with your demo details.";
const LOCAL_STAFF = DEMO_STAFF.email;
const NOTE = 'Called Jordan; demo booked for Tuesday.';

// Each test starts its own embedded database in a fresh browser context, and every full page load starts it
// again from IndexedDB; on a loaded machine one start can take longer than the builder's usual allowance.
const DATABASE_MS = 3 * FIRST_DATABASE_START_MS;
test.describe.configure({ timeout: 900_000 });

async function requestDemo(
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  details: { name: string; email: string; business?: string; message?: string },
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill(details.name);
  await dialog.getByLabel('Email').fill(details.email);
  if (details.business) await dialog.getByLabel('Business Name').fill(details.business);
  if (details.message) await dialog.getByLabel('Message').fill(details.message);
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  return dialog;
}

async function sendContactMessage(page: Page, details: { first: string; last: string; email: string; message: string }) {
  await page.getByLabel('First name').fill(details.first);
  await page.getByLabel('Last name').fill(details.last);
  await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Message', { exact: true }).fill(details.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

async function openInquiriesDashboard(page: Page, url = '/inquiries-admin') {
  await page.goto(url);
  await expect(page.getByLabel('Enquiry statistics')).toHaveAttribute('aria-busy', 'false', {
    timeout: DATABASE_MS,
  });
  await expect(page.getByText('Loading enquiries...')).toHaveCount(0, { timeout: DATABASE_MS });
}

test('demo requests and a contact message are stored, then found, filtered, exported, moved on, noted, archived and deleted by staff', async ({
  page,
  checkA11y,
}) => {
  // A premium tool page's Book a demo opens the demo dialog; the confirmation comes only once the row is
  // stored, then focus returns to the button. (Ad2Conversion's dialog and the contact form are sent for real
  // in the outage test below.)
  await page.goto('/premium/local-map-seo');
  const bookDemo = page.getByRole('button', { name: 'Book a demo' });
  const dialog = await requestDemo(page, bookDemo, { name: 'Priya Shah', email: 'priya@shahplumbing.example' });
  await expect(page.getByText(DEMO_CONFIRMATION)).toBeVisible({ timeout: DATABASE_MS });
  await expect(dialog).toBeHidden();
  await expect(bookDemo).toBeFocused();

  // The other two stored as those forms store them (src/lib/inquiries/create-inquiry.ts: one anon insert).
  await insertAsVisitor(page.request, 'visitor_inquiries', {
    kind: 'demo',
    source: 'ad2conversion',
    full_name: 'Jordan Lee',
    email: 'jordan@leedental.example',
    business_name: 'Lee Dental',
    phone: null,
    subject: null,
    message: 'Interested in the monthly plan.',
  });
  await insertAsVisitor(page.request, 'visitor_inquiries', {
    kind: 'contact',
    source: 'contact',
    full_name: 'Ana Lopez',
    email: 'ana@cafesol.example',
    business_name: null,
    phone: null,
    subject: 'sales',
    message: 'Pricing for 3 locations?',
  });

  // Staff find all three.
  await openInApp(page, '/inquiries-admin');
  await expect(page.getByLabel('Enquiry statistics')).toHaveAttribute('aria-busy', 'false', { timeout: DATABASE_MS });
  const stats = page.getByLabel('Enquiry statistics');
  await expect(stats).toContainText('Total Enquiries3');
  await expect(stats).toContainText('This Week3');
  await expect(stats).toContainText('Demo Requests2');
  await expect(stats).toContainText('Contact Messages1');
  await expect(page.getByRole('row', { name: /Jordan Lee/ })).toContainText('Ad2Conversion AI');
  await expect(page.getByRole('row', { name: /Priya Shah/ })).toContainText('Local Map SEO');
  await expect(page.getByRole('row', { name: /Ana Lopez/ })).toContainText('Talk to sales');
  // The staff dashboards link to each other (one shared navigation on each of them).
  const nav = page.getByRole('navigation', { name: 'Staff dashboards' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/leads-admin');
  await expect(nav.getByRole('link', { name: 'Onboarding' })).toHaveAttribute('href', '/onboarding-admin');
  await expect(nav.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
  await checkA11y();

  // Filter by kind (kept in the URL), then search.
  await page.getByLabel('Kind').selectOption({ label: 'Demo request' });
  await expect(page).toHaveURL(/kind=demo/);
  await expect(page.getByRole('row', { name: /Ana Lopez/ })).toHaveCount(0, { timeout: DATABASE_MS });
  await expect(page.getByRole('row', { name: /Jordan Lee|Priya Shah/ })).toHaveCount(2);
  await page.getByLabel('Search enquiries').fill('lee dental');
  await expect(page).toHaveURL(/q=lee\+dental|q=lee%20dental/);
  await expect(page.getByRole('row', { name: /Priya Shah/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Jordan Lee/ })).toHaveCount(1);
  await page.getByLabel('Search enquiries').fill('');
  await expect(page.getByRole('row', { name: /Jordan Lee|Priya Shah/ })).toHaveCount(2);

  // Export what the filter shows and read the file back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (2 rows)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inquiries-export-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Exported 2 enquiries to CSV file.')).toBeVisible();
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Kind","Source","Name","Email","Business Name","Phone","Subject","Message","Created Date","Status"');
  expect(lines).toHaveLength(3);
  expect(csv).toContain('"Demo request","Ad2Conversion AI","Jordan Lee","jordan@leedental.example","Lee Dental"');
  expect(csv).not.toContain('Ana Lopez');
  await dismissToasts(page);

  await test.step('staff move an enquiry to Contacted and add a note; both are there after a reload', async () => {
    await page.getByRole('combobox', { name: 'Status of Jordan Lee' }).selectOption('Contacted');
    await expect(page.getByText('1 enquiry updated.')).toBeVisible({ timeout: DATABASE_MS });
    await expect(page.getByLabel('Enquiries by status')).toContainText('Contacted1');
    // The modal panel makes the page behind it inert, so the toast is closed before it opens.
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Notes and history for Jordan Lee' }).click();
    const panel = page.getByRole('dialog', { name: 'Jordan Lee' });
    await panel.getByLabel('New note').fill(NOTE);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByRole('list', { name: 'Notes, newest first' })).toContainText(NOTE, { timeout: DATABASE_MS });
    await checkA11y();
    await panel.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status of Jordan Lee' })).toHaveValue('contacted', { timeout: DATABASE_MS });
    await page.getByRole('button', { name: 'Notes and history for Jordan Lee' }).click();
    await expect(panel.getByRole('list', { name: 'Notes, newest first' })).toContainText(NOTE, { timeout: DATABASE_MS });
    const history = panel.getByRole('list', { name: 'History, newest first' });
    await expect(history).toContainText('Status changed: New → Contacted');
    await expect(history).toContainText(LOCAL_STAFF);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
  });

  // Archive (not delete) from the list: the row leaves the active view and the headline counts.
  await page.getByLabel('Kind').selectOption({ label: 'All kinds' });
  await page.getByRole('button', { name: 'Archive Ana Lopez' }).click();
  await expect(page.getByText('1 enquiry archived.')).toBeVisible({ timeout: DATABASE_MS });
  await expect(page.getByRole('row', { name: /Ana Lopez/ })).toHaveCount(0, { timeout: DATABASE_MS });
  await expect(stats).toContainText('Total Enquiries2');
  await expect(stats).toContainText('Contact Messages0');
  await expect(page.getByLabel('Enquiries by status')).toContainText('Archived1');
  await dismissToasts(page);

  // The permanent delete lives only in the Archived view, behind the confirmation.
  await page.getByLabel('Show').selectOption('Archived');
  await expect(page).toHaveURL(/[?&]archived=1/);
  await expect(page.getByRole('heading', { name: 'Archived Enquiries' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Ana Lopez permanently' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Enquiry' });
  await expect(confirm).toContainText('Are you sure you want to permanently delete the enquiry from Ana Lopez?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Enquiry deleted successfully.')).toBeVisible({ timeout: DATABASE_MS });
  await expect(page.getByRole('row', { name: /Ana Lopez/ })).toHaveCount(0, { timeout: DATABASE_MS });
  await expect(page.getByLabel('Enquiries by status')).toContainText('Archived0');

  // The activity view names the dashboard and lists the export with its row count.
  await page.getByRole('navigation', { name: 'Staff dashboards' }).getByRole('link', { name: 'Activity' }).click();
  const exported = page.getByRole('row', { name: /Exported CSV: 2 rows/ });
  await expect(exported).toBeVisible({ timeout: DATABASE_MS });
  await expect(exported).toContainText('Enquiries');
  await expect(page.getByRole('row', { name: /Deleted permanently/ })).toContainText('Enquiries');
});

test.describe('when the database is unreachable', () => {
  test('the empty dashboard and the demo dialog fit a phone and pass axe; a failed demo request and a failed contact message keep the form, say so, and a retry stores one row each', async ({
    page,
    checkA11y,
  }) => {
    await test.step('the empty dashboard and the demo dialog fit a phone and pass axe', async () => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await openInquiriesDashboard(page);
      await expect(page.getByText('No enquiries yet.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkA11y();

      await page.goto('/premium/voice-agent-landing');
      // Hero and closing call to action both open the demo dialog.
      await expect(page.getByRole('button', { name: 'Book a demo' })).toHaveCount(2);
      await page.getByRole('button', { name: 'Book a demo' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await checkA11y();
    });

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/ad2conversion-ai');
    await simulateOutage(page);
    const opener = page.getByRole('button', { name: 'Request a Demo' }).first();
    const dialog = await requestDemo(page, opener, { name: 'Offline Olga', email: 'olga@offline.example', business: 'Olga Optics' });
    await expect(dialog.getByRole('alert')).toContainText("We couldn't send your demo request. Please try again.", {
      timeout: DATABASE_MS,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Offline Olga');
    await expect(dialog.getByLabel('Business Name')).toHaveValue('Olga Optics');
    await expect(dialog.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    await expect(page.getByText(DEMO_CONFIRMATION)).toHaveCount(0);
    // The modal dialog makes the rest of the page inert (the error toast cannot be closed under it): scan the dialog.
    await checkA11y({ include: '[role="dialog"]' });

    await endOutage(page);
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText(DEMO_CONFIRMATION)).toBeVisible({ timeout: DATABASE_MS });
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.goto('/contact?subject=support');
    await simulateOutage(page);
    await sendContactMessage(page, { first: 'Olga', last: 'Offline', email: 'olga@offline.example', message: 'Help!' });
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't send your message" })).toBeVisible({
      timeout: DATABASE_MS,
    });
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Help!');
    await expect(page.getByLabel('Subject')).toHaveValue('support');
    await endOutage(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'within 24 hours' })).toBeVisible({
      timeout: DATABASE_MS,
    });

    await openInquiriesDashboard(page);
    await expect(page.getByRole('row', { name: /Offline Olga/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Offline Olga/ })).toContainText('Ad2Conversion AI');
    await expect(page.getByRole('row', { name: /Olga Offline/ })).toHaveCount(1);
  });
});
