import { mergeConfig, defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
