import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import { leadBody, REPO_ROOT } from './testing/start-test-backend.ts';

/** The backend as its own process (local-backend/start.mjs), resolved once it says it is ready. */
async function spawnBackend(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'local-backend', 'start.mjs'), String(port)], {
    env: { ...process.env, LOCAL_BACKEND_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('local backend ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`backend exited (${code}):\n${log}`)));
  });
  return child;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('local backend: a crash loses no acknowledged row', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-backend-crash-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every insert it answered 201 to after SIGKILL mid-write and a restart', async () => {
    const port = await freePort();
    const first = await spawnBackend(dataDir, port);
    children.push(first);
    const url = `http://127.0.0.1:${port}`;
    const insert = async (lead: ReturnType<typeof leadBody>) => {
      const response = await fetch(`${url}/rest/v1/custom_builder_leads`, {
        method: 'POST',
        headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(lead),
      });
      return response.status;
    };

    // Writers keep inserting; the backend is killed once some are acknowledged, with others in flight.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const lead = leadBody({ email: `crash-${acknowledged.length}@example.com` });
        const status = await insert(lead).catch(() => 0);
        if (status === 201) acknowledged.push(lead.id);
        if (acknowledged.length >= 15 && !killed) {
          killed = true;
          first.kill('SIGKILL');
        }
      }
    };
    const exited = new Promise((resolve) => first.once('exit', resolve));
    await Promise.all([writer(), writer(), writer(), writer()]);
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    children.push(await spawnBackend(dataDir, port));
    const session = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    });
    const { access_token } = (await session.json()) as { access_token: string };
    const rows = await fetch(`${url}/rest/v1/custom_builder_leads?select=id`, {
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${access_token}` },
    });
    const stored = new Set(((await rows.json()) as { id: string }[]).map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 240_000);
});
