import AxeBuilder from '@axe-core/playwright';
import axe, { type RunOptions } from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ANON_KEY, DEMO_STAFF } from '../../src/lib/demo/demo-credentials';

type Fixtures = {
  /**
   * The staff project sets this (playwright.config.ts): each test starts on an emptied demo database and
   * signed in as the demo staff account, as the dashboards need since the demo runs on a shared backend.
   */
  staffSession: boolean;
  /** Console errors a test expects (for example the 404 page's log); any other one fails the test. */
  allowedConsoleErrors: RegExp[];
  /** Addresses on other hosts a test's page may ask for (a test that holds or fails them itself). */
  allowedExternalRequests: RegExp[];
  /** Runs an axe scan (WCAG 2.2 AA) of the current page and fails on any violation. */
  checkA11y: (options?: A11yOptions) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedExternalRequests: [[], { option: true }],
  staffSession: [false, { option: true }],
  context: async ({ context, staffSession, baseURL }, use) => {
    if (staffSession) await startAsDemoStaff(context, baseURL!);
    await use(context);
  },
  page: async ({ page, allowedConsoleErrors, allowedExternalRequests }, use) => {
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
      // A test's own simulated outage (simulateOutage below) answers 503 on purpose.
      if (
        /^Failed to load resource: the server responded with a status of 503/.test(text) &&
        simulatedFailures.get(page)?.has(message.location().url)
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
    // The site must not reach out to other hosts (fonts, images, analytics). Watched, not routed: a route
    // makes every request of the page wait on the test process and turns off the HTTP cache, and with it
    // V8's code cache, so each page a test visits compiled every chunk again. The browser resolves no host
    // but this machine (playwright.config.ts), so such a request fails there as well.
    page.on('request', (request) => {
      const url = request.url();
      if (EXTERNAL.test(url) && !allowedExternalRequests.some((allowed) => allowed.test(url)))
        errors.push(`unexpected external request: ${url}`);
    });
    // Prerendered pages are visible before they are interactive: wait for hydration after each load. A
    // prerendered page with controls only the app answers starts it by itself once it has painted
    // (src/lib/first-paint/hydrate-on-interaction.ts). One whose every control the page answers itself
    // starts it at the visitor's first interaction (decision 028): here a Shift key press, which changes
    // nothing on the page. A page may also leave for another as it starts (a redirect), so this looks again
    // until one hydrates.
    const waitForHydration = async () => {
      const deadline = Date.now() + 30_000;
      let reachedFor: string | null = null;
      for (;;) {
        const state = await page
          .evaluate(() => ({
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
            onInteraction: document.getElementById('root')?.dataset.hydrate === 'on-interaction',
          }))
          .catch(() => ({ hydrated: false, onInteraction: false })); // navigating: look again
        if (state.hydrated) return;
        if (state.onInteraction && reachedFor !== page.url()) {
          reachedFor = page.url();
          await page.keyboard.press('Shift');
        }
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

/** A request to any host but this machine's. */
const EXTERNAL = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/;

const simulatedFailures = new WeakMap<Page, Set<string>>();
// The staff check (am_i_staff) stays answered, so the screen under test is reached and meets the outage.
const API = /\/rest\/v1\/(?!rpc\/am_i_staff)/;

/**
 * Makes the demo's database unreachable for this page, as an outage of a Supabase project would: every
 * REST request answers 503 until endOutage. The test-side twin of a network failure; the backend itself
 * is shared by every test and stays up.
 */
export async function simulateOutage(page: Page) {
  const failed = simulatedFailures.get(page) ?? new Set<string>();
  simulatedFailures.set(page, failed);
  await page.route(API, (route) => {
    failed.add(route.request().url());
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service Unavailable (simulated outage)' }),
    });
  });
}

export async function endOutage(page: Page) {
  await page.unroute(API);
}

/**
 * Empties the demo database (the test-only reset, LOCAL_BACKEND_TEST_RESET=1) and signs in as the demo
 * staff account through the Auth API, then hands the session to every page of the context the way
 * supabase-js keeps it (localStorage), once per tab, so a test that signs out stays signed out.
 */
export async function startAsDemoStaff(context: BrowserContext, baseURL: string) {
  const reset = await context.request.post(`${baseURL}/__test/reset`);
  expect(reset.status(), 'test reset of the demo database').toBe(204);
  const response = await context.request.post(`${baseURL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: DEMO_ANON_KEY },
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  });
  expect(response.ok(), 'demo staff sign-in').toBe(true);
  const session = JSON.stringify(await response.json());
  const key = `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(
    ({ key, session }) => {
      // Frames too run init scripts; a sandboxed one (the mailbox's email preview) has no storage.
      if (window !== window.top || sessionStorage.getItem('e2e:staff-session')) return;
      sessionStorage.setItem('e2e:staff-session', '1');
      localStorage.setItem(key, session);
    },
    { key, session },
  );
}

type A11yOptions = {
  include?: string;
  disableRules?: string[];
  /** Leave frames out: axe cannot run in a frame sandboxed without scripts (the mailbox's email preview). */
  skipFrames?: boolean;
  /** Record violations and let the test go on (expect.soft), for a test that scans several items in turn. */
  soft?: boolean;
};

export async function expectNoA11yViolations(
  page: Page,
  { include, disableRules = [], skipFrames = false, soft = false }: A11yOptions = {},
) {
  // Colour contrast is only meaningful once fade-ins (toasts, dialogs, a widget's entrance in its shadow
  // root, which the document's list leaves out) have finished.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [document, ...Array.from(document.querySelectorAll('*'), (element) => element.shadowRoot)]
          .flatMap((root) => root?.getAnimations() ?? [])
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
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, rules };
  const violations =
    page.frames().length > 1
      ? await scanWithFrames(page, options, { include, skipFrames })
      : await scanInPage(page, options, include);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A page without frames is scanned by axe.run in the page itself, axe-core evaluated once per document.
 * AxeBuilder evaluates axe-core's half-megabyte source again for every scan and merges the results in a
 * blank page it opens each time (axe.finishRun), which makes a scan cost 3 to 4.5 s on the 2-core CI
 * machine against about 0.4 s for the run itself; the browser suite scans some 300 times.
 */
async function scanInPage(page: Page, options: RunOptions, include?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ include, options }) =>
      (window as unknown as AxeWindow).axe.run(include ? { include: [include] } : document, options),
    { include, options },
  );
  return results.violations;
}

/** Pages with frames go through AxeBuilder, which puts axe-core in each frame and merges their results. */
async function scanWithFrames(
  page: Page,
  options: RunOptions,
  { include, skipFrames }: { include?: string; skipFrames: boolean },
) {
  let builder = new AxeBuilder({ page }).options(options);
  if (include) builder = builder.include(include);
  if (skipFrames) builder = builder.exclude('iframe');
  return (await builder.analyze()).violations;
}

type AxeWindow = Window & { axe: typeof axe };

export { expect };

export const PHONE_VIEWPORT = { width: 390, height: 844 };
