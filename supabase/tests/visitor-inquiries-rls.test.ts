import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { contactRow, demoRow, insertInquirySql } from './support/inquiry-rows';

/**
 * Every row-level-security rule on visitor_inquiries, proven from each role on each real engine:
 * visitors (anon) may only insert; signed-in non-staff see and delete nothing; staff read and delete;
 * nobody updates the submitted columns (status and archive: inquiry-pipeline-rls.test.ts); service_role
 * (server-side only) bypasses RLS as on Supabase.
 */
const table = 'public.visitor_inquiries';
/** inquiry_stats()'s counts by status (20261123000600_inquiry_pipeline.sql), all zero. */
const NO_STATUS = { status_new: 0, status_contacted: 0, status_qualified: 0, status_won: 0, status_lost: 0, archived: 0 };

describe.each(engineFactories())('visitor_inquiries row-level security on $name', (factory) => {
  let db: DbEngine;
  const count = async () =>
    Number((await db.rows<{ n: number }>(ACTORS.service, `select count(*) as n from ${table}`))[0]?.n);
  const exists = async (id: string) =>
    (await db.rows(ACTORS.service, `select id from ${table} where id = '${id}'`)).length === 1;
  const seed = async () => {
    const row = demoRow();
    await db.exec(ACTORS.service, insertInquirySql(row));
    return row;
  };

  beforeAll(async () => {
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
    ] as [string, TestActor][])('%s can send a demo request and a contact message', async (_, actor) => {
      const demo = demoRow();
      const contact = contactRow();
      expect(await db.exec(actor, insertInquirySql(demo))).toBe(1);
      expect(await db.exec(actor, insertInquirySql(contact))).toBe(1);
      expect(await exists(demo.id)).toBe(true);
      expect(await exists(contact.id)).toBe(true);
    });

    it('the server stamps created_at', async () => {
      const row = demoRow();
      await db.exec(ACTORS.anon, insertInquirySql(row));
      const [stamp] = await db.rows<{ fresh: boolean }>(
        ACTORS.service,
        `select created_at > now() - interval '1 minute' as fresh from ${table} where id = '${row.id}'`,
      );
      expect(stamp).toEqual({ fresh: true });
    });

    it('anon cannot read the row back: insert ... returning is refused', async () => {
      const row = demoRow();
      await expect(db.rows(ACTORS.anon, insertInquirySql(row, ' returning id'))).rejects.toMatchObject({ code: '42501' });
      expect(await exists(row.id)).toBe(false);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot choose created_at (column privilege)', async (_, actor) => {
      const sql = `insert into ${table} (kind, source, full_name, email, created_at)
        values ('demo', 'ad2conversion', 'Back Dated', 'a@b.co', now() - interval '1 year')`;
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('a second insert with the same id fails on the primary key (23505), leaving one row', async () => {
      const row = contactRow();
      await db.exec(ACTORS.anon, insertInquirySql(row));
      await expect(db.exec(ACTORS.anon, insertInquirySql({ ...row, message: 'Again' }))).rejects.toMatchObject({
        code: '23505',
      });
      const rows = await db.rows<{ message: string }>(ACTORS.service, `select message from ${table} where id = '${row.id}'`);
      expect(rows).toEqual([{ message: row.message }]);
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

    it('staff see every enquiry', async () => {
      const row = await seed();
      const rows = await db.rows<{ id: string; phone: string }>(ACTORS.staff, `select id, phone from ${table}`);
      expect(rows).toHaveLength(await count());
      expect(rows.find((r) => r.id === row.id)?.phone).toBe(row.phone);
    });
  });

  describe('update', () => {
    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot update an enquiry', async (_, actor) => {
      const row = await seed();
      await expect(db.exec(actor, `update ${table} set full_name = 'Changed' where id = '${row.id}'`)).rejects.toMatchObject({
        code: '42501',
      });
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

  it('has row-level security forced, an insert check on created_at, and staff-only read, delete and update', async () => {
    const policies = await db.rows<{ cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
      ACTORS.service,
      `select cmd, roles::text[] as roles, qual, with_check from pg_policies
        where schemaname = 'public' and tablename = 'visitor_inquiries'`,
    );
    // The pipeline (20261123000600) adds a staff-only update policy for status and archived_at.
    expect(policies.map((p) => p.cmd).sort()).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
    expect(policies.find((p) => p.cmd === 'INSERT')?.with_check).toContain('now()');
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

  describe('inquiry_stats()', () => {
    it('is refused to anon', async () => {
      await expect(db.rows(ACTORS.anon, 'select * from public.inquiry_stats()')).rejects.toMatchObject({ code: '42501' });
    });

    it('counts nothing for a signed-in non-staff user (row-level security applies)', async () => {
      await seed();
      expect(await db.rows(ACTORS.member, 'select * from public.inquiry_stats()')).toEqual([
        { total: 0, this_week: 0, demo: 0, contact: 0, ...NO_STATUS },
      ]);
    });

    it('counts all active rows for staff: this week, demo requests and contact messages', async () => {
      await db.admin(`delete from ${table}`);
      const old = contactRow();
      for (const row of [demoRow(), demoRow({ source: 'voice-agent-landing' }), demoRow({ source: 'local-map-seo' }), contactRow(), old]) {
        await db.exec(ACTORS.anon, insertInquirySql(row));
      }
      await db.admin(`update ${table} set created_at = now() - interval '8 days' where id = '${old.id}'`);
      expect(await db.rows(ACTORS.staff, 'select * from public.inquiry_stats()')).toEqual([
        { total: 5, this_week: 4, demo: 3, contact: 2, ...NO_STATUS, status_new: 5 },
      ]);
    });

    it('is security invoker with an empty search_path, executable by authenticated only', async () => {
      const [fn] = await db.rows<{ definer: boolean; config: string[]; anon: boolean; authenticated: boolean }>(
        ACTORS.service,
        `select p.prosecdef as definer, p.proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = 'inquiry_stats'`,
      );
      expect(fn).toEqual({ definer: false, config: ['search_path=""'], anon: false, authenticated: true });
    });
  });
});
