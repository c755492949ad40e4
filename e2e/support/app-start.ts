import type { Page } from '@playwright/test';

/*
 * Helpers to look at a prerendered page as a visitor gets it before its app has started (docs/decisions/
 * 043-how-a-page-starts.md): the suite's own goto waits for hydration, these do not.
 */

/** Opens a page and returns once it has loaded, without waiting for the app (the raw Playwright goto). */
export async function openBeforeStart(page: Page, path: string, waitUntil: 'load' | 'networkidle' = 'load') {
  const goto = Object.getPrototypeOf(page).goto as Page['goto'];
  await goto.call(page, path, { waitUntil });
}

/** Holds the app's start (its chunk) until released, to act on the page before the app has started. */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once the app has hydrated the page (it marks <html data-hydrated> after its first commit). */
export async function appStarted(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Whether the app has hydrated the page yet. */
export async function isAppStarted(page: Page): Promise<boolean> {
  return (await page.locator('html[data-hydrated]').count()) > 0;
}

/**
 * Fills fields by label in one burst, as a browser's or password manager's autofill does: values set from
 * a script, which React's change events do not see. `events` also sends each field an `input` and a
 * `change` event, as most autofill does; without it, nothing is sent at all.
 */
export async function autofill(page: Page, values: Record<string, string>, { events }: { events: boolean }) {
  await page.evaluate(
    ({ values, events }) => {
      for (const [label, value] of Object.entries(values)) {
        const labelled = Array.from(document.querySelectorAll('label')).find(
          (element) => element.textContent?.replace(/\s*(?:\*|\(optional\))\s*$/i, '').trim() === label,
        );
        const field = labelled?.control;
        if (!field) throw new Error(`No field labelled ${label}`);
        if (field instanceof HTMLInputElement && field.type === 'radio') field.checked = true;
        else (field as HTMLInputElement).value = value;
        if (!events) continue;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    { values, events },
  );
}
