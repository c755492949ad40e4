import type { MigrationFile } from './prepare-database';
import bootstrapSql from '/supabase/tests/support/supabase-bootstrap.sql?raw';

/**
 * The very files Supabase runs, bundled at build time: supabase/migrations/*.sql, preceded by the
 * bootstrap that stands in for Supabase's image (shared with the database tests).
 */
const files = import.meta.glob<string>('/supabase/migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export const BOOTSTRAP_SQL: string = bootstrapSql;

export const MIGRATIONS: MigrationFile[] = Object.entries(files)
  .map(([path, sql]) => ({ name: path.split('/').pop() as string, sql }))
  .sort((a, b) => a.name.localeCompare(b.name));
