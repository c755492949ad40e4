import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * What a page does not run as it starts (docs/decisions/030-lighter-start.md): a form's schema, and zod
 * with it, is loaded at the first touch of the form, where the check at Next or Send needs it. zod's
 * chunk is told by its class names, which minification keeps (they are strings).
 */
const isZod = async (response: Response) =>
  response.url().endsWith('.js') && (await response.text()).includes('$ZodType');

/** Every script the page fetches from now on, and whether one of them is zod. */
function watchScripts(page: Page) {
  const checks: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) checks.push(isZod(response).catch(() => false));
  });
  return { zodFetched: async () => (await Promise.all(checks)).some(Boolean) };
}

const FORMS = [
  { path: '/custom-builder', field: 'Business name' },
  { path: '/contact', field: 'First name' },
  { path: '/onboarding', field: 'Full Name' },
  { path: '/site-check', field: 'Website address' },
];

for (const { path, field } of FORMS) {
  test(`${path} starts without zod, and loads it at the first touch of its form`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await scripts.zodFetched()).toBe(false);
    const zod = page.waitForResponse(isZod);
    await page.getByLabel(field).focus();
    await zod;
  });
}

test('the contact form checks its fields with the schema it loaded at the first touch', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const firstName = page.getByLabel('First name', { exact: true });
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
});
