import type { Plugin } from 'vite';
import { resolveDataMode, type DataModeSettings } from '../src/config/data-mode.ts';
import { buildWidgetBundle, type WidgetBundle } from './widget-bundle.ts';
import { widgetHeadersFor } from './widget-headers.ts';

/**
 * `npm run dev`: the widget bundle built in memory as the server starts, rebuilt when src/widgets changes, and
 * served at /embed.js and /widgets/* with the headers production has (build/widget-headers.ts), so a page on
 * another origin (the demo's sample site, a test's host page) can paste a snippet pointing at the dev server.
 * Over a budget, the dev server says so and still serves the bundle; the production build refuses it.
 */
export function widgetBundlePlugin(): Plugin {
  return {
    name: 'widget-bundle',
    apply: 'serve',
    configureServer(server) {
      // The bench loads modules through a middleware-mode server: no site to serve widgets on.
      if (server.config.server.middlewareMode || process.env.VITEST) return;
      let api: string | undefined;
      try {
        api = resolveDataMode(server.config.env as DataModeSettings) === 'supabase' ? server.config.env.VITE_SUPABASE_URL : undefined;
      } catch {
        api = undefined; // src/config/env.ts shows the settings' mistake in the page
      }
      const { logger } = server.config;
      const rebuild = (): Promise<WidgetBundle | undefined> =>
        buildWidgetBundle({ root: server.config.root, api }).then(
          (bundle) => {
            for (const problem of bundle.overBudget) logger.warn(`  widget bundle: ${problem}`);
            return bundle;
          },
          (error: unknown) => {
            logger.error(`  widget bundle: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
          },
        );
      let current = rebuild();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const changed = (file: string) => {
        if (!/[\\/]src[\\/]widgets[\\/]/.test(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          current = rebuild();
        }, 100);
      };
      server.watcher.on('change', changed).on('add', changed).on('unlink', changed);

      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        const headers = widgetHeadersFor(pathname);
        if (!headers || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        current.then(
          (bundle) => {
            const code = bundle?.files.get(pathname.slice(1));
            if (code === undefined) {
              res.writeHead(bundle ? 404 : 503, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain; charset=utf-8' });
              res.end(bundle ? 'Not found' : 'The widget bundle did not build: see the dev server');
              return;
            }
            res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
            res.end(req.method === 'HEAD' ? undefined : code);
          },
          () => next(),
        );
      });
    },
  };
}
