import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, sealCredential, type SealedCredential } from '../../src/lib/crypto/sealed-box';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertOnboardingSql, onboardingRow, type OnboardingRow } from './support/onboarding-rows';

/**
 * Every row-level-security rule on onboarding_submissions, proven from each role on each real engine:
 * visitors (anon) may only insert; signed-in non-staff see and delete nothing; staff read and delete;
 * nobody updates the submitted columns (status and archive: lead-pipeline-rls.test.ts); service_role (server-side only) bypasses RLS as on Supabase.
 */
describe.each(engineFactories())('onboarding_submissions row-level security on $name', (factory) => {
  let db: DbEngine;
  let sealed: SealedCredential;
  const table = 'public.onboarding_submissions';
  const count = async () => Number((await db.rows<{ n: number }>(ACTORS.service, `select count(*) as n from ${table}`))[0]?.n);
  const exists = async (id: string) => (await db.rows(ACTORS.service, `select id from ${table} where id = '${id}'`)).length === 1;
  const withPassword = (overrides: Partial<OnboardingRow> = {}) =>
    onboardingRow({ backend_password_ciphertext: sealed.ciphertext, backend_password_key_id: sealed.keyId, ...overrides });
  const seed = async (row = withPassword()) => {
    await db.exec(ACTORS.service, insertOnboardingSql(row));
    return row;
  };

  beforeAll(async () => {
    sealed = await sealCredential('hunter2', (await generateKeyPair()).publicKey);
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  describe('insert', () => {
    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
      ['service_role', ACTORS.service],
    ] as [string, TestActor][])('%s can submit', async (_, actor) => {
      const row = withPassword();
      expect(await db.exec(actor, insertOnboardingSql(row))).toBe(1);
      expect(await exists(row.id)).toBe(true);
    });

    it('anon cannot read the row back: insert ... returning is refused', async () => {
      const row = withPassword();
      await expect(db.rows(ACTORS.anon, insertOnboardingSql(row, ' returning id'))).rejects.toMatchObject({ code: '42501' });
      expect(await exists(row.id)).toBe(false);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot choose created_at (column privilege)', async (_, actor) => {
      const sql = `insert into ${table} (full_name, email, phone, created_at) values ('Back Dated', 'a@b.co', '555', now() - interval '1 year')`;
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('a second insert with the same id fails on the primary key (23505), leaving one row', async () => {
      const row = withPassword();
      await db.exec(ACTORS.anon, insertOnboardingSql(row));
      await expect(db.exec(ACTORS.anon, insertOnboardingSql(row))).rejects.toMatchObject({ code: '23505' });
      expect(await db.rows(ACTORS.service, `select id from ${table} where id = '${row.id}'`)).toHaveLength(1);
    });

    it('there is no plaintext password column to write to', async () => {
      const sql = `insert into ${table} (full_name, email, phone, backend_password) values ('A', 'a@b.co', '555', 'hunter2')`;
      await expect(db.exec(ACTORS.anon, sql)).rejects.toMatchObject({ code: '42703' });
      const columns = await db.rows<{ column_name: string }>(
        ACTORS.service,
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'onboarding_submissions' and column_name like '%password%'
          order by column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual(['backend_password_ciphertext', 'backend_password_key_id']);
    });
  });

  describe('select', () => {
    it('anon has no select privilege at all', async () => {
      await seed();
      await expect(db.rows(ACTORS.anon, `select * from ${table}`)).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user sees no rows', async () => {
      await seed();
      expect(await count()).toBeGreaterThan(0);
      expect(await db.rows(ACTORS.member, `select * from ${table}`)).toEqual([]);
    });

    it('staff see every submission, the password only as ciphertext', async () => {
      const row = await seed();
      const rows = await db.rows<OnboardingRow>(ACTORS.staff, `select * from ${table}`);
      expect(rows).toHaveLength(await count());
      const mine = rows.find((r) => r.id === row.id);
      expect(mine?.backend_password_ciphertext).toBe(sealed.ciphertext);
      expect(JSON.stringify(rows)).not.toContain('hunter2');
    });
  });

  describe('update', () => {
    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot update a submission', async (_, actor) => {
      const row = await seed();
      await expect(db.exec(actor, `update ${table} set full_name = 'Changed' where id = '${row.id}'`)).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('service_role (server-side only) can', async () => {
      const row = await seed();
      expect(await db.exec(ACTORS.service, `update ${table} set full_name = 'Changed' where id = '${row.id}'`)).toBe(1);
    });
  });

  describe('delete', () => {
    it('anon cannot delete', async () => {
      const row = await seed();
      await expect(db.exec(ACTORS.anon, `delete from ${table} where id = '${row.id}'`)).rejects.toMatchObject({ code: '42501' });
      expect(await exists(row.id)).toBe(true);
    });

    it('a signed-in non-staff user deletes nothing', async () => {
      const row = await seed();
      expect(await db.exec(ACTORS.member, `delete from ${table} where id = '${row.id}'`)).toBe(0);
      expect(await exists(row.id)).toBe(true);
    });

    it('staff delete by id', async () => {
      const row = await seed();
      expect(await db.exec(ACTORS.staff, `delete from ${table} where id = '${row.id}'`)).toBe(1);
      expect(await exists(row.id)).toBe(false);
    });

    it('service_role can delete', async () => {
      const row = await seed();
      expect(await db.exec(ACTORS.service, `delete from ${table} where id = '${row.id}'`)).toBe(1);
    });
  });

  it('policies: insert checks a real condition, select/delete/update require staff; RLS forced', async () => {
    const policies = await db.rows<{ cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
      ACTORS.service,
      `select cmd, roles::text[] as roles, qual, with_check from pg_policies
        where schemaname = 'public' and tablename = 'onboarding_submissions' order by cmd`,
    );
    // The pipeline (20261123000500) adds a staff-only update policy for status and archived_at.
    expect(policies.map((p) => p.cmd).sort()).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
    const insert = policies.find((p) => p.cmd === 'INSERT');
    expect(insert?.with_check).toBeTruthy();
    expect(insert?.with_check?.trim()).not.toBe('true');
    for (const cmd of ['SELECT', 'DELETE', 'UPDATE']) {
      const policy = policies.find((p) => p.cmd === cmd);
      expect(policy?.roles).toEqual(['authenticated']);
      expect(policy?.qual).toContain('private.is_staff()');
    }
    const [rls] = await db.rows<{ rls: boolean; forced: boolean }>(
      ACTORS.service,
      `select relrowsecurity as rls, relforcerowsecurity as forced from pg_class where oid = '${table}'::regclass`,
    );
    expect(rls).toEqual({ rls: true, forced: true });
  });

  describe('onboarding_submission_stats()', () => {
    it('is refused to anon', async () => {
      await expect(db.rows(ACTORS.anon, 'select * from public.onboarding_submission_stats()')).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('counts nothing for a signed-in non-staff user (row-level security applies)', async () => {
      await seed();
      expect(await db.rows(ACTORS.member, 'select * from public.onboarding_submission_stats()')).toEqual([
        { total: 0, this_week: 0, with_domain: 0, backend_access: 0, status_new: 0, status_in_progress: 0, status_done: 0, archived: 0 },
      ]);
    });

    it('counts all rows for staff: this week, with a domain, and with URL + username + password', async () => {
      await db.admin(`delete from ${table}`);
      const old = withPassword();
      for (const row of [
        withPassword(), // full backend access
        withPassword({ domain_name: null }), // access, no domain
        onboardingRow(), // no password
        withPassword({ backend_username: null }),
        withPassword({ backend_login_url: null }),
        old,
      ]) {
        await db.exec(ACTORS.anon, insertOnboardingSql(row));
      }
      await db.admin(`update ${table} set created_at = now() - interval '8 days' where id = '${old.id}'`);
      expect(await db.rows(ACTORS.staff, 'select * from public.onboarding_submission_stats()')).toEqual([
        { total: 6, this_week: 5, with_domain: 5, backend_access: 3, status_new: 6, status_in_progress: 0, status_done: 0, archived: 0 },
      ]);
    });

    it('is security invoker with an empty search_path, executable by authenticated only', async () => {
      const [fn] = await db.rows<{ definer: boolean; config: string[]; anon: boolean; authenticated: boolean }>(
        ACTORS.service,
        `select p.prosecdef as definer, p.proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = 'onboarding_submission_stats'`,
      );
      expect(fn).toEqual({ definer: false, config: ['search_path=""'], anon: false, authenticated: true });
    });
  });
});
