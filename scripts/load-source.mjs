// Loads one of the project's TypeScript modules from a Node script (Node 20 cannot run TypeScript), through
// Vite's module runner with the app's `@/` alias: the scripts that read the widget registry share it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The module at `path` (relative to the repository root). */
export const loadSource = async (path) =>
  (
    await runnerImport(join(ROOT, path), {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: [{ find: '@', replacement: join(ROOT, 'src') }] },
    })
  ).module;
