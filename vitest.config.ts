import { mergeConfig, defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      // Tests run on the embedded database, so they ask for demo mode by name (src/config/data-mode.ts).
      env: { VITE_DEMO_MODE: 'true' },
      // Transformed like the app's own code, so its imports meet the build's stand-ins for the parts the
      // app leaves out (vite.config.ts, omittedSupabaseParts): tests run the client the browser runs.
      server: { deps: { inline: ['@supabase/supabase-js'] } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Two files at once, even on two cores (Vitest's default there is one): most of a file's time is spent
      // waiting on a database, a Deno function or a psql process, not on the CPU.
      maxWorkers: 2,
      // Every project: one PGlite migrated per run, which test files copy (src/testing/migrated-pglite.ts).
      globalSetup: ['./supabase/tests/support/migrated-pglite-setup.ts'],
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'] },
        },
        {
          // The demo's local backend (local-backend/) in Node, each test file on its own throwaway data folder.
          extends: true,
          test: { name: 'backend', include: ['local-backend/**/*.test.ts'], environment: 'node' },
        },
        {
          // Database tests run on real Postgres engines in Node. The global set-up starts a throwaway
          // PostgreSQL 15 cluster only when this project has files to run.
          extends: true,
          test: {
            name: 'database',
            include: ['supabase/tests/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./supabase/tests/support/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
