import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Port and output folder can be overridden so several checkouts or agents can run the suite at once.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
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
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Tests run against the production build (prerendered pages, gzip, SPA fallback), as visitors get it.
    command: `node scripts/build-site.mjs --outDir ${outDir} && node scripts/serve-static.mjs ${outDir} ${port}`,
    // The browser suite runs the demo build (embedded database), so it asks for demo mode by name.
    env: { VITE_DEMO_MODE: 'true' },
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
