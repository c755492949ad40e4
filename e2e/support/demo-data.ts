import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The public pages' demo backend's data folder for this run (playwright.config.ts empties it before the server starts). */
export const E2E_DATA_DIR = `.tmp/e2e-db-${process.env.E2E_PORT ?? 4173}`;
/** The staff journeys' own demo backend's data folder (emptied with the other). */
export const E2E_STAFF_DATA_DIR = `${E2E_DATA_DIR}-staff`;

/** Whether any file the staff journeys' demo database keeps on disk (tables, WAL) holds `text`, as UTF-8 bytes. */
export function demoDataContains(text: string, dir = E2E_STAFF_DATA_DIR): boolean {
  const needle = Buffer.from(text, 'utf8');
  const walk = (folder: string): boolean =>
    readdirSync(folder, { withFileTypes: true }).some((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? walk(path) : entry.isFile() && readFileSync(path).includes(needle);
    });
  return walk(dir);
}
