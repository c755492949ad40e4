import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkoutLinksPlugin } from './build/checkout-links-plugin.ts';
import { dataModePlugin } from './build/data-mode-plugin.ts';
import { inlineBootPlugin } from './build/inline-boot-plugin.ts';
import { localBackendPlugin } from './build/local-backend-plugin.ts';
import { nicheCountsPlugin } from './build/niche-counts-plugin.ts';
import { queryViewPlugin } from './build/query-view-plugin.ts';
import { securityHeadersPlugin } from './build/security-headers-plugin.ts';
import { staffSharedChunk } from './build/staff-chunks.ts';
import { widgetBundlePlugin } from './build/widget-bundle-plugin.ts';

/**
 * supabase-js builds a realtime and a storage client in its constructor; the app uses neither, so the
 * browser gets small stand-ins that keep what supabase-js itself calls (src/lib/supabase-omitted/). Tests
 * build through this config too, so they run the client the browser runs.
 */
const omittedSupabaseParts = ['realtime-js', 'storage-js'].map((part) => ({
  find: new RegExp(`^@supabase/${part}$`),
  replacement: fileURLToPath(new URL(`./src/lib/supabase-omitted/${part}.ts`, import.meta.url)),
}));

export default defineConfig({
  plugins: [
    dataModePlugin(),
    checkoutLinksPlugin(),
    react(),
    nicheCountsPlugin(),
    securityHeadersPlugin(),
    localBackendPlugin(),
    widgetBundlePlugin(),
    queryViewPlugin(),
    inlineBootPlugin(),
  ],
  // The demo backend's data and Deno's module cache live in the project but are not the app's source.
  server: { watch: { ignored: ['**/.demo-data/**', '**/.cache/**', '**/.tmp/**'] } },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...omittedSupabaseParts],
  },
  // The manifest tells the prerenderer which chunks each page needs (scripts/build-site.mjs), which it
  // then removes from the output.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The site's one stylesheet is inline in every page (scripts/build-site.mjs), so no lazily loaded
    // chunk needs to fetch it again (Vite would, finding no <link> for it in the page).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.css')) },
    // What the staff screens share, and no public page imports, is one chunk rather than ~50
    // (build/staff-chunks.ts). Only the captured modules themselves: their dependencies that public pages
    // share stay in the chunks public pages already load.
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: staffSharedChunk(), debugName: 'staff' }] },
      },
    },
  },
});
