import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * What a page does not run as it starts (docs/decisions/043-how-a-page-starts.md): a form's schema, and
 * zod with it, is fetched once the app has started and run when the visitor first focuses the form, before
 * the check at Next or Send needs it. zod, once run, keeps its registry on globalThis; its chunk is told
 * by its class names, which minification keeps (they are strings).
 */
const zodHasRun = (page: Page) => page.evaluate(() => '__zod_globalRegistry' in globalThis);
// A response of the page the tab just left has no body to read any more: it is not this page's chunk.
const isZodChunk = async (response: Response) =>
  response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('$ZodType');

const FORMS = [
  { path: '/custom-builder', field: 'Business name' },
  { path: '/contact', field: 'First name' },
  { path: '/onboarding', field: 'Full Name' },
  { path: '/site-check', field: 'Website address' },
];

// One tab, a load per form: each is a new document, with zod neither run nor in its module map.
test('a form page starts without running zod, fetches it once started, and runs it when the form is first focused; the contact form then checks its fields with it', async ({
  page,
}) => {
  for (const { path, field } of FORMS) {
    await test.step(path, async () => {
      const fetched = page.waitForResponse(isZodChunk);
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await fetched;
      expect(await zodHasRun(page)).toBe(false);
      await page.getByLabel(field).focus();
      await expect.poll(() => zodHasRun(page)).toBe(true);
    });
  }

  await test.step('the contact form checks its fields with the schema it loads at its first use', async () => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
  });
});
