import type { Plugin } from 'vite';
import { headersFile } from './security-headers.ts';

/** Emits dist/_headers for the client build, with the Supabase project this build talks to. */
export function securityHeadersPlugin(): Plugin {
  let source: string | undefined;
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const env = config.env as Record<string, string | undefined>;
      source = headersFile({
        supabaseUrl: env.VITE_SUPABASE_URL?.trim() || undefined,
        demo: env.VITE_DEMO_MODE?.trim().toLowerCase() === 'true',
      });
    },
    generateBundle() {
      if (source) this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}
