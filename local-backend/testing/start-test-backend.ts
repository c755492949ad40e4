import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials.ts';
import { createClient } from '@supabase/supabase-js';
import { startLocalBackend, type LocalBackendOptions } from '../server.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** A backend on a throwaway data folder and a free loopback port, as the tests' own Supabase project. */
export async function startTestBackend(options: Partial<LocalBackendOptions> = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'local-backend-'));
  const backend = await startLocalBackend({ root: REPO_ROOT, dataDir, ...options });
  const server: Server = createServer((req, res) =>
    backend.middleware(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    backend,
    dataDir,
    /** A supabase-js client exactly as the browser makes one in demo mode. */
    client: async () =>
      createClient(url, DEMO_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
        // Node 20 has no WebSocket and supabase-js refuses to start without one; nothing here uses realtime.
        realtime: { transport: NoRealtime as never },
      }),
    stop: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await backend.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid lead, as the builder sends it. */
export function leadBody(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    business_name: 'Bella Vista Bistro',
    business_type: 'restaurant',
    goals: ['leads', 'reviews'],
    current_challenges: ['time', 'competition'],
    website_url: 'https://bellavista.example.com',
    email: 'maria@bellavista.example.com',
    ...overrides,
  };
}

class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used');
  }
}
