// Runs the local backend on its own: `node local-backend/start.mjs [port]` (tests spawn it this way).
// Node 20 cannot run TypeScript, so the backend's modules load through Vite's module runner.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The backend's server module, loaded through Vite (TypeScript on Node 20). */
export async function loadLocalBackend() {
  const { module } = await runnerImport(join(ROOT, 'local-backend', 'server.ts'), { configFile: false, logLevel: 'error' });
  return module;
}

/**
 * The demo's backend as `npm run dev` and the preview server run it: Edge Functions on, data in
 * LOCAL_BACKEND_DATA_DIR or .demo-data/db (kept across restarts; `npm run demo:reset` deletes it), and
 * the test-only reset when LOCAL_BACKEND_TEST_RESET=1 (the browser suite sets it).
 */
export async function startDemoBackend() {
  const { startLocalBackend } = await loadLocalBackend();
  const dataDir = process.env.LOCAL_BACKEND_DATA_DIR || join(ROOT, '.demo-data', 'db');
  const backend = await startLocalBackend({
    root: ROOT,
    dataDir,
    functions: true,
    testReset: process.env.LOCAL_BACKEND_TEST_RESET === '1',
  });
  return { ...backend, dataDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 54380);
  const { startLocalBackend } = await loadLocalBackend();
  const backend = await startLocalBackend({ root: ROOT, dataDir: process.env.LOCAL_BACKEND_DATA_DIR || undefined });
  const server = createServer((req, res) => backend.middleware(req, res, () => res.writeHead(404).end()));
  server.listen(port, '127.0.0.1', () => console.log(`local backend ready on http://127.0.0.1:${port}`));
}
