import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';

/**
 * Every row-level-security rule on custom_builder_leads, proven from each role on each real engine:
 * visitors (anon) may only insert; signed-in non-staff see and delete nothing; staff read and delete;
 * nobody updates the submitted columns (status and archive: lead-pipeline-rls.test.ts); service_role (server-side only) bypasses RLS as on Supabase.
 */
/** lead_stats()'s counts by status (20261123000500_lead_pipeline.sql), all zero. */
const NO_STATUS = { status_new: 0, status_contacted: 0, status_qualified: 0, status_won: 0, status_lost: 0, archived: 0 };

describe.each(engineFactories())('custom_builder_leads row-level security on $name', (factory) => {
  let db: DbEngine;
  const count = async () => Number((await db.rows<{ n: number }>(ACTORS.service, 'select count(*) as n from public.custom_builder_leads'))[0]?.n);
  const exists = async (id: string) =>
    (await db.rows(ACTORS.service, `select id from public.custom_builder_leads where id = '${id}'`)).length === 1;
  const seedLead = async () => {
    const row = leadRow();
    await db.exec(ACTORS.service, insertLeadSql(row));
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
    ] as [string, TestActor][])('%s can submit a lead', async (_, actor) => {
      const row = leadRow();
      expect(await db.exec(actor, insertLeadSql(row))).toBe(1);
      expect(await exists(row.id)).toBe(true);
    });

    it('anon cannot read the row back: insert ... returning is refused', async () => {
      const row = leadRow();
      await expect(db.rows(ACTORS.anon, insertLeadSql(row, ' returning id'))).rejects.toMatchObject({ code: '42501' });
      expect(await exists(row.id)).toBe(false);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot choose created_at (column privilege)', async (_, actor) => {
      const sql = `insert into public.custom_builder_leads (business_name, business_type, goals, current_challenges, email, created_at)
        values ('Back Dated', 'other', array['leads'], array['time'], 'a@b.co', now() - interval '1 year')`;
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('a second insert with the same id fails on the primary key (23505), leaving one lead', async () => {
      const row = leadRow();
      await db.exec(ACTORS.anon, insertLeadSql(row));
      await expect(db.exec(ACTORS.anon, insertLeadSql(row))).rejects.toMatchObject({ code: '23505' });
      const rows = await db.rows(ACTORS.service, `select id from public.custom_builder_leads where id = '${row.id}'`);
      expect(rows).toHaveLength(1);
    });
  });

  describe('select', () => {
    it('anon has no select privilege at all', async () => {
      await seedLead();
      await expect(db.rows(ACTORS.anon, 'select * from public.custom_builder_leads')).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user sees no rows', async () => {
      await seedLead();
      expect(await count()).toBeGreaterThan(0);
      expect(await db.rows(ACTORS.member, 'select * from public.custom_builder_leads')).toEqual([]);
    });

    it('staff see every lead', async () => {
      const row = await seedLead();
      const rows = await db.rows<{ id: string; goals: string[] }>(ACTORS.staff, 'select id, goals from public.custom_builder_leads');
      expect(rows).toHaveLength(await count());
      expect(rows.find((r) => r.id === row.id)?.goals).toEqual(row.goals);
    });
  });

  describe('update', () => {
    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot update a lead', async (_, actor) => {
      const row = await seedLead();
      const sql = `update public.custom_builder_leads set business_name = 'Changed' where id = '${row.id}'`;
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('service_role (server-side only) can', async () => {
      const row = await seedLead();
      expect(await db.exec(ACTORS.service, `update public.custom_builder_leads set business_name = 'Changed' where id = '${row.id}'`)).toBe(1);
    });
  });

  describe('delete', () => {
    it('anon cannot delete', async () => {
      const row = await seedLead();
      await expect(db.exec(ACTORS.anon, `delete from public.custom_builder_leads where id = '${row.id}'`)).rejects.toMatchObject({ code: '42501' });
      expect(await exists(row.id)).toBe(true);
    });

    it('a signed-in non-staff user deletes nothing', async () => {
      const row = await seedLead();
      expect(await db.exec(ACTORS.member, `delete from public.custom_builder_leads where id = '${row.id}'`)).toBe(0);
      expect(await exists(row.id)).toBe(true);
    });

    it('staff delete by id', async () => {
      const row = await seedLead();
      expect(await db.exec(ACTORS.staff, `delete from public.custom_builder_leads where id = '${row.id}'`)).toBe(1);
      expect(await exists(row.id)).toBe(false);
    });

    it('service_role can delete', async () => {
      const row = await seedLead();
      expect(await db.exec(ACTORS.service, `delete from public.custom_builder_leads where id = '${row.id}'`)).toBe(1);
    });
  });

  describe('staff check and private schema', () => {
    it('anon cannot reach the private schema: not is_staff(), not the staff list', async () => {
      await expect(db.rows(ACTORS.anon, 'select private.is_staff() as staff')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.anon, 'select * from private.staff')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.anon, 'select public.am_i_staff() as staff')).rejects.toMatchObject({ code: '42501' });
    });

    it('signed-in users cannot read the staff list', async () => {
      await expect(db.rows(ACTORS.staff, 'select * from private.staff')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.member, 'select * from private.staff')).rejects.toMatchObject({ code: '42501' });
    });

    it('am_i_staff() answers for the signed-in user', async () => {
      expect(await db.rows(ACTORS.staff, 'select public.am_i_staff() as staff')).toEqual([{ staff: true }]);
      expect(await db.rows(ACTORS.member, 'select public.am_i_staff() as staff')).toEqual([{ staff: false }]);
    });

    it('is_staff() is security definer with an empty search_path, executable by authenticated only', async () => {
      const [fn] = await db.rows<{ definer: boolean; config: string[]; anon: boolean; authenticated: boolean; public_exec: boolean }>(
        ACTORS.service,
        `select p.prosecdef as definer, p.proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as public_exec
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'private' and p.proname = 'is_staff'`,
      );
      expect(fn).toEqual({ definer: true, config: ['search_path=""'], anon: false, authenticated: true, public_exec: false });
    });

    it('policies: insert checks a real condition, select/delete/update require staff', async () => {
      const policies = await db.rows<{ cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
        ACTORS.service,
        `select cmd, roles::text[] as roles, qual, with_check from pg_policies
          where schemaname = 'public' and tablename = 'custom_builder_leads' order by cmd`,
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
      const [table] = await db.rows<{ rls: boolean; forced: boolean }>(
        ACTORS.service,
        `select relrowsecurity as rls, relforcerowsecurity as forced from pg_class where oid = 'public.custom_builder_leads'::regclass`,
      );
      expect(table).toEqual({ rls: true, forced: true });
    });
  });

  describe('lead_stats()', () => {
    it('is refused to anon', async () => {
      await expect(db.rows(ACTORS.anon, 'select * from public.lead_stats()')).rejects.toMatchObject({ code: '42501' });
    });

    it('counts nothing for a signed-in non-staff user (row-level security applies)', async () => {
      await seedLead();
      expect(await db.rows(ACTORS.member, 'select * from public.lead_stats()')).toEqual([
        { total: 0, this_week: 0, enterprise_type: 0, professional_type: 0, ...NO_STATUS },
      ]);
    });

    it('counts all leads for staff, with the spec rules for this week and the type cards', async () => {
      await db.admin('delete from public.custom_builder_leads');
      await db.exec(ACTORS.anon, insertLeadSql(leadRow({ business_type: 'homeservice' })));
      await db.exec(ACTORS.anon, insertLeadSql(leadRow({ business_type: 'salon' })));
      const old = leadRow({ business_type: 'restaurant' });
      await db.exec(ACTORS.anon, insertLeadSql(old));
      await db.admin(`update public.custom_builder_leads set created_at = now() - interval '8 days' where id = '${old.id}'`);
      expect(await db.rows(ACTORS.staff, 'select * from public.lead_stats()')).toEqual([
        // homeservice contains "service": a Professional Type lead, as the spec's rule says.
        { total: 3, this_week: 2, enterprise_type: 0, professional_type: 1, ...NO_STATUS, status_new: 3 },
      ]);
    });

    it('matches enterprise/corporation and professional/service case-insensitively (rows from before the CHECK)', async () => {
      await db.admin(`
        delete from public.custom_builder_leads;
        alter table public.custom_builder_leads drop constraint custom_builder_leads_business_type_check;
        insert into public.custom_builder_leads (business_name, business_type, goals, current_challenges, email) values
          ('A', 'Enterprise', array['leads'], array['time'], 'a@b.co'),
          ('B', 'small CORPORATION', array['leads'], array['time'], 'a@b.co'),
          ('C', 'Professional Services', array['leads'], array['time'], 'a@b.co'),
          ('D', 'salon', array['leads'], array['time'], 'a@b.co');
      `);
      expect(await db.rows(ACTORS.staff, 'select * from public.lead_stats()')).toEqual([
        { total: 4, this_week: 4, enterprise_type: 2, professional_type: 1, ...NO_STATUS, status_new: 4 },
      ]);
    });
  });
});
