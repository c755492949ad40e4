import { expect, type Page } from '@playwright/test';

/**
 * A fresh browser context starts the embedded database from scratch (PGlite, then every migration);
 * on an idle two-core machine that takes about 20 seconds, and several times that when the machine is busy.
 * Later calls are fast.
 */
export const FIRST_DATABASE_START_MS = 90_000;

export type LeadAnswers = {
  businessName: string;
  businessType: string;
  goals: string[];
  challenges: string[];
  website?: string;
  email: string;
};

export const BISTRO: LeadAnswers = {
  businessName: 'Bistro Uno',
  businessType: 'Restaurant',
  goals: ['Generate more leads', 'Increase bookings/appointments', 'Get more positive reviews'],
  challenges: ['Not enough time for marketing'],
  website: 'bistro.example.com',
  email: 'chef@bistro.example.com',
};

/**
 * Completes the Custom Tool Builder with the mouse, starting from the wizard's first step, and waits for
 * the confirmation. Used to create leads through the product's own data path.
 */
export async function submitBuilder(page: Page, answers: LeadAnswers) {
  await page.getByLabel('Business name').fill(answers.businessName);
  await page.getByRole('radio', { name: answers.businessType }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const goal of answers.goals) await page.getByRole('checkbox', { name: goal }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const challenge of answers.challenges) await page.getByRole('checkbox', { name: challenge }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  if (answers.website) await page.getByLabel(/website url/i).fill(answers.website);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email address').fill(answers.email);
  await page.getByRole('button', { name: 'Generate My Toolkit' }).click();
  await expect(page.getByRole('heading', { name: 'Awesome! Keep an eye on your inbox' })).toBeVisible({
    timeout: FIRST_DATABASE_START_MS,
  });
}

/**
 * Seeds many leads quickly, still through the builder's own submit: each answer set is put in the
 * builder's session draft at step 5 (as if typed and then reloaded), the wizard is opened, and
 * "Generate My Toolkit" is clicked. The draft format is the builder's (src/features/builder/lib/builder-draft.ts).
 * Every browser of the suite reaches the demo backend from one loopback address, whose per-address limit
 * the demo sets generously (a test of the limit sets its own, e2e/builder.spec.ts).
 */
export async function seedLeadsThroughDrafts(page: Page, leads: ReadonlyArray<DraftValues>) {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const values of leads) {
    await page.evaluate(([key, draft]) => sessionStorage.setItem(key, JSON.stringify(draft)), [
      DRAFT_KEY,
      { values, step: 5, submissionId: null },
    ] as const);
    await nav.getByRole('link', { name: 'Custom Builder', exact: true }).click();
    await page.getByRole('button', { name: 'Generate My Toolkit' }).click();
    await expect(page.getByRole('heading', { name: 'Awesome! Keep an eye on your inbox' })).toBeVisible({
      timeout: FIRST_DATABASE_START_MS,
    });
    await leaveBuilderForAbout(page);
  }
}

/**
 * The URL changes at once but the page swaps only when About has loaded; coming back too early would
 * return to the same, still-mounted confirmation screen instead of a fresh wizard.
 */
async function leaveBuilderForAbout(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Tool Builder' })).toHaveCount(0);
}

const DRAFT_KEY = 'localboost:custom-builder-draft';

/** The builder's form values, by option id (as the draft stores them). */
export type DraftValues = {
  businessName: string;
  businessType: string;
  goals: string[];
  currentChallenges: string[];
  websiteUrl: string;
  email: string;
};

/**
 * Closes every toast. The shared Toaster's rich success colours (green on pale green) fall just short of
 * AA contrast; that is reported for the shared toaster, so page scans close toasts first to test the page.
 * One at a time, the newest first, each click bounded: a toast that leaves by itself meanwhile must not
 * leave the click waiting for it. The pointer then moves away, since a hovered toast never times out.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  const showing = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  for (let attempt = 0; attempt < 10 && (await showing.count()) > 0; attempt++) {
    // Toasts slide as they stack, so Playwright never sees them "stable"; the click itself is ordinary.
    await showing
      .first()
      .getByRole('button', { name: 'Close toast' })
      .click({ force: true, timeout: 2_000 })
      .catch(() => {});
  }
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0);
}

/**
 * Opens the leads dashboard and waits until it has loaded. Every full page load starts the embedded
 * database again (from IndexedDB), which on a busy machine takes longer than a normal expect timeout.
 */
export async function openLeadsDashboard(page: Page, url = '/leads-admin') {
  await page.goto(url);
  await waitForLeads(page);
}

export async function waitForLeads(page: Page) {
  await expect(page.getByLabel('Lead statistics')).toHaveAttribute('aria-busy', 'false', {
    timeout: FIRST_DATABASE_START_MS,
  });
  await expect(page.getByText('Loading leads...')).toHaveCount(0, { timeout: FIRST_DATABASE_START_MS });
}
