/*
 * Stands in for @supabase/realtime-js in everything Vite builds (vite.config.ts, `omittedSupabaseParts`):
 * supabase-js creates a realtime client in its constructor whether or not an app subscribes, and this app
 * never does (decision 018, stop 39). The real one and its Phoenix socket were a third of the supabase-js
 * chunk that every staff screen downloads and compiles before its first row.
 *
 * It keeps the surface SupabaseClient calls on its own (the token hand-over on every sign-in and
 * sign-out) and fails loudly, with the reason, where a caller would open a channel.
 */
const WHY = 'Realtime is left out of this app (src/lib/supabase-omitted/realtime-js.ts); poll with React Query instead.';

export class RealtimeClient {
  constructor(_endpoint: string, _options?: unknown) {}

  /** Called by supabase-js whenever the session's token changes; there is no socket to tell. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  getChannels(): never[] {
    return [];
  }

  channel(): never {
    throw new Error(WHY);
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
