import { expect, type Locator } from '@playwright/test';

/** An accordion's questions: the summaries of its native <details> (decision 044). */
export const questionsIn = (region: Locator) => region.locator('details > summary');

/** Whether the question's <details> is open, as the browser holds it. */
export async function expectOpen(question: Locator, open: boolean) {
  const details = question.locator('xpath=..');
  if (open) await expect(details).toHaveAttribute('open', '');
  else await expect(details).not.toHaveAttribute('open');
}
