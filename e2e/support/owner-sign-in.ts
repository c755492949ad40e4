import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Signs a widget owner in on the page they are on (its "Your email" form): the code comes from the email the
 * demo queued, read in /mailbox by `staff` (a page of the staff project, signed in as demo staff).
 */
export async function signInOwner(owner: Page, staff: Page, email: string, submitLabel = 'Sign in') {
  await owner.getByLabel('Your email').fill(email);
  await owner.getByRole('button', { name: 'Email me a code' }).click();
  await expect(owner.getByText(`We emailed a 6-digit code to ${email}`)).toBeVisible();
  await staff.goto('/mailbox');
  const row = staff
    .getByRole('table', { name: 'Emails' })
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .first();
  await expect(async () => {
    await staff.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText(/sign-in code/i, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const code = /sign-in code: ([0-9]{6})/.exec((await row.textContent()) ?? '')?.[1];
  expect(code, 'the six-digit code in the email').toBeTruthy();
  await owner.getByLabel('6-digit code').fill(code as string);
  await owner.getByRole('button', { name: submitLabel, exact: true }).click();
}
