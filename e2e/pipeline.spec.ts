import { DEMO_STAFF } from '../src/lib/demo/demo-credentials';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import {
  dismissToasts,
  FIRST_DATABASE_START_MS,
  openLeadsDashboard,
  waitForLeads,
  type DraftValues,
} from './support/builder-journey';
import { insertLeads } from './support/visitor-rows';

// Staff work their leads (issue 13): status, notes, archive and restore, bulk archive, and the audit trail.
// Each test starts its own embedded database in a fresh browser context, slow on a busy machine.
const DB_START_MS = 2 * FIRST_DATABASE_START_MS;
test.describe.configure({ timeout: 480_000 });

const lead = (businessName: string, n: number): DraftValues => ({
  businessName,
  businessType: 'restaurant',
  goals: ['leads'],
  currentChallenges: ['time'],
  websiteUrl: '',
  email: `owner${n}@pipeline.example`,
});

const LOCAL_STAFF = DEMO_STAFF.email;
const NOTE = 'Called Maria; sending a quote on Friday.';

test('staff move a lead to Contacted, add a note, archive and restore it, then bulk-archive three', async ({
  page,
  checkA11y,
}) => {
  // Stored as the builder's submit stores them: this test is about what staff do with leads.
  await insertLeads(page.request, [lead('Harbor Grill', 1), lead('Maple Diner', 2), lead('Olive Tree Cafe', 3)]);
  await openLeadsDashboard(page);
  await expect(page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link', { name: 'Leads' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // New -> Contacted from the row.
  const status = page.getByRole('combobox', { name: 'Status of Harbor Grill' });
  await expect(status).toHaveValue('new');
  await status.selectOption('Contacted');
  await expect(page.getByText('1 lead updated.')).toBeVisible();
  await expect(page.getByLabel('Leads by status')).toContainText('Contacted1');

  // A note, in the row's detail panel, with who wrote it. The panel is modal, so the status toast is
  // closed first (nothing behind the panel can be clicked while it is open).
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Notes and history for Harbor Grill' }).click();
  const panel = page.getByRole('dialog', { name: 'Harbor Grill' });
  await panel.getByLabel('New note').fill(NOTE);
  await panel.getByRole('button', { name: 'Add note' }).click();
  const notes = panel.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes).toContainText(NOTE);
  await expect(notes).toContainText(LOCAL_STAFF);
  await expect(panel.getByLabel('New note')).toHaveValue('');
  await checkA11y();
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
  await page.setViewportSize({ width: 1280, height: 720 });
  await panel.getByRole('button', { name: 'Close' }).click();

  // Both survive a reload; the history shows the status change and the note, by the local staff user.
  await page.reload();
  await waitForLeads(page);
  await expect(page.getByRole('combobox', { name: 'Status of Harbor Grill' })).toHaveValue('contacted');
  await page.getByRole('button', { name: 'Notes and history for Harbor Grill' }).click();
  await expect(panel.getByRole('list', { name: 'Notes, newest first' })).toContainText(NOTE);
  const history = panel.getByRole('list', { name: 'History, newest first' });
  await expect(history).toContainText('Status changed: New → Contacted');
  await expect(history).toContainText('Note added');
  await expect(history).toContainText(LOCAL_STAFF);
  await panel.getByRole('button', { name: 'Close' }).click();

  // Archive: gone from the list, found under Archived, restored from there.
  await page.getByRole('button', { name: 'Archive Harbor Grill' }).click();
  await expect(page.getByText('1 lead archived.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Harbor Grill/ })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('Archived');
  await expect(page).toHaveURL(/[?&]archived=1/);
  await expect(page.getByRole('heading', { name: 'Archived Leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore Harbor Grill' }).click();
  await expect(page.getByText('1 lead restored.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Harbor Grill/ })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('Active');
  await expect(page.getByRole('row', { name: /Harbor Grill/ })).toBeVisible();

  // Bulk: tick the whole page, archive the three.
  await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toContainText('3 selected');
  await dismissToasts(page);
  await checkA11y();
  await bar.getByRole('button', { name: 'Archive selected' }).click();
  await expect(page.getByText('3 leads archived.')).toBeVisible();
  await expect(page.getByText('No leads found yet.')).toBeVisible();
  await expect(page.getByLabel('Leads by status')).toContainText('Archived3');
  await page.getByLabel('Show').selectOption('Archived');
  await expect(page.getByRole('row')).toHaveCount(4);
});

test('a password reveal on the onboarding dashboard is in the activity log', async ({ page, checkA11y }) => {
  await page.goto('/onboarding');
  await page.getByLabel('Full Name *').fill('Rosa Audit');
  await page.getByLabel('Email *').fill('rosa@audit.example');
  await page.getByLabel('Phone *').fill('555-0142');
  await page.getByLabel('Backend Login URL').fill('https://audit.example/wp-admin');
  await page.getByLabel('Backend Username').fill('localboost');
  await page.getByLabel('Backend Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Submit Information' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: DB_START_MS });

  await page.goto('/onboarding-admin');
  const row = page.getByRole('row', { name: /Rosa Audit/ });
  await expect(row).toBeVisible({ timeout: DB_START_MS });
  await row.getByRole('button', { name: 'Show password' }).click();
  await expect(row).toContainText('correct horse battery');

  await page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const entry = page.getByRole('row', { name: /Password revealed/ });
  await expect(entry).toBeVisible({ timeout: DB_START_MS });
  await expect(entry).toContainText('Onboarding');
  await expect(entry).toContainText(LOCAL_STAFF);
  await checkA11y();
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
});
