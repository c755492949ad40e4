import type { Plugin } from 'vite';
import { resolveDataMode, type DataModeSettings } from '../src/config/data-mode.ts';

/**
 * Refuses a production build whose data mode is not explicit (src/config/data-mode.ts): no Supabase
 * settings and no VITE_DEMO_MODE=true, or both at once. The dev server and tests are checked at runtime
 * by src/config/env.ts instead, so `npm run dev` shows the message in the page as well as the terminal.
 */
export function dataModePlugin(): Plugin {
  let demo = false;
  return {
    name: 'data-mode',
    configResolved(config) {
      if (config.command !== 'build') return;
      try {
        demo = resolveDataMode(config.env as DataModeSettings) === 'demo';
      } catch (error) {
        throw new Error(`Refusing to build: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    // A demo build says so to whatever serves it: the preview server (scripts/serve-static.mjs) then
    // mounts the local backend on the same origin, which the demo's pages talk to. Like _headers, a host
    // file, never served.
    generateBundle() {
      if (!demo || this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: DEMO_MARKER, source: 'This build is the demo: serve it with the local backend.\n' });
    },
  };
}

/** The file a demo build writes at its root (see generateBundle above). */
export const DEMO_MARKER = '_demo-backend';
