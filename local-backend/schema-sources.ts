import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationFile } from './migrations.ts';

/** The repository's root folder, from which the paths below are read. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const BOOTSTRAP_PATH = 'supabase/tests/support/supabase-bootstrap.sql';
export const MIGRATIONS_DIR = 'supabase/migrations';

export interface SchemaSources {
  bootstrap: string;
  migrations: MigrationFile[];
  /** Changes whenever the bootstrap or any migration changes. */
  hash: string;
}

/**
 * The very files a Supabase project's database is built from: the bootstrap, then every migration in order.
 * The one list of migrations: the demo, the in-process test stack and the database tests (PGlite and
 * PostgreSQL 15) all read supabase/migrations through here, sorted by file name as Supabase applies them.
 */
export function readSchemaSources(root: string = REPO_ROOT): SchemaSources {
  const bootstrap = readFileSync(join(root, BOOTSTRAP_PATH), 'utf8');
  const migrations = readdirSync(join(root, MIGRATIONS_DIR))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(root, MIGRATIONS_DIR, name), 'utf8') }));
  return { bootstrap, migrations, hash: schemaHash(bootstrap, migrations) };
}

export function schemaHash(bootstrap: string, migrations: readonly MigrationFile[]): string {
  const hash = createHash('sha256');
  hash.update(bootstrap);
  for (const { name, sql } of migrations) hash.update(`\0${name}\0${sql}`);
  return hash.digest('hex').slice(0, 12);
}
