import type { Plugin } from 'vite';
import { resolveDataMode, type DataModeSettings } from '../src/config/data-mode.ts';

/**
 * `npm run dev` in demo mode: the local backend (local-backend/, docs/decisions/018) answers /rest/v1,
 * /auth/v1 and /functions/v1 on the dev server's own origin, as a Supabase project would on its own. With
 * Supabase settings (`npm run dev:supabase`) nothing is mounted.
 */
export function localBackendPlugin(): Plugin {
  return {
    name: 'local-backend',
    apply: 'serve',
    async configureServer(server) {
      // A server in middleware mode is a script loading the app's modules through Vite (the bench), not
      // the site: it has no HTTP server to serve the backend on, nor to close it with.
      if (server.config.server.middlewareMode) return;
      let demo = false;
      try {
        demo = resolveDataMode(server.config.env as DataModeSettings) === 'demo';
      } catch {
        return; // src/config/env.ts shows the settings' mistake in the page
      }
      if (!demo) return;
      const started = Date.now();
      // start.mjs loads the backend's TypeScript through Vite's module runner, as `node local-backend/start.mjs` does.
      const { startDemoBackend } = await import('../local-backend/start.mjs');
      const backend = await startDemoBackend();
      server.middlewares.use(backend.middleware);
      server.httpServer?.once('close', () => void backend.close());
      server.config.logger.info(`  demo backend ready in ${Date.now() - started} ms (data in ${backend.dataDir})`);
    },
  };
}
