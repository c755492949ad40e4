import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationFile } from '../../../src/lib/local-db/prepare-database';

const here = dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = join(here, '..', '..');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');

/** The stand-in for Supabase's image (roles, auth schema); shared with the browser's local mode. */
export function readBootstrapSql(): string {
  return readFileSync(join(here, 'supabase-bootstrap.sql'), 'utf8');
}

/** Every supabase/migrations/*.sql, in the order Supabase applies them (by file name). */
export function readMigrations(): MigrationFile[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
}
