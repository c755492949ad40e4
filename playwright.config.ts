import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_STAFF_DATA_DIR } from './e2e/support/demo-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Port and output folder can be overridden so several checkouts or agents can run the suite at once.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
// The specs that read the shared database: dashboards, the mailbox, and journeys that end on them.
const STAFF_SPECS = /e2e\/(board-insights|booking-journey|builder|checkout|contacts-tasks|demo-backend|email-signup-journey|inquiries|leads-dashboard|mailbox|onboarding|pipeline|security-headers|shortlist|site-check-email|speed-to-lead|staff-accessibility|staff-layout|widget-owner-loop|widget-plans)\.spec\.ts$/;
// The staff journeys have a demo backend of their own (the same build, served on the next port), so they
// no longer depend on the public project: the public pages' writes never reach their database. Playwright
// hands out tests in the order the projects are listed, so staff comes first: its one worker runs the
// journeys while the other takes the public pages, instead of both waiting for the public queue to empty
// (docs/decisions/047-suite-that-fits.md).
const staffPort = port + 1;
// A fresh demo database per server and run (ignored folders), the staff one reset between staff tests by
// the test-only endpoint.
const dataDir = E2E_DATA_DIR;
const backendEnv = { VITE_DEMO_MODE: 'true', LOCAL_BACKEND_TEST_RESET: '1' };

export default defineConfig<{ staffSession: boolean }>({
  testDir: './e2e',
  outputDir: process.env.E2E_OUT_DIR ? `test-results-${outDir}` : 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // No host resolves but this machine: a request to another host fails in the browser, and the page
    // fixture names it (e2e/support/fixtures.ts).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    },
  },
  // The public pages share one demo backend (docs/decisions/018-demo-on-local-backend.md). The staff
  // journeys read what is in theirs, so they run on their own backend, one at a time, each on an emptied
  // database and signed in as demo staff (e2e/support/fixtures.ts).
  projects: [
    {
      name: 'staff',
      testMatch: STAFF_SPECS,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        staffSession: true,
        baseURL: `http://localhost:${staffPort}`,
      },
    },
    { name: 'public', testIgnore: STAFF_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  // Playwright starts these in order, so the second serves the build the first made.
  webServer: [
    {
      // Tests run against the production build (prerendered pages, gzip, SPA fallback), as visitors get it.
      command: `rm -rf ${dataDir} ${dataDir}-* && node scripts/build-site.mjs --outDir ${outDir} && node scripts/serve-static.mjs ${outDir} ${port}`,
      // The browser suite runs the demo build (served with the local backend), so it asks for demo mode by name.
      env: { ...backendEnv, LOCAL_BACKEND_DATA_DIR: dataDir },
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve-static.mjs ${outDir} ${staffPort}`,
      env: { ...backendEnv, LOCAL_BACKEND_DATA_DIR: E2E_STAFF_DATA_DIR },
      url: `http://localhost:${staffPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
