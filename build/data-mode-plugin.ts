import type { Plugin } from 'vite';
import { resolveDataMode, type DataModeSettings } from '../src/config/data-mode.ts';

/**
 * Refuses a production build whose data mode is not explicit (src/config/data-mode.ts): no Supabase
 * settings and no VITE_DEMO_MODE=true, or both at once. The dev server and tests are checked at runtime
 * by src/config/env.ts instead, so `npm run dev` shows the message in the page as well as the terminal.
 */
export function dataModePlugin(): Plugin {
  return {
    name: 'data-mode',
    configResolved(config) {
      if (config.command !== 'build') return;
      try {
        resolveDataMode(config.env as DataModeSettings);
      } catch (error) {
        throw new Error(`Refusing to build: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
