import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import { BISTRO, FIRST_DATABASE_START_MS, submitBuilder } from './support/builder-journey';

// Runs in the staff project: an emptied demo database, signed in as demo staff.
test.describe.configure({ timeout: 180_000 });
const DATABASE_START_MS = 30_000;

test('after the builder, /mailbox shows the visitor its toolkit email and the team its notification', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByText('Demo site: what you submit stays in this demo on this machine and is sent to no one')).toBeVisible();
  await expect(page.getByText('No emails yet.', { exact: false })).toBeVisible({ timeout: DATABASE_START_MS });
  const dashboards = page.getByRole('navigation', { name: 'Staff dashboards' });
  await expect(dashboards.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
  await checkA11y();

  // Staff screens have their own shell (no site header): the builder is a visit of its own.
  await page.goto('/custom-builder');
  await submitBuilder(page, { ...BISTRO, businessName: 'Bistro <Uno>' });

  // Back to the mailbox (the app keeps its database open across in-app navigation).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Emails' });
  await expect(table).toBeVisible({ timeout: DATABASE_START_MS });

  // The dashboards link to each other.
  await dashboards.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible({ timeout: 60_000 });
  await expect(dashboards.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await dashboards.getByRole('link', { name: 'Mailbox' }).click();
  await expect(table).toBeVisible({ timeout: FIRST_DATABASE_START_MS });

  const toolkitRow = table.getByRole('row', { name: /chef@bistro\.example/ });
  await expect(toolkitRow).toContainText("Visitor's toolkit");
  await expect(toolkitRow).toContainText('Your LocalBoost marketing toolkit');
  // The demo's send-emails function runs every few seconds against a stand-in for the email provider.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toolkitRow).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const notificationRow = table.getByRole('row', { name: /team@localboost\.example/ });
  await expect(notificationRow).toContainText('Staff notification');
  await expect(notificationRow).toContainText('New lead: Bistro <Uno>');

  // The toolkit email, exactly as sent: HTML in a sandboxed frame, and the plain text.
  await toolkitRow.getByRole('button', { name: /^View the email to chef@bistro\.example/ }).click();
  const preview = page.getByRole('region', { name: 'Email preview' });
  await expect(preview.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe').getByText('Bistro <Uno>', { exact: false }).first()).toBeVisible();
  await expect(preview.locator('pre')).toContainText('Bistro <Uno>');
  // The email itself is the recipient's mail client's to render; the page around it is checked.
  await checkA11y({ skipFrames: true });

  // The team's notification links to the lead in the dashboard.
  await notificationRow.getByRole('button', { name: /^View the email to team@localboost\.example/ }).click();
  const link = page.frameLocator('iframe').getByRole('link', { name: 'Open it in the dashboard' });
  await expect(link).toHaveAttribute('href', 'http://localhost:5173/leads-admin?q=chef%40bistro.example.com');
  await expect(preview.locator('pre')).toContainText('Email: chef@bistro.example');
  // Labels, as the dashboards show them, not the stored codes.
  await expect(preview.locator('pre')).toContainText('Business type: Restaurant');
  await expect(preview.locator('pre')).toContainText('Challenges: Not enough time for marketing');

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(preview).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y({ skipFrames: true });
});
