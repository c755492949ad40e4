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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 54380);
  const { startLocalBackend } = await loadLocalBackend();
  const backend = await startLocalBackend({ root: ROOT, dataDir: process.env.LOCAL_BACKEND_DATA_DIR || undefined });
  const server = createServer((req, res) => backend.middleware(req, res, () => res.writeHead(404).end()));
  server.listen(port, '127.0.0.1', () => console.log(`local backend ready on http://127.0.0.1:${port}`));
}
