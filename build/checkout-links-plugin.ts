import type { Plugin } from 'vite';
import { resolveCheckoutLinks } from '../src/config/checkout-settings.ts';
import { resolveDataMode, type DataModeSettings } from '../src/config/data-mode.ts';

/**
 * Refuses a production (Supabase) build whose checkout links are missing or placeholders, naming each
 * (src/config/checkout-settings.ts). A demo build needs none: it opens the site's own test checkout.
 * A build with no valid data mode is left to dataModePlugin, which names that problem.
 */
export function checkoutLinksPlugin(): Plugin {
  return {
    name: 'checkout-links',
    configResolved(config) {
      if (config.command !== 'build') return;
      let mode;
      try {
        mode = resolveDataMode(config.env as DataModeSettings);
      } catch {
        return;
      }
      try {
        resolveCheckoutLinks(config.env, mode);
      } catch (error) {
        throw new Error(`Refusing to build: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
