import { expect, test } from './support/fixtures';

// Runs in the staff project: an emptied demo database, signed in as demo staff. The whole loop runs on the
// demo backend: the site-check function checks a sample site, "Email me this report" makes the lead, and
// send-emails (on Deno) sends the report to the mail stand-in.
test.describe.configure({ timeout: 180_000 });
// The second "Email me this report" is refused by the database (400), which the browser logs.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/] });
const CHECK_MS = 30_000;
const OWNER = 'owner@bellavista.example.com';

test('a visitor gets their report by email and becomes a lead; staff see the report on the lead', async ({ page, checkA11y }) => {
  await page.goto('/site-check');
  await page.getByRole('button', { name: 'Check the sample bistro site' }).click();
  const report = page.getByRole('region', { name: /scored \d+ out of 100/ });
  await expect(report).toBeVisible({ timeout: CHECK_MS });
  const score = /scored (\d+) out of 100/.exec((await report.getByRole('heading', { level: 2 }).textContent()) ?? '')?.[1];

  const byEmail = report.getByRole('region', { name: 'Get this report by email' });
  // A bad address is refused in the page, and what was typed stays.
  await byEmail.getByLabel('Email').fill('owner at bella vista');
  await byEmail.getByRole('button', { name: 'Email me this report' }).click();
  await expect(byEmail.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(byEmail.getByLabel('Email')).toHaveValue('owner at bella vista');
  await byEmail.getByLabel('Email').fill(OWNER);
  await byEmail.getByRole('button', { name: 'Email me this report' }).click();
  await expect(byEmail.getByRole('status')).toContainText(`Sent to ${OWNER}`, { timeout: CHECK_MS });
  await checkA11y();

  // The mailbox: the report went out, in the toolkit email of the lead it made.
  await page.goto('/mailbox');
  const emails = page.getByRole('table', { name: 'Emails' });
  const sent = emails.getByRole('row', { name: new RegExp(`${OWNER}.*Your website check: .* scored ${score} out of 100`) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(sent).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // Staff: the lead says where it came from, and opens the report.
  await page.goto('/leads-admin');
  const lead = page.getByRole('row', { name: /Bella Vista/ });
  await expect(lead).toContainText(`From the website check: `, { timeout: CHECK_MS });
  await expect(lead).toContainText(`scored ${score}.`);
  await lead.getByRole('link', { name: /^View report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website check report' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toContainText(`scored ${score} out of 100`, {
    timeout: CHECK_MS,
  });
  // Emailed once: the shared report says so rather than sending it to another address.
  const again = page.getByRole('region', { name: 'Get this report by email' });
  await again.getByLabel('Email').fill('someone@else.example.com');
  await again.getByRole('button', { name: 'Email me this report' }).click();
  await expect(again.getByRole('alert')).toContainText('This report has already been emailed.', { timeout: CHECK_MS });
});
