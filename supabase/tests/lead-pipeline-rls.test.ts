import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, STAFF_ID, seedUsers, STAFF_EMAIL } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';
import { literal } from './support/sql-literal';

/**
 * The staff pipeline (20261123000500_lead_pipeline.sql) from every role on each real engine: status and
 * archive updates (staff only, those two columns only), the server-stamped archive time, notes (staff
 * insert and read, never edited), the append-only activity log written by triggers and by staff for
 * client-side events, the stat counts by status, and the 90-day purge.
 */
const ROLES: [string, TestActor][] = [
  ['anon', ACTORS.anon],
  ['a signed-in non-staff user', ACTORS.member],
  ['staff', ACTORS.staff],
  ['service_role', ACTORS.service],
];

describe.each(engineFactories())('lead pipeline on $name', (factory) => {
  let db: DbEngine;
  const leadId = async (overrides = {}) => {
    const row = leadRow(overrides);
    await db.exec(ACTORS.anon, insertLeadSql(row));
    return row.id;
  };
  const leadOf = async (id: string) =>
    (await db.rows<{ status: string; archived_at: string | null; business_name: string }>(
      ACTORS.service,
      `select status, archived_at, business_name from public.custom_builder_leads where id = '${id}'`,
    ))[0];
  // The pipeline's own events: the owner assignment every new row gets (speed-to-lead.test.ts) is left out.
  const logOf = async (id: string) =>
    db.rows<{ action: string; details: Record<string, unknown>; actor_id: string | null; actor_email: string | null }>(
      ACTORS.service,
      `select action, details, actor_id, actor_email from public.activity_log where row_id = '${id}' and action <> 'owner_changed' order by created_at, action`,
    );
  const noteSql = (rowId: string, body = 'Called, sending a quote Friday', table = 'custom_builder_leads', extra = '') =>
    `insert into public.row_notes (table_name, row_id, body${extra ? ', author_id' : ''})
      values (${literal(table)}, '${rowId}', ${literal(body)}${extra ? `, ${extra}` : ''})`;
  const exportSql = (action = 'exported', extra = '') =>
    `insert into public.activity_log (table_name, action, details${extra ? ', actor_id' : ''})
      values ('custom_builder_leads', '${action}', '{"filters":{"status":"new"},"rows":3}'${extra ? `, ${extra}` : ''})`;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  describe('status and archive columns', () => {
    it('new leads and submissions start as new and active', async () => {
      const id = await leadId();
      expect(await leadOf(id)).toMatchObject({ status: 'new', archived_at: null });
      const sub = onboardingRow();
      await db.exec(ACTORS.anon, insertOnboardingSql(sub));
      const [row] = await db.rows(ACTORS.service, `select status, archived_at from public.onboarding_submissions where id = '${sub.id}'`);
      expect(row).toEqual({ status: 'new', archived_at: null });
    });

    it.each(ROLES.slice(0, 3))('%s cannot choose status or archived_at on insert', async (_, actor) => {
      const row = leadRow();
      const sql = insertLeadSql(row).replace(') values (', ', status) values (').replace(/\)$/, ", 'won')");
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
      const archived = insertLeadSql(leadRow()).replace(') values (', ', archived_at) values (').replace(/\)$/, ', now())');
      await expect(db.exec(actor, archived)).rejects.toMatchObject({ code: '42501' });
    });

    it('anon cannot update status (no privilege)', async () => {
      const id = await leadId();
      await expect(db.exec(ACTORS.anon, `update public.custom_builder_leads set status = 'won' where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.anon, `update public.onboarding_submissions set status = 'done'`)).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user updates nothing', async () => {
      const id = await leadId();
      expect(await db.exec(ACTORS.member, `update public.custom_builder_leads set status = 'won', archived_at = now() where id = '${id}'`)).toBe(0);
      expect(await leadOf(id)).toMatchObject({ status: 'new', archived_at: null });
    });

    it('staff change the status, and the change is logged with who and from/to', async () => {
      const id = await leadId();
      expect(await db.exec(ACTORS.staff, `update public.custom_builder_leads set status = 'contacted' where id = '${id}'`)).toBe(1);
      expect((await leadOf(id))?.status).toBe('contacted');
      expect(await logOf(id)).toEqual([
        { action: 'status_changed', details: { from: 'new', to: 'contacted' }, actor_id: STAFF_ID, actor_email: STAFF_EMAIL },
      ]);
    });

    it('staff cannot set a status outside the list (23514), per table', async () => {
      const id = await leadId();
      await expect(db.exec(ACTORS.staff, `update public.custom_builder_leads set status = 'done' where id = '${id}'`)).rejects.toMatchObject({ code: '23514' });
      const sub = onboardingRow();
      await db.exec(ACTORS.anon, insertOnboardingSql(sub));
      await expect(db.exec(ACTORS.staff, `update public.onboarding_submissions set status = 'won' where id = '${sub.id}'`)).rejects.toMatchObject({ code: '23514' });
      expect(await db.exec(ACTORS.staff, `update public.onboarding_submissions set status = 'in_progress' where id = '${sub.id}'`)).toBe(1);
    });

    it.each([
      ['business_name', "'Changed'"],
      ['email', "'x@y.co'"],
      ['created_at', 'now()'],
      ['id', 'gen_random_uuid()'],
    ])('staff cannot update %s (column privilege)', async (column, value) => {
      const id = await leadId();
      await expect(db.exec(ACTORS.staff, `update public.custom_builder_leads set ${column} = ${value} where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.staff, `update public.onboarding_submissions set ${column === 'business_name' ? 'full_name' : column} = ${value}`)).rejects.toMatchObject({ code: '42501' });
    });

    it('service_role (server-side only) can update the status', async () => {
      const id = await leadId();
      expect(await db.exec(ACTORS.service, `update public.custom_builder_leads set status = 'lost' where id = '${id}'`)).toBe(1);
    });

    it('archive stamps the server time whatever the client sends, keeps the first time, and restore clears it', async () => {
      const id = await leadId();
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set archived_at = '2000-01-01T00:00:00Z' where id = '${id}'`);
      const first = (await leadOf(id))?.archived_at;
      expect(Date.now() - Date.parse(first as string)).toBeLessThan(60_000);
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set archived_at = now() + interval '1 year' where id = '${id}'`);
      expect((await leadOf(id))?.archived_at).toBe(first);
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set archived_at = null where id = '${id}'`);
      expect((await leadOf(id))?.archived_at).toBeNull();
      expect((await logOf(id)).map((e) => e.action)).toEqual(['archived', 'restored']);
    });

    it('a permanent delete is logged and takes the row\'s notes with it', async () => {
      const id = await leadId();
      await db.exec(ACTORS.staff, noteSql(id));
      expect(await db.exec(ACTORS.staff, `delete from public.custom_builder_leads where id = '${id}'`)).toBe(1);
      expect(await db.rows(ACTORS.service, `select id from public.row_notes where row_id = '${id}'`)).toEqual([]);
      expect((await logOf(id)).map((e) => [e.action, e.actor_id])).toEqual([
        ['note_added', STAFF_ID],
        ['deleted', STAFF_ID],
      ]);
    });
  });

  describe('notes', () => {
    it('anon may neither add nor read notes', async () => {
      const id = await leadId();
      await expect(db.exec(ACTORS.anon, noteSql(id))).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.anon, 'select * from public.row_notes')).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user may not add a note and reads none', async () => {
      const id = await leadId();
      await db.exec(ACTORS.staff, noteSql(id));
      await expect(db.exec(ACTORS.member, noteSql(id))).rejects.toMatchObject({ code: '42501' });
      expect(await db.rows(ACTORS.member, 'select * from public.row_notes')).toEqual([]);
    });

    it('staff add a note as themselves and read it back; the note is logged', async () => {
      const id = await leadId();
      expect(await db.exec(ACTORS.staff, noteSql(id, 'Line one\r\nline two\nthree'))).toBe(1);
      const notes = await db.rows(ACTORS.staff, `select body, author_id, author_email from public.row_notes where row_id = '${id}'`);
      expect(notes).toEqual([{ body: 'Line one\r\nline two\nthree', author_id: STAFF_ID, author_email: STAFF_EMAIL }]);
      expect((await logOf(id)).map((e) => e.action)).toEqual(['note_added']);
    });

    it('staff cannot write a note under another author or date', async () => {
      const id = await leadId();
      await expect(db.exec(ACTORS.staff, noteSql(id, 'x', 'custom_builder_leads', `'${ACTORS.member.sub}'`))).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.exec(ACTORS.staff, `insert into public.row_notes (table_name, row_id, body, created_at) values ('custom_builder_leads', '${id}', 'x', now() - interval '1 day')`),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it.each([
      ['empty', ''],
      ['blank at the ends', ' padded '],
      ['too long', 'x'.repeat(1001)],
      ['a control character', 'bell\u0007'],
      ['a tab', 'a\tb'],
      ['a lone carriage return', 'a\rb'],
      ['a bidi override', 'abc\u202Edef'],
      ['a bidi isolate', 'abc\u2066def'],
    ])('refuses a note that is %s (23514)', async (_, body) => {
      const id = await leadId();
      await expect(db.exec(ACTORS.staff, noteSql(id, body))).rejects.toMatchObject({ code: '23514' });
    });

    it('refuses a note about a row that does not exist, or a table outside the pipeline (23503)', async () => {
      await expect(db.exec(ACTORS.staff, noteSql(crypto.randomUUID()))).rejects.toMatchObject({ code: '23503' });
      const id = await leadId();
      await expect(db.exec(ACTORS.staff, noteSql(id, 'x', 'staff'))).rejects.toMatchObject({ code: '23503' });
    });

    it.each(ROLES)('%s cannot edit or delete a note', async (_, actor) => {
      const id = await leadId();
      await db.exec(ACTORS.staff, noteSql(id));
      const update = db.exec(actor, `update public.row_notes set body = 'changed' where row_id = '${id}'`);
      await expect(update).rejects.toMatchObject({ code: '42501' });
      if (actor.role !== 'service_role') {
        await expect(db.exec(actor, `delete from public.row_notes where row_id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
      }
      expect(await db.rows(ACTORS.service, `select body from public.row_notes where row_id = '${id}'`)).toEqual([
        { body: 'Called, sending a quote Friday' },
      ]);
    });
  });

  describe('activity log', () => {
    it('anon may neither read nor write it', async () => {
      await expect(db.rows(ACTORS.anon, 'select * from public.activity_log')).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.anon, exportSql())).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user may not write it and reads nothing', async () => {
      await db.exec(ACTORS.staff, exportSql());
      await expect(db.exec(ACTORS.member, exportSql())).rejects.toMatchObject({ code: '42501' });
      expect(await db.rows(ACTORS.member, 'select * from public.activity_log')).toEqual([]);
    });

    it.each(['exported', 'password_revealed', 'passwords_exported'])('staff record a client-side %s event as themselves', async (action) => {
      const before = Number((await db.rows<{ n: number }>(ACTORS.staff, `select count(*) as n from public.activity_log where action = '${action}'`))[0]?.n);
      expect(await db.exec(ACTORS.staff, exportSql(action))).toBe(1);
      const rows = await db.rows<{ actor_id: string; actor_email: string; details: unknown }>(
        ACTORS.staff,
        `select actor_id, actor_email, details from public.activity_log where action = '${action}' order by created_at desc`,
      );
      expect(rows).toHaveLength(before + 1);
      expect(rows[0]).toEqual({ actor_id: STAFF_ID, actor_email: STAFF_EMAIL, details: { filters: { status: 'new' }, rows: 3 } });
    });

    it.each(['status_changed', 'note_added', 'archived', 'restored', 'deleted'])('staff cannot forge a %s entry (the triggers write those)', async (action) => {
      await expect(db.exec(ACTORS.staff, exportSql(action))).rejects.toMatchObject({ code: '42501' });
    });

    it('staff cannot choose the actor or the time', async () => {
      await expect(db.exec(ACTORS.staff, exportSql('exported', `'${ACTORS.member.sub}'`))).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.exec(ACTORS.staff, `insert into public.activity_log (table_name, action, created_at) values ('custom_builder_leads', 'exported', now() - interval '1 day')`),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('refuses unknown actions, tables outside the pipeline and oversized details', async () => {
      // The policy admits only the client-side actions; the CHECK refuses unknown ones even to the owner.
      await expect(db.exec(ACTORS.staff, exportSql('viewed'))).rejects.toMatchObject({ code: '42501' });
      await expect(db.admin(exportSql('viewed'))).rejects.toMatchObject({ code: '23514' });
      await expect(db.exec(ACTORS.staff, `insert into public.activity_log (table_name, action) values ('staff', 'exported')`)).rejects.toMatchObject({ code: '23503' });
      const big = JSON.stringify({ filters: 'x'.repeat(2100) });
      await expect(db.exec(ACTORS.staff, `insert into public.activity_log (table_name, action, details) values ('custom_builder_leads', 'exported', ${literal(big)})`)).rejects.toMatchObject({ code: '23514' });
      await expect(db.exec(ACTORS.staff, `insert into public.activity_log (table_name, action, details) values ('custom_builder_leads', 'exported', '[1]')`)).rejects.toMatchObject({ code: '23514' });
    });

    it.each(ROLES)('%s can neither update nor delete an entry', async (_, actor) => {
      await db.exec(ACTORS.staff, exportSql());
      const count = async () => Number((await db.rows<{ n: number }>(ACTORS.service, 'select count(*) as n from public.activity_log'))[0]?.n);
      const before = await count();
      await expect(db.exec(actor, `update public.activity_log set action = 'exported'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(actor, 'delete from public.activity_log')).rejects.toMatchObject({ code: '42501' });
      expect(await count()).toBe(before);
    });

    it('not even the owner can change it (trigger)', async () => {
      await db.exec(ACTORS.staff, exportSql());
      await expect(db.admin(`update public.activity_log set details = '{}'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.admin('delete from public.activity_log')).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('stats by status', () => {
    beforeEach(async () => {
      await db.admin('delete from public.row_notes; delete from public.custom_builder_leads; delete from public.onboarding_submissions');
    });

    it('lead_stats() counts active leads by status and the archived ones apart; nothing for non-staff; refused to anon', async () => {
      const ids = [await leadId(), await leadId(), await leadId(), await leadId({ business_type: 'homeservice' })];
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set status = 'contacted' where id = '${ids[0]}'`);
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set status = 'won' where id = '${ids[1]}'`);
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set archived_at = now(), status = 'lost' where id = '${ids[2]}'`);
      expect(await db.rows(ACTORS.staff, 'select * from public.lead_stats()')).toEqual([
        {
          total: 3, this_week: 3, enterprise_type: 0, professional_type: 1,
          status_new: 1, status_contacted: 1, status_qualified: 0, status_won: 1, status_lost: 0, archived: 1,
        },
      ]);
      expect((await db.rows<{ total: number; archived: number }>(ACTORS.member, 'select * from public.lead_stats()'))[0]).toMatchObject({ total: 0, archived: 0, status_new: 0 });
      await expect(db.rows(ACTORS.anon, 'select * from public.lead_stats()')).rejects.toMatchObject({ code: '42501' });
    });

    it('onboarding_submission_stats() counts by status and archived', async () => {
      const rows = [onboardingRow(), onboardingRow({ domain_name: null }), onboardingRow()];
      for (const row of rows) await db.exec(ACTORS.anon, insertOnboardingSql(row));
      await db.exec(ACTORS.staff, `update public.onboarding_submissions set status = 'done' where id = '${rows[0]!.id}'`);
      await db.exec(ACTORS.staff, `update public.onboarding_submissions set archived_at = now() where id = '${rows[2]!.id}'`);
      expect(await db.rows(ACTORS.staff, 'select * from public.onboarding_submission_stats()')).toEqual([
        { total: 2, this_week: 2, with_domain: 1, backend_access: 0, status_new: 1, status_in_progress: 0, status_done: 1, archived: 1 },
      ]);
      expect((await db.rows(ACTORS.member, 'select * from public.onboarding_submission_stats()'))[0]).toMatchObject({ total: 0, archived: 0 });
      await expect(db.rows(ACTORS.anon, 'select * from public.onboarding_submission_stats()')).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('purge of rows archived more than 90 days ago', () => {
    it('deletes only those, in every pipeline table, logging each with no actor', async () => {
      const old = await leadId();
      const recent = await leadId();
      const active = await leadId();
      const sub = onboardingRow();
      await db.exec(ACTORS.anon, insertOnboardingSql(sub));
      await db.admin(`
        alter table public.custom_builder_leads disable trigger stamp_archived_at;
        alter table public.onboarding_submissions disable trigger stamp_archived_at;
        update public.custom_builder_leads set archived_at = now() - interval '91 days' where id = '${old}';
        update public.custom_builder_leads set archived_at = now() - interval '89 days' where id = '${recent}';
        update public.onboarding_submissions set archived_at = now() - interval '100 days' where id = '${sub.id}';
        alter table public.custom_builder_leads enable trigger stamp_archived_at;
        alter table public.onboarding_submissions enable trigger stamp_archived_at;
      `);
      await db.admin('create table public.purge_result as select private.purge_archived_rows() as purged');
      expect(await db.rows(ACTORS.service, 'select purged from public.purge_result')).toEqual([{ purged: 2 }]);
      await db.admin('drop table public.purge_result');
      expect(await leadOf(old)).toBeUndefined();
      expect(await leadOf(recent)).toBeDefined();
      expect(await leadOf(active)).toBeDefined();
      expect(await db.rows(ACTORS.service, `select id from public.onboarding_submissions where id = '${sub.id}'`)).toEqual([]);
      expect((await logOf(old)).at(-1)).toMatchObject({ action: 'deleted', actor_id: null });
    });

    it.each(ROLES)('%s cannot call it over the API', async (_, actor) => {
      await expect(db.rows(actor, 'select private.purge_archived_rows() as n')).rejects.toMatchObject({ code: '42501' });
    });
  });
});
