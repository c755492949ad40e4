import { BISTRO, FIRST_DATABASE_START_MS, submitBuilder } from './support/builder-journey';
import { expect, test } from './support/fixtures';

// Runs in the staff project: an emptied demo database, signed in as demo staff. The whole loop runs on
// the demo backend: the test checkout's payment is signed by the backend and verified by the
// payments-webhook function on Deno, and send-emails delivers the emails.
test.describe.configure({ timeout: 240_000 });
const BUYER = 'buyer@bistro.example.com';
const DATABASE_MS = 30_000;

test('a visitor who pays on the test checkout after the builder is a won lead with the purchase, gets a welcome email, and finds onboarding filled in', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/custom-builder');
  await submitBuilder(page, { ...BISTRO, email: BUYER });

  // Professional, annual: the checkout link knows who is buying.
  await page.goto('/pricing?billing=annual');
  const checkout = page
    .getByRole('article', { name: 'Professional', exact: true })
    .getByRole('link', { name: /^Start Free Trial/ });
  await expect(checkout).toHaveAttribute('href', /client_reference_id=[0-9a-f-]{36}&prefilled_email=buyer%40bistro\.example\.com$/);
  const [tab] = await Promise.all([context.waitForEvent('page'), checkout.click()]);
  await expect(tab.getByRole('heading', { level: 2, name: 'Professional plan, annual' })).toBeVisible({
    timeout: FIRST_DATABASE_START_MS,
  });
  await tab.getByLabel('Name on card (test)').fill('Ana Chef');
  await tab.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(tab.getByRole('status')).toContainText('Payment recorded (test).', { timeout: DATABASE_MS });
  await tab.close();

  // Staff: the lead is won, with the purchase under its name, and in the Purchases list.
  await page.goto('/leads-admin');
  const leadRow = page.getByRole('row', { name: /Bistro Uno/ });
  await expect(leadRow.getByRole('list', { name: 'Purchases' })).toContainText(
    'Paid: Professional annual · $3,348.00',
    { timeout: DATABASE_MS },
  );
  await expect(page.getByRole('combobox', { name: 'Status of Bistro Uno' })).toHaveValue('won');
  await page.goto('/purchases-admin');
  const purchase = page.getByRole('table', { name: 'Purchases' }).getByRole('row', { name: new RegExp(BUYER) });
  await expect(purchase).toContainText('$3,348.00', { timeout: DATABASE_MS });
  await checkA11y();

  // The mailbox: staff were told, and the buyer's welcome was sent with a one-time onboarding link.
  await page.goto('/mailbox');
  const emails = page.getByRole('table', { name: 'Emails' });
  const welcome = emails.getByRole('row', { name: new RegExp(`${BUYER}.*Welcome to LocalBoost`) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(welcome).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(emails.getByRole('row', { name: /New purchase/ })).toHaveCount(1);
  await welcome.getByRole('button', { name: new RegExp(`^View the email to ${BUYER}`) }).click();
  const onboardingLink = page.frameLocator('iframe').getByRole('link', { name: 'Complete your onboarding' });
  const href = await onboardingLink.getAttribute('href');
  const token = new URL(href ?? '').searchParams.get('token');
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  // The link opens onboarding already filled in from the purchase; it works once.
  await page.goto(`/onboarding?token=${token}`);
  await expect(page.getByLabel('Full Name *')).toHaveValue('Ana Chef', { timeout: DATABASE_MS });
  await expect(page.getByLabel('Email *')).toHaveValue(BUYER);
  await page.getByLabel('Phone *').fill('555-0100');
  await page.getByRole('button', { name: 'Submit Information' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: DATABASE_MS });
  await page.goto(`/onboarding?token=${token}`);
  await expect(page.getByRole('alert')).toBeVisible({ timeout: DATABASE_MS });
  await expect(page.getByLabel('Full Name *')).toHaveValue('');
});
