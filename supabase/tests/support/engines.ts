import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createMigratedPglite } from '../../../src/testing/migrated-pglite';
import { PG15_BIN, type Pg15Info } from './pg15-cluster';

/**
 * One interface over the two real Postgres engines the database tests run on: PGlite (in-process) and
 * a throwaway PostgreSQL 15 cluster (through psql). Each test file gets a fresh database with the
 * bootstrap and every migration applied. Statements run as an API role with JWT claims, inside a
 * transaction, exactly as PostgREST runs a request.
 *
 *   describe.each(engineFactories())('$name', (factory) => {
 *     let db: DbEngine;
 *     beforeAll(async () => { db = await factory.create(); });
 *     afterAll(() => db.close());
 *   });
 */
export type TestActor = {
  /** An API role, or a function's own login role (email_sender: send-emails; site_checker: site-check; payments_webhook: payments-webhook). */
  role: 'anon' | 'authenticated' | 'service_role' | 'email_sender' | 'site_checker' | 'payments_webhook';
  sub?: string;
  /** The session's authentication level as Supabase Auth writes it into the JWT (aal1, or aal2 after MFA). */
  aal?: 'aal1' | 'aal2';
  /** The HTTP request headers PostgREST would expose as request.headers (e.g. x-forwarded-for). */
  headers?: Record<string, string>;
};

export class SqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'SqlError';
  }
}

export interface DbEngine {
  readonly name: string;
  /** A script run as the superuser (set-up, seeding). */
  admin(sql: string): Promise<void>;
  /** The rows of one row-returning statement (select, or insert/delete ... returning), as JSON. */
  rows<T = Record<string, unknown>>(actor: TestActor, sql: string): Promise<T[]>;
  /** One statement; resolves to the number of rows it inserted, updated or deleted. */
  exec(actor: TestActor, sql: string): Promise<number>;
  close(): Promise<void>;
}

export type EngineFactory = { name: string; create: () => Promise<DbEngine> };

function claimsOf(actor: TestActor) {
  return JSON.stringify({
    role: actor.role,
    ...(actor.sub ? { sub: actor.sub, aud: 'authenticated' } : {}),
    ...(actor.aal ? { aal: actor.aal } : {}),
  });
}

/** Wraps a row-returning statement so both engines answer with the same JSON (types included). */
const asJson = (sql: string) => `with q as (${sql}) select coalesce(json_agg(q), '[]'::json)::text as body from q`;

/** PGlite is always available; PostgreSQL 15 when the global set-up could start it. */
export function engineFactories(): EngineFactory[] {
  const factories: EngineFactory[] = [{ name: 'PGlite', create: createPgliteEngine }];
  const pg15 = inject('pg15');
  if (pg15) factories.push({ name: 'PostgreSQL 15', create: () => createPg15Engine(pg15) });
  return factories;
}

export async function createPgliteEngine(): Promise<DbEngine> {
  const db = await createMigratedPglite();
  const asActor = async <T>(actor: TestActor, work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>) => {
    try {
      return await db.transaction(async (tx) => {
        await tx.exec(`set local role ${actor.role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claimsOf(actor)]);
        if (actor.headers) await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(actor.headers)]);
        return work(tx);
      });
    } catch (error) {
      const e = error as { code?: string; message?: string };
      throw new SqlError(e.code ?? 'XX000', e.message ?? String(error));
    }
  };
  return {
    name: 'PGlite',
    admin: async (sql) => {
      await db.exec(sql);
    },
    rows: (actor, sql) =>
      asActor(actor, async (tx) => JSON.parse((await tx.query<{ body: string }>(asJson(sql))).rows[0]?.body ?? '[]')),
    exec: (actor, sql) => asActor(actor, async (tx) => (await tx.query(sql)).affectedRows ?? 0),
    close: () => db.close(),
  };
}

export type Pg15Connection = Pg15Info & { template: string };

const PSQL = existsSync(join(PG15_BIN, 'psql')) ? join(PG15_BIN, 'psql') : 'psql';

/** Runs a script through psql; rejects with the SQLSTATE of the first error. */
export function runPsql(conn: Pg15Info, database: string, script: string, quiet = true): Promise<string> {
  const args = ['-X', '-h', conn.socketDir, '-p', String(conn.port), '-U', conn.user, '-d', database];
  args.push('-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose', '-A', '-t', '-f', '-');
  if (quiet) args.push('-q');
  return new Promise((resolve, reject) => {
    const child = spawn(PSQL, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const failure = /ERROR:\s+([0-9A-Z]{5}):\s+(.*)/.exec(stderr);
      if (code === 0 && !failure) resolve(stdout);
      else reject(failure ? new SqlError(failure[1] as string, failure[2] as string) : new Error(`psql failed (${code}): ${stderr}`));
    });
    child.stdin.end(script);
  });
}

/**
 * A fresh database copied from the migrated template, worked through a small pool of connections held
 * open for the file: a psql process per statement cost several times the statement itself. Each call
 * takes its own connection, as each PostgREST request does, so calls made at once stay separate sessions.
 */
export async function createPg15Engine(conn: Pg15Connection): Promise<DbEngine> {
  const database = `t_${crypto.randomUUID().replace(/-/g, '')}`;
  await runPsql(conn, 'postgres', `create database ${database} template ${conn.template};`);
  const pool = new pg.Pool({ host: conn.socketDir, port: conn.port, user: conn.user, database, max: 4 });
  const asActor = async <T>(actor: TestActor, work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${actor.role}`);
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [claimsOf(actor)]);
      if (actor.headers) await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(actor.headers)]);
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw asSqlError(error);
    } finally {
      client.release();
    }
  };
  return {
    name: 'PostgreSQL 15',
    admin: async (sql) => {
      try {
        await pool.query(sql);
      } catch (error) {
        throw asSqlError(error);
      }
    },
    rows: (actor, sql) =>
      asActor(actor, async (client) => JSON.parse((await client.query<{ body: string }>(asJson(sql))).rows[0]?.body ?? '[]')),
    exec: (actor, sql) => asActor(actor, async (client) => affectedRows(await client.query(sql))),
    close: async () => {
      await pool.end();
      await runPsql(conn, 'postgres', `drop database if exists ${database} with (force);`);
    },
  };
}

function asSqlError(error: unknown) {
  const e = error as { code?: string; message?: string };
  return error instanceof SqlError ? error : new SqlError(e.code ?? 'XX000', e.message ?? String(error));
}

/** Rows inserted, updated or deleted by the (first such) statement, as psql's command tag would say. */
function affectedRows(result: pg.QueryResult | pg.QueryResult[]) {
  const results = Array.isArray(result) ? result : [result];
  const changed = results.find((r) => ['INSERT', 'UPDATE', 'DELETE'].includes(r.command));
  return changed?.rowCount ?? 0;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pg15: Pg15Connection | null;
  }
}
