import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationFile } from '../../../local-backend/migrations';
import { readSchemaSources } from '../../../local-backend/schema-sources';

const here = dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = join(here, '..', '..');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');

/** The stand-in for Supabase's image (roles, auth schema); shared with the demo's local backend. */
export function readBootstrapSql(): string {
  return readSchemaSources().bootstrap;
}

/** Every supabase/migrations/*.sql in the order Supabase applies them, as the demo lists them (local-backend/schema-sources.ts). */
export function readMigrations(): MigrationFile[] {
  return readSchemaSources().migrations;
}
