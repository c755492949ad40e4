// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

/**
 * The client the browser gets: supabase-js with stand-ins for realtime and storage (vite.config.ts). It
 * must start without a WebSocket (Node 20 has none, as real supabase-js would refuse), hand tokens over
 * quietly on sign-in and sign-out, and refuse a channel or a bucket with the reason.
 */
describe('supabase-js without realtime and storage', () => {
  const client = () => createClient('http://127.0.0.1:1', 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });

  it('starts without a WebSocket and reaches the stand-ins', () => {
    expect(globalThis.WebSocket).toBeUndefined();
    const supabase = client();
    expect(supabase.realtime.constructor.name).toBe('RealtimeClient');
    expect(supabase.getChannels()).toEqual([]);
  });

  it('refuses a channel or a storage bucket and says why', () => {
    const supabase = client();
    expect(() => supabase.channel('leads')).toThrow(/Realtime is left out of this app/);
    expect(() => supabase.storage.from('avatars')).toThrow(/Storage is left out of this app/);
  });

  it('signs out without a socket to tell', async () => {
    const supabase = client();
    await expect(supabase.auth.signOut({ scope: 'local' })).resolves.toEqual({ error: null });
    await expect(supabase.removeAllChannels()).resolves.toEqual([]);
  });
});
