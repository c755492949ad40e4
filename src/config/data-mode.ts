/**
 * Which database the site talks to, decided from its settings. Shared by the build (vite.config.ts,
 * which refuses to produce a site in the wrong mode) and the app (src/config/env.ts), so both apply the
 * same rule. Pure: no import.meta, no process, so Node and the browser can both run it.
 *
 * - Supabase: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY both set.
 * - Demo: VITE_DEMO_MODE=true and no Supabase settings. Data stays in the local backend on this machine.
 * Anything else is a mistake we refuse: a production site must never fall back to the demo database
 * silently, because its forms would keep real customers' data on whatever computer they used.
 */
export type DataMode = 'supabase' | 'demo';

export interface DataModeSettings {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
  VITE_DEMO_MODE?: string | undefined;
}

export class DataModeError extends Error {
  override name = 'DataModeError';
}

const present = (value: string | undefined) => Boolean(value?.trim());

export function resolveDataMode(settings: DataModeSettings): DataMode {
  const hasUrl = present(settings.VITE_SUPABASE_URL);
  const hasKey = present(settings.VITE_SUPABASE_ANON_KEY);
  const demoSetting = settings.VITE_DEMO_MODE?.trim().toLowerCase() ?? '';
  if (demoSetting !== '' && demoSetting !== 'true' && demoSetting !== 'false') {
    throw new DataModeError(`VITE_DEMO_MODE must be "true" or "false" (or unset), not "${settings.VITE_DEMO_MODE}".`);
  }
  const demo = demoSetting === 'true';
  if (hasUrl !== hasKey) {
    throw new DataModeError('Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (demo mode).');
  }
  if (demo && hasUrl) {
    throw new DataModeError(
      'VITE_DEMO_MODE=true and Supabase settings are both set. Remove VITE_DEMO_MODE to use the Supabase ' +
        'project, or remove VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for the demo.',
    );
  }
  if (hasUrl) return 'supabase';
  if (demo) return 'demo';
  throw new DataModeError(
    'No database configured. Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (see .env.example) for a real ' +
      'site, or set VITE_DEMO_MODE=true to build the demo, whose forms keep what visitors submit on the ' +
      'machine that runs it (the local backend) and send it to no one.',
  );
}
