import type { TestProject } from 'vitest/node';
import { runPsql } from './engines';
import { pg15Available, startPg15Cluster } from './pg15-cluster';
import { readBootstrapSql, readMigrations } from './sql-files';

const TEMPLATE = 'localboost_template';

/**
 * Starts the PostgreSQL 15 cluster once per run (when the binaries are installed) and builds a template
 * database with the bootstrap and every migration; each test file then copies the template. Set
 * REQUIRE_PG15=1 to fail instead of running on PGlite alone.
 */
export default async function setup(project: TestProject) {
  if (!pg15Available()) {
    if (process.env.REQUIRE_PG15 === '1') throw new Error('REQUIRE_PG15=1 but PostgreSQL 15 is not installed');
    project.provide('pg15', null);
    return;
  }
  const cluster = await startPg15Cluster();
  try {
    await runPsql(cluster, 'postgres', `create database ${TEMPLATE};`);
    await runPsql(cluster, TEMPLATE, readBootstrapSql());
    for (const migration of readMigrations()) {
      // One transaction per file, as the Supabase CLI applies them.
      await runPsql(cluster, TEMPLATE, `begin;\n${migration.sql}\ncommit;\n`).catch((error: Error) => {
        throw new Error(`Migration ${migration.name} failed on PostgreSQL 15: ${error.message}`);
      });
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('pg15', { socketDir: cluster.socketDir, port: cluster.port, user: cluster.user, template: TEMPLATE });
  return () => cluster.stop();
}
