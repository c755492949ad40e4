import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { identifyCaller } from './callers.ts';
import { json } from './http-bridge.ts';

/*
 * /functions/v1/<name>: each Edge Function in supabase/functions/<name>/index.ts on the Deno binary from
 * npm, with the secrets Supabase gives functions (SUPABASE_DB_URL reaching the demo database over the
 * wire protocol, the keys) and the demo's own (the email stand-in). Started at once, in the background;
 * a request waits for its function to listen. As Supabase's gateway does, a call needs a valid key, except
 * to a function that supabase/config.toml marks verify_jwt = false (unsubscribe, payments-webhook,
 * widget-settings, widget-views): those are public, reached with no key at all.
 */
type RunningFunction = { url: Promise<string>; child: ChildProcess; log: () => string };

export function functionNames(root: string): string[] {
  const dir = join(root, 'supabase', 'functions');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

/** The functions supabase/config.toml marks `verify_jwt = false`: the gateway lets any caller through. */
export function publicFunctionNames(root: string): Set<string> {
  // A project without config.toml has every function behind the key, as Supabase's default verify_jwt is.
  const file = join(root, 'supabase', 'config.toml');
  const config = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const names = new Set<string>();
  for (const [, name, body = ''] of config.matchAll(/^\[functions\.([a-z0-9_-]+)\]\n((?:(?!\[).*\n?)*)/gm)) {
    if (/^verify_jwt\s*=\s*false\s*$/m.test(body)) names.add(name as string);
  }
  return names;
}

export function startFunctions(root: string, env: Record<string, string>) {
  const running = new Map<string, RunningFunction>();
  const publicNames = publicFunctionNames(root);
  for (const name of functionNames(root)) running.set(name, serveFunction(root, name, env));

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const [, name, rest = ''] = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname) ?? [];
    const fn = name ? running.get(name) : undefined;
    if (!fn) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (!publicNames.has(name as string)) {
      const caller = await identifyCaller(request);
      if ('refused' in caller) return json(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
    }
    const target = `${await fn.url}${rest}${url.search}`;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return fetch(target, { method: request.method, headers: request.headers, body });
  }

  return {
    handle,
    /** Calls a function directly (the scheduler, the demo's test checkout), with the headers and body given. */
    invoke: async (name: string, headers: Record<string, string>, body?: string) => {
      const fn = running.get(name);
      if (!fn) throw new Error(`No function ${name}`);
      return fetch(await fn.url, { method: 'POST', headers, body });
    },
    names: [...running.keys()],
    stop: async () => {
      await Promise.all(
        [...running.values()].map(
          ({ child }) =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

function serveFunction(root: string, name: string, env: Record<string, string>): RunningFunction {
  const deno = join(root, 'node_modules', '.bin', 'deno');
  const entry = join(root, 'supabase', 'functions', name, 'index.ts');
  const child = spawn(
    deno,
    ['run', '--no-prompt', '--node-modules-dir=none', '--no-lock', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', entry],
    {
      cwd: root,
      // The machine's environment passes through: its proxy settings let Deno fetch npm: packages once.
      env: { ...process.env, DENO_DIR: join(root, '.cache', 'deno'), NO_COLOR: '1', DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Should Node exit without stop() (an uncaught error in the dev server), the function goes with it
  // instead of lingering on its port; 'exit' handlers run then, and a signal is sent synchronously.
  const stopWithNode = () => child.kill('SIGTERM');
  process.once('exit', stopWithNode);
  child.once('exit', () => process.off('exit', stopWithNode));
  let log = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      const match = /Listening on (http:\/\/[^\s/]+)\//.exec(log);
      if (match) resolve(match[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Edge Function ${name} exited (${code}):\n${log}`)));
  });
  url.catch(() => undefined);
  return { url, child, log: () => log };
}
