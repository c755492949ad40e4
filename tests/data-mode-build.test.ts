// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';
import { dataModePlugin } from '../build/data-mode-plugin.ts';

/**
 * The build's own check, run through Vite's real config resolution (the step `vite build` starts
 * with) rather than a whole build, which takes minutes on a loaded machine.
 */
async function resolveBuild(env: Record<string, string>) {
  const saved = { ...process.env };
  // Vite reads VITE_* settings from the process environment as well as .env files.
  delete process.env.VITE_DEMO_MODE;
  Object.assign(process.env, env);
  try {
    return await resolveConfig(
      { configFile: false, root: process.cwd(), envDir: '/nonexistent-env-dir', plugins: [dataModePlugin()], logLevel: 'silent' },
      'build',
    );
  } finally {
    process.env = saved;
  }
}

describe('production build data mode', () => {
  it('fails with a clear message when there are no Supabase settings and no VITE_DEMO_MODE', async () => {
    await expect(resolveBuild({})).rejects.toThrow(/Refusing to build: No database configured.*VITE_DEMO_MODE=true/s);
  });

  it('fails when demo mode is named together with Supabase settings', async () => {
    await expect(
      resolveBuild({ VITE_DEMO_MODE: 'true', VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).rejects.toThrow(/Refusing to build: VITE_DEMO_MODE=true and Supabase settings are both set/);
  });

  it('builds the demo when asked by name, and a Supabase site with its settings', async () => {
    await expect(resolveBuild({ VITE_DEMO_MODE: 'true' })).resolves.toBeTruthy();
    await expect(
      resolveBuild({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).resolves.toBeTruthy();
  });
});
