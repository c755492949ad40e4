import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL 15 cluster for the database tests: initdb into a temp dir, listening only on a
 * unix socket inside that dir (no TCP port, so parallel runs cannot collide), stopped and deleted
 * afterwards. initdb and postgres refuse to run as root, so as root they run as the `postgres` OS user
 * (created if missing).
 */
export const PG15_BIN = '/usr/lib/postgresql/15/bin';
const PORT = 5432;

export type Pg15Info = { socketDir: string; port: number; user: string };

export function pg15Available(): boolean {
  return existsSync(join(PG15_BIN, 'initdb')) && existsSync(join(PG15_BIN, 'postgres'));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const OS_USER = 'postgres';

function ensureOsUser() {
  try {
    execFileSync('id', ['-u', OS_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER]);
  }
}

/** argv that runs a server binary as the unprivileged user when we are root. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', OS_USER, '--', command, ...args]] : [command, args];
}

export type Pg15Cluster = Pg15Info & { stop: () => Promise<void> };

export async function startPg15Cluster(): Promise<Pg15Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'localboost-pg15-'));
  const dataDir = join(root, 'data');
  if (isRoot()) {
    ensureOsUser();
    const uid = Number(execFileSync('id', ['-u', OS_USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER]).toString().trim());
    chownSync(root, uid, gid);
  }
  const user = 'postgres';
  const [initdb, initArgs] = asServerUser(join(PG15_BIN, 'initdb'), [
    '-D', dataDir, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync',
  ]);
  try {
    execFileSync(initdb, initArgs, { stdio: 'pipe' });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  const [postgres, pgArgs] = asServerUser(join(PG15_BIN, 'postgres'), [
    '-D', dataDir, '-p', String(PORT), '-k', root,
    '-c', 'listen_addresses=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
  ]);
  const server: ChildProcess = spawn(postgres, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const info = { socketDir: root, port: PORT, user };
  try {
    await waitUntilReady(info, server, () => log);
  } catch (error) {
    await stopPostmaster(dataDir, server);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    ...info,
    stop: async () => {
      await stopPostmaster(dataDir, server);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(info: Pg15Info, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    try {
      execFileSync(join(PG15_BIN, 'pg_isready'), ['-q', '-h', info.socketDir, '-p', String(info.port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not start:\n${log()}`);
}

/**
 * Signals the postmaster itself (its pid is the first line of postmaster.pid): as root the server runs
 * under runuser, which does not pass signals on. SIGINT is Postgres's "fast" shutdown.
 */
async function stopPostmaster(dataDir: string, server: ChildProcess) {
  let pid: number | undefined;
  try {
    pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    pid = server.pid;
  }
  const alive = (p: number) => {
    try {
      process.kill(p, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}
