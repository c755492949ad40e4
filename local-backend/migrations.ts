import type { SqlDatabase } from './sql-database.ts';

export type MigrationFile = { name: string; sql: string };

/**
 * Brings a database to the current schema: Supabase's bootstrap (roles, auth schema), then every
 * migration not yet applied, in file-name order, each in its own transaction and recorded the way the
 * Supabase CLI records them, so a reload never applies one twice.
 */
export async function applyMigrations(db: SqlDatabase, bootstrapSql: string, migrations: MigrationFile[]): Promise<string[]> {
  await db.exec(bootstrapSql);
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    const version = migrationVersion(migration.name);
    if (applied.has(version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        migration.name,
      ]);
    });
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}

/** "20261122000200_custom_builder_leads.sql" -> "20261122000200" */
export function migrationVersion(fileName: string): string {
  const base = fileName.split('/').pop() ?? fileName;
  return base.split('_')[0] ?? base;
}
