import type { Plugin } from 'vite';

/** The app's start: an entry of the client build of its own, imported by the page's inline boot script. */
export const APP_START = 'src/app/start-app.tsx';
/** What index.html loads in the client build instead of src/main.tsx: the stylesheet, nothing shared. */
const STYLES_ENTRY = '/src/app/styles-entry.ts';

/**
 * The client build for pages whose first script is inline (docs/decisions/043-how-a-page-starts.md, "First
 * paint needs one request").
 * src/main.tsx is bundled on its own by scripts/build-site.mjs and written into every page, so no request
 * stands between the HTML and the first paint. An inline module has no URL other chunks could import, so
 * the client build must not contain main.tsx at all: a chunk importing what main.tsx shares would load
 * it a second time, and start the app twice. Here index.html loads only the stylesheet, and the app's
 * start is an entry of its own, which keeps its exports for the boot script to call.
 */
export function inlineBootPlugin(): Plugin {
  let client = false;
  return {
    name: 'inline-boot',
    apply: 'build',
    config(_config, env) {
      client = !env.isSsrBuild;
      if (!client) return;
      return {
        build: {
          rolldownOptions: {
            input: { index: 'index.html', 'start-app': APP_START },
            preserveEntrySignatures: 'allow-extension',
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!client) return html;
        const swapped = html.replace('src="/src/main.tsx"', `src="${STYLES_ENTRY}"`);
        if (swapped === html) throw new Error('index.html no longer loads /src/main.tsx: update build/inline-boot-plugin.ts');
        return swapped;
      },
    },
  };
}
