import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { SUPABASE_DIR } from './sql-files';

/*
 * What the Edge Function tests need around a real Deno: the function served on a local port, a stand-in
 * for the Resend API, and a TCP door to the throwaway PostgreSQL 15 (which listens on a unix socket only).
 */
const REPO_DIR = join(SUPABASE_DIR, '..');
const DENO = join(REPO_DIR, 'node_modules', '.bin', 'deno');
/** Inside the repo's ignored .cache: a clean checkout downloads npm:postgres once from the npm registry. */
const DENO_DIR = join(REPO_DIR, '.cache', 'deno');

const listen = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** Forwards 127.0.0.1:<port> to the cluster's unix socket. */
export async function tcpToUnixSocket(socketPath: string) {
  const server = createTcpServer((client) => {
    const upstream = connect(socketPath);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  const port = await listen(server);
  return { port, close: () => close(server) };
}

export type RecordedEmail = {
  headers: IncomingHttpHeaders;
  body: { from: string; to: string[]; subject: string; html: string; text: string; headers?: Record<string, string> };
};

/**
 * The Resend stand-in: POST /emails records the request and answers like Resend ({ id }). Queue failures
 * with failNext(status); delay answers with delayMs to make concurrent runs overlap. Like Resend, a second
 * request with an Idempotency-Key it has already accepted returns the first answer and sends nothing.
 * It also stands in for a chat incoming webhook on POST /webhook.
 */
export async function startResendStandIn() {
  const accepted: RecordedEmail[] = [];
  const requests: RecordedEmail[] = [];
  const failures: number[] = [];
  const webhooks: unknown[] = [];
  const byKey = new Map<string, string>();
  const state = { delayMs: 0 };
  const server = createHttpServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      setTimeout(() => {
        if (req.method === 'POST' && req.url === '/webhook') {
          webhooks.push(JSON.parse(raw));
          res.writeHead(200).end('ok');
          return;
        }
        if (req.method !== 'POST' || req.url !== '/emails') {
          res.writeHead(404).end();
          return;
        }
        const email: RecordedEmail = { headers: req.headers, body: JSON.parse(raw) };
        requests.push(email);
        const failure = failures.shift();
        if (failure) {
          res.writeHead(failure, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'stand-in failure' }));
          return;
        }
        const key = String(req.headers['idempotency-key'] ?? '');
        let id = byKey.get(key);
        if (!id) {
          id = `re_${accepted.length + 1}`;
          if (key) byKey.set(key, id);
          accepted.push(email);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
      }, state.delayMs);
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every POST /emails received, failed ones included. */
    requests,
    /** The emails actually "sent". */
    accepted,
    /** Chat webhook posts received on /webhook. */
    webhooks,
    failNext: (...statuses: number[]) => failures.push(...statuses),
    state,
    reset: () => {
      accepted.length = 0;
      requests.length = 0;
      failures.length = 0;
      webhooks.length = 0;
      state.delayMs = 0;
    },
    close: () => close(server),
  };
}

/** Runs supabase/functions/send-emails/index.ts on Deno and resolves once it listens. */
export const serveSendEmails = (env: Record<string, string>) => serveFunction('send-emails', env);

/** Runs supabase/functions/<name>/index.ts (or another entry file) on Deno and resolves once it listens. */
export async function serveFunction(name: string, env: Record<string, string>, entry = join(SUPABASE_DIR, 'functions', name, 'index.ts')) {
  const child: ChildProcess = spawn(
    DENO,
    ['run', '--no-prompt', '--node-modules-dir=none', '--no-lock', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', entry],
    {
      cwd: REPO_DIR,
      // The machine's own environment passes through: its proxy and certificate settings are what let Deno
      // reach the npm registry.
      env: { ...process.env, DENO_DIR, NO_COLOR: '1', DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    // The first run downloads npm:postgres into DENO_DIR; a busy machine makes that slow.
    const timer = setTimeout(() => reject(new Error(`deno did not start:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Listening on (http:\/\/[^\s/]+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited (${code}):\n${log}`));
    });
  });
  /** A POST as the callers make it: the database webhook and the schedule send the service role key. */
  const post = (key: string | null | undefined = env.SUPABASE_SERVICE_ROLE_KEY) =>
    fetch(url, { method: 'POST', headers: key ? { Authorization: `Bearer ${key}` } : {} });
  return {
    url,
    log: () => log,
    post,
    invoke: async () => {
      const response = await post();
      const body = await response.json();
      if (!response.ok) throw new Error(`send-emails answered ${response.status}: ${JSON.stringify(body)}\n${log}`);
      return body as { claimed: number; sent: number; retrying: number; failed: number };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Runs a test-only Deno script to its end and resolves with what it printed on stdout (it must exit 0).
 * All permissions: such a script reads /proc/self (its own peak memory), which Deno grants only so.
 */
export function runDenoScript(entry: string, args: string[], timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      DENO,
      ['run', '--no-prompt', '--node-modules-dir=none', '--no-lock', '--allow-all', entry, ...args],
      { cwd: REPO_DIR, env: { ...process.env, DENO_DIR, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`deno ${entry} exited (${code ?? signal}):\n${err}`));
    });
  });
}

/**
 * POSTs a chunked body to url on a raw socket and never ends it: resolves with the answer's status code
 * as soon as the server answers (a server that waits for the whole body never does).
 */
export async function postEndlessBody(url: string, chunkBytes: number, chunks: number): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = `${chunkBytes.toString(16)}\r\n${'x'.repeat(chunkBytes)}\r\n`;
      for (let i = 0; i < chunks; i += 1) socket.write(chunk);
    });
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) {
        socket.destroy();
        resolve(Number(status));
      }
    });
    socket.on('error', (error) => (answer ? undefined : reject(error)));
  });
}
