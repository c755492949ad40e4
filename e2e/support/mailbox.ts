import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Console errors and uncaught exceptions of a page, for a journey to expect none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on(
    'console',
    (message) => message.type() === 'error' && errors.push(`${message.text()} (${message.location().url})`),
  );
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The row in /mailbox of the newest email to `address` whose text matches `subject`, once the outbox has it. */
export async function emailRow(staff: Page, address: string, subject: RegExp) {
  await staff.goto('/mailbox');
  const row = staff
    .getByRole('table', { name: 'Emails' })
    .getByRole('row', { name: new RegExp(address.replace(/[.+]/g, '\\$&')) })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    await staff.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}
