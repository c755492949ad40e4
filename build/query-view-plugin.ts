import type { Plugin } from 'vite';
import { QUERY_VIEW_SCRIPT } from '../src/lib/first-paint/query-view.ts';

/**
 * Puts the query-view script inline at the top of every page's <head>, so it runs before the first paint
 * (src/lib/first-paint/query-view.ts). The CSP allows exactly this script by its hash (build/security-headers.ts).
 */
export function queryViewPlugin(): Plugin {
  return {
    name: 'query-view',
    transformIndexHtml: () => [{ tag: 'script', children: QUERY_VIEW_SCRIPT, injectTo: 'head-prepend' }],
  };
}
