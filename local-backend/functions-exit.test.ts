import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Whether a process is alive (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('local backend: Edge Functions die with Node', () => {
  // A project with one function that only answers, and the project's Deno.
  const root = mkdtempSync(join(tmpdir(), 'functions-exit-'));
  mkdirSync(join(root, 'supabase', 'functions', 'hello'), { recursive: true });
  writeFileSync(join(root, 'supabase', 'functions', 'hello', 'index.ts'), "Deno.serve(() => new Response('hi'));\n");
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stops a running function when the Node process ends on an uncaught error', async () => {
    // Node starts the function, waits for it to answer, prints its process id, then throws.
    const script = `
      import { execSync } from 'node:child_process';
      import { runnerImport } from 'vite';
      const { module } = await runnerImport(${JSON.stringify(join(ROOT, 'local-backend', 'functions.ts'))}, { configFile: false, logLevel: 'error' });
      const functions = module.startFunctions(${JSON.stringify(root)}, {});
      const answer = await functions.invoke('hello', {});
      if ((await answer.text()) !== 'hi') throw new Error('the function did not answer');
      console.log('deno pid ' + execSync('pgrep -P ' + process.pid + ' deno').toString().trim());
      setTimeout(() => { throw new Error('uncaught, on purpose'); });
    `;
    const node = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    node.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    node.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => node.once('exit', resolve));

    const pid = Number(/deno pid (\d+)/.exec(output)?.[1]);
    try {
      expect(output).toContain('uncaught, on purpose');
      expect(code).not.toBe(0);
      expect(pid).toBeGreaterThan(0);
      await expect.poll(() => alive(pid), { timeout: 30_000, interval: 50 }).toBe(false);
    } finally {
      // Without the fix the function would be left running: never leave it behind the test.
      if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
