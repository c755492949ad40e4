// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DataModeError, resolveDataMode } from './data-mode';

const SUPABASE = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' };

describe('resolveDataMode', () => {
  it('refuses a site with no database settings and no demo mode, naming both ways out', () => {
    for (const settings of [{}, { VITE_DEMO_MODE: 'false' }, { VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }]) {
      expect(() => resolveDataMode(settings)).toThrow(DataModeError);
      expect(() => resolveDataMode(settings)).toThrow(/VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.*VITE_DEMO_MODE=true/s);
    }
  });

  it('is the demo only when asked for by name', () => {
    expect(resolveDataMode({ VITE_DEMO_MODE: 'true' })).toBe('demo');
    expect(resolveDataMode({ VITE_DEMO_MODE: 'TRUE', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' })).toBe('demo');
  });

  it('uses Supabase with both settings', () => {
    expect(resolveDataMode(SUPABASE)).toBe('supabase');
    expect(resolveDataMode({ ...SUPABASE, VITE_DEMO_MODE: 'false' })).toBe('supabase');
  });

  it('refuses demo mode together with Supabase settings as a mistake', () => {
    expect(() => resolveDataMode({ ...SUPABASE, VITE_DEMO_MODE: 'true' })).toThrow(/both set/);
  });

  it('refuses half a Supabase configuration, even in demo mode', () => {
    expect(() => resolveDataMode({ VITE_SUPABASE_URL: SUPABASE.VITE_SUPABASE_URL })).toThrow(/Set both/);
    expect(() => resolveDataMode({ VITE_SUPABASE_ANON_KEY: 'k', VITE_DEMO_MODE: 'true' })).toThrow(/Set both/);
  });

  it('refuses a demo setting it does not understand rather than guessing', () => {
    expect(() => resolveDataMode({ VITE_DEMO_MODE: 'yes' })).toThrow(/must be "true" or "false"/);
  });
});
