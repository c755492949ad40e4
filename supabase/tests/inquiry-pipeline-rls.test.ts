import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, STAFF_ID, seedUsers, STAFF_EMAIL } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { contactRow, demoRow, insertInquirySql } from './support/inquiry-rows';
import { literal } from './support/sql-literal';

/**
 * Visitor enquiries on the staff pipeline (20261123000600_inquiry_pipeline.sql), from every role on each
 * real engine: status and archive updates (staff only, those two columns only), the server-stamped
 * archive time, notes and log entries naming the table, the logged permanent delete, the stat counts
 * by status, and the purge. The shared rules (note text, the log's append-only guard) are proven once
 * in lead-pipeline-rls.test.ts.
 */
const table = 'public.visitor_inquiries';
const ROLES: [string, TestActor][] = [
  ['anon', ACTORS.anon],
  ['a signed-in non-staff user', ACTORS.member],
  ['staff', ACTORS.staff],
  ['service_role', ACTORS.service],
];

describe.each(engineFactories())('enquiry pipeline on $name', (factory) => {
  let db: DbEngine;
  // Seeded as service_role: the per-address rate limit would refuse many anon inserts in a row.
  const inquiryId = async (row = demoRow()) => {
    await db.exec(ACTORS.service, insertInquirySql(row));
    return row.id;
  };
  const inquiryOf = async (id: string) =>
    (await db.rows<{ status: string; archived_at: string | null; full_name: string }>(
      ACTORS.service,
      `select status, archived_at, full_name from ${table} where id = '${id}'`,
    ))[0];
  // The pipeline's own events: the owner assignment every new row gets (speed-to-lead.test.ts) is left out.
  const logOf = async (id: string) =>
    db.rows<{ table_name: string; action: string; details: Record<string, unknown>; actor_id: string | null }>(
      ACTORS.service,
      `select table_name, action, details, actor_id from public.activity_log where row_id = '${id}' and action <> 'owner_changed' order by created_at, action`,
    );
  const noteSql = (rowId: string, body = 'Called back, demo booked for Tuesday') =>
    `insert into public.row_notes (table_name, row_id, body) values ('visitor_inquiries', '${rowId}', ${literal(body)})`;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  describe('status and archive columns', () => {
    it('a new enquiry starts as new and active', async () => {
      const row = contactRow();
      await db.exec(ACTORS.anon, insertInquirySql(row));
      expect(await inquiryOf(row.id)).toMatchObject({ status: 'new', archived_at: null });
    });

    it.each(ROLES.slice(0, 3))('%s cannot choose status or archived_at on insert', async (_, actor) => {
      const withStatus = insertInquirySql(demoRow()).replace(') values (', ', status) values (').replace(/\)$/, ", 'won')");
      await expect(db.exec(actor, withStatus)).rejects.toMatchObject({ code: '42501' });
      const archived = insertInquirySql(demoRow()).replace(') values (', ', archived_at) values (').replace(/\)$/, ', now())');
      await expect(db.exec(actor, archived)).rejects.toMatchObject({ code: '42501' });
    });

    it('anon cannot update status or archive (no privilege)', async () => {
      const id = await inquiryId();
      await expect(db.exec(ACTORS.anon, `update ${table} set status = 'won' where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.anon, `update ${table} set archived_at = now() where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user updates nothing', async () => {
      const id = await inquiryId();
      expect(await db.exec(ACTORS.member, `update ${table} set status = 'won', archived_at = now() where id = '${id}'`)).toBe(0);
      expect(await inquiryOf(id)).toMatchObject({ status: 'new', archived_at: null });
      expect(await logOf(id)).toEqual([]);
    });

    it('staff change the status, and the change is logged under the table with who and from/to', async () => {
      const id = await inquiryId();
      expect(await db.exec(ACTORS.staff, `update ${table} set status = 'contacted' where id = '${id}'`)).toBe(1);
      expect((await inquiryOf(id))?.status).toBe('contacted');
      expect(await logOf(id)).toEqual([
        { table_name: 'visitor_inquiries', action: 'status_changed', details: { from: 'new', to: 'contacted' }, actor_id: STAFF_ID },
      ]);
    });

    it('staff cannot set a status outside the list (23514)', async () => {
      const id = await inquiryId();
      await expect(db.exec(ACTORS.staff, `update ${table} set status = 'done' where id = '${id}'`)).rejects.toMatchObject({ code: '23514' });
    });

    it.each([
      ['full_name', "'Changed'"],
      ['message', "'Changed'"],
      ['email', "'x@y.co'"],
      ['created_at', 'now()'],
      ['id', 'gen_random_uuid()'],
    ])('staff cannot update %s (column privilege)', async (column, value) => {
      const id = await inquiryId();
      await expect(db.exec(ACTORS.staff, `update ${table} set ${column} = ${value} where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
    });

    it('service_role (server-side only) can update the status', async () => {
      const id = await inquiryId();
      expect(await db.exec(ACTORS.service, `update ${table} set status = 'lost' where id = '${id}'`)).toBe(1);
    });

    it('archive stamps the server time whatever the client sends, keeps the first time, and restore clears it', async () => {
      const id = await inquiryId();
      await db.exec(ACTORS.staff, `update ${table} set archived_at = '2000-01-01T00:00:00Z' where id = '${id}'`);
      const first = (await inquiryOf(id))?.archived_at;
      expect(Date.now() - Date.parse(first as string)).toBeLessThan(60_000);
      await db.exec(ACTORS.staff, `update ${table} set archived_at = now() + interval '1 year' where id = '${id}'`);
      expect((await inquiryOf(id))?.archived_at).toBe(first);
      await db.exec(ACTORS.staff, `update ${table} set archived_at = null where id = '${id}'`);
      expect((await inquiryOf(id))?.archived_at).toBeNull();
      expect((await logOf(id)).map((e) => e.action)).toEqual(['archived', 'restored']);
    });

    it("a permanent delete is logged and takes the enquiry's notes with it", async () => {
      const id = await inquiryId();
      await db.exec(ACTORS.staff, noteSql(id));
      expect(await db.exec(ACTORS.staff, `delete from ${table} where id = '${id}'`)).toBe(1);
      expect(await db.rows(ACTORS.service, `select id from public.row_notes where row_id = '${id}'`)).toEqual([]);
      expect((await logOf(id)).map((e) => [e.action, e.actor_id])).toEqual([
        ['note_added', STAFF_ID],
        ['deleted', STAFF_ID],
      ]);
    });
  });

  describe('notes and the log', () => {
    it('anon may neither add nor read notes about an enquiry', async () => {
      const id = await inquiryId();
      await expect(db.exec(ACTORS.anon, noteSql(id))).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.anon, 'select * from public.row_notes')).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user may not add a note and reads none', async () => {
      const id = await inquiryId();
      await db.exec(ACTORS.staff, noteSql(id));
      await expect(db.exec(ACTORS.member, noteSql(id))).rejects.toMatchObject({ code: '42501' });
      expect(await db.rows(ACTORS.member, `select * from public.row_notes where row_id = '${id}'`)).toEqual([]);
    });

    it('staff add a note as themselves and read it back; the note is logged', async () => {
      const id = await inquiryId();
      expect(await db.exec(ACTORS.staff, noteSql(id))).toBe(1);
      expect(await db.rows(ACTORS.staff, `select body, author_id, author_email from public.row_notes where row_id = '${id}'`)).toEqual([
        { body: 'Called back, demo booked for Tuesday', author_id: STAFF_ID, author_email: STAFF_EMAIL },
      ]);
      expect((await logOf(id)).map((e) => e.action)).toEqual(['note_added']);
    });

    it('refuses a note about an enquiry that does not exist (23503)', async () => {
      await expect(db.exec(ACTORS.staff, noteSql(crypto.randomUUID()))).rejects.toMatchObject({ code: '23503' });
    });

    it('staff record an export of the enquiries list; non-staff and anon cannot', async () => {
      const sql = `insert into public.activity_log (table_name, action, details) values ('visitor_inquiries', 'exported', '{"filters":{"status":"new"},"rows":2}')`;
      expect(await db.exec(ACTORS.staff, sql)).toBe(1);
      await expect(db.exec(ACTORS.member, sql)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.anon, sql)).rejects.toMatchObject({ code: '42501' });
      const rows = await db.rows(ACTORS.staff, `select actor_id, details from public.activity_log where table_name = 'visitor_inquiries' and action = 'exported'`);
      expect(rows).toEqual([{ actor_id: STAFF_ID, details: { filters: { status: 'new' }, rows: 2 } }]);
    });
  });

  describe('inquiry_stats() by status', () => {
    it('counts active enquiries by status and the archived ones apart; nothing for non-staff; refused to anon', async () => {
      await db.admin(`delete from public.row_notes; delete from ${table}`);
      const ids = [await inquiryId(), await inquiryId(), await inquiryId(contactRow()), await inquiryId(contactRow())];
      await db.exec(ACTORS.staff, `update ${table} set status = 'contacted' where id = '${ids[0]}'`);
      await db.exec(ACTORS.staff, `update ${table} set status = 'qualified' where id = '${ids[2]}'`);
      await db.exec(ACTORS.staff, `update ${table} set archived_at = now(), status = 'lost' where id = '${ids[1]}'`);
      expect(await db.rows(ACTORS.staff, 'select * from public.inquiry_stats()')).toEqual([
        {
          total: 3, this_week: 3, demo: 1, contact: 2,
          status_new: 1, status_contacted: 1, status_qualified: 1, status_won: 0, status_lost: 0, archived: 1,
        },
      ]);
      expect((await db.rows(ACTORS.member, 'select * from public.inquiry_stats()'))[0]).toMatchObject({ total: 0, archived: 0, status_new: 0 });
      await expect(db.rows(ACTORS.anon, 'select * from public.inquiry_stats()')).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('purge of enquiries archived more than 90 days ago', () => {
    it('deletes only those, logging each with no actor', async () => {
      const old = await inquiryId();
      const recent = await inquiryId();
      await db.admin(`
        alter table ${table} disable trigger stamp_archived_at;
        update ${table} set archived_at = now() - interval '91 days' where id = '${old}';
        update ${table} set archived_at = now() - interval '89 days' where id = '${recent}';
        alter table ${table} enable trigger stamp_archived_at;
      `);
      await db.admin('create table public.purge_result as select private.purge_archived_rows() as purged');
      expect(await db.rows(ACTORS.service, 'select purged from public.purge_result')).toEqual([{ purged: 1 }]);
      await db.admin('drop table public.purge_result');
      expect(await inquiryOf(old)).toBeUndefined();
      expect(await inquiryOf(recent)).toBeDefined();
      expect((await logOf(old)).at(-1)).toMatchObject({ action: 'deleted', actor_id: null });
    });
  });
});
