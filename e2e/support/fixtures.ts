import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors a test expects (for example the 404 page's log); any other one fails the test. */
  allowedConsoleErrors: RegExp[];
  /** Runs an axe scan (WCAG 2.2 AA) of the current page and fails on any violation. */
  checkA11y: (options?: A11yOptions) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    // An unknown path's page answers 404 by design (the host serves 404.html), and Chromium logs that as a
    // console error. Only that top-level document is excused; any other failed resource still fails.
    const missingPages = new Set<string>();
    page.on('response', (response) => {
      const request = response.request();
      if (
        response.status() === 404 &&
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame()
      ) {
        missingPages.add(response.url());
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (
        /^Failed to load resource: the server responded with a status of 404/.test(text) &&
        missingPages.has(message.location().url)
      )
        return;
      // The test's own scripts (the CSP listener below, axe) are refused in the mailbox's email preview,
      // a frame sandboxed without scripts on purpose; that refusal is the sandbox working.
      if (/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text))
        return;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // The suite runs under the shipped Content-Security-Policy (dist/_headers, applied by the preview
    // server). Chromium logs most violations to the console, but not all (report-only, some workers), so
    // every document also reports its securitypolicyviolation events here.
    await page.exposeFunction('__reportCspViolation', (violation: string) => {
      const text = `CSP violation: ${violation}`;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (v: string) => void })
          .__reportCspViolation;
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
        );
      });
    });
    // The site must not reach out to other hosts (fonts, images, analytics).
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
      errors.push(`unexpected external request: ${route.request().url()}`);
      return route.abort();
    });
    // Prerendered pages are visible before they are interactive: wait for hydration after each load. A
    // prerendered page starts its app by itself once it has painted (src/lib/first-paint/
    // hydrate-on-interaction.ts); nothing here interacts to start it. A page may also leave for another as
    // it starts (a redirect), so this looks again until one hydrates.
    const waitForHydration = async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const hydrated = await page
          .evaluate(() => document.documentElement.hasAttribute('data-hydrated'))
          .catch(() => false); // navigating: look again
        if (hydrated) return;
        if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within 30 s`);
        await page.waitForTimeout(100);
      }
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration();
      return response;
    };
    await use(page);
    expect(errors, 'console errors, page errors or external requests').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(async (options = {}) => {
      await expectNoA11yViolations(page, options);
    });
  },
});

type A11yOptions = {
  include?: string;
  disableRules?: string[];
  /** Leave frames out: axe cannot run in a frame sandboxed without scripts (the mailbox's email preview). */
  skipFrames?: boolean;
};

export async function expectNoA11yViolations(
  page: Page,
  { include, disableRules = [], skipFrames = false }: A11yOptions = {},
) {
  // Colour contrast is only meaningful once fade-ins (toasts, dialogs) have finished.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // label-content-name-mismatch (WCAG 2.5.3, level A) is tagged "experimental" in axe, and a tag filter
  // leaves experimental rules out, so it is switched on by name.
  const rules = Object.fromEntries([
    ['label-content-name-mismatch', { enabled: true }],
    ...disableRules.map((rule) => [rule, { enabled: false }]),
  ]);
  let builder = new AxeBuilder({ page })
    .options({ rules })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  if (skipFrames) builder = builder.exclude('iframe');
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export { expect };

export const PHONE_VIEWPORT = { width: 390, height: 844 };
