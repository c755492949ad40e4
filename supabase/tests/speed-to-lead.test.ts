import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  isLandingPath,
  isReferrerHost,
  isSourceTag,
  LEAD_SOURCE_LIMITS,
  leadSourceSchema,
} from '../../src/lib/leads/lead-source-schema';
import { ACTORS, MEMBER_ID, seedSecondStaff, seedUsers, STAFF2_ID, STAFF_ID, STAFF_EMAIL } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { contactRow, demoRow, insertInquirySql } from './support/inquiry-rows';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';
import { literal } from './support/sql-literal';

/**
 * Speed to lead (20261129000100..400_speed_to_lead*.sql) from every role on each real engine: owners by
 * round robin, reassignment, the first-response clock, tasks, the visitor's attribution source fields and
 * contacts with their timeline.
 */
const ROLES: [string, TestActor][] = [
  ['anon', ACTORS.anon],
  ['a signed-in non-staff user', ACTORS.member],
  ['staff', ACTORS.staff],
  ['service_role', ACTORS.service],
];
const TABLES = ['custom_builder_leads', 'visitor_inquiries', 'onboarding_submissions'] as const;
type Table = (typeof TABLES)[number];

/** A Unicode-escaped SQL literal, so control characters travel through psql unharmed. */
function unicodeLiteral(value: string): string {
  const body = [...value]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\\') return '\\\\';
      if (ch === "'") return "''";
      if (code >= 0x20 && code < 0x7f) return ch;
      return code > 0xffff ? `\\+${code.toString(16).padStart(6, '0')}` : `\\${code.toString(16).padStart(4, '0')}`;
    })
    .join('');
  return `U&'${body}'`;
}

describe.each(engineFactories())('speed to lead on $name', (factory) => {
  let db: DbEngine;

  /** Inserts a valid row as anon; extra columns are appended as raw SQL values. */
  const insertRow = async (table: Table, extra: Record<string, string> = {}, email?: string) => {
    const sql =
      table === 'custom_builder_leads'
        ? (() => {
            const row = leadRow(email ? { email } : {});
            return { id: row.id, sql: insertLeadSql(row) };
          })()
        : table === 'visitor_inquiries'
          ? (() => {
              const row = demoRow(email ? { email } : {});
              return { id: row.id, sql: insertInquirySql(row) };
            })()
          : (() => {
              const row = onboardingRow(email ? { email } : {});
              return { id: row.id, sql: insertOnboardingSql(row) };
            })();
    const names = Object.keys(extra);
    const statement = names.length
      ? sql.sql.replace(') values (', `, ${names.join(', ')}) values (`).replace(/\)$/, `, ${Object.values(extra).join(', ')})`)
      : sql.sql;
    await db.exec(ACTORS.anon, statement);
    return sql.id;
  };
  const rowOf = async (table: Table, id: string) =>
    (await db.rows<{ owner_id: string | null; first_touch_at: string | null; contact_id: string | null; status: string }>(
      ACTORS.service,
      `select owner_id, first_touch_at, contact_id, status from public.${table} where id = '${id}'`,
    ))[0]!;
  const logOf = (id: string) =>
    db.rows<{ action: string; details: Record<string, unknown>; actor_id: string | null }>(
      ACTORS.service,
      `select action, details, actor_id from public.activity_log where row_id = '${id}' order by created_at, action`,
    );
  const resetRotation = () => db.admin(`alter sequence private.owner_rotation restart`);
  const taskSql = (rowId: string, columns: Record<string, string> = {}) => {
    const all = { title: "'Call back'", due_at: "now() + interval '1 day'", table_name: "'custom_builder_leads'", row_id: `'${rowId}'`, ...columns };
    const used = Object.entries(all).filter(([, v]) => v !== 'OMIT');
    return `insert into public.tasks (${used.map(([k]) => k).join(', ')}) values (${used.map(([, v]) => v).join(', ')})`;
  };

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await seedSecondStaff(db);
  });
  afterAll(() => db?.close());

  describe('owners by round robin', () => {
    beforeEach(resetRotation);

    it('alternates between the two staff members across all three tables', async () => {
      const owners: (string | null)[] = [];
      for (const table of [...TABLES, ...TABLES]) owners.push((await rowOf(table, await insertRow(table))).owner_id);
      expect(owners).toEqual([STAFF_ID, STAFF2_ID, STAFF_ID, STAFF2_ID, STAFF_ID, STAFF2_ID]);
    });

    it('skips an inactive staff member, and leaves the owner null when nobody is active', async () => {
      await db.admin(`update private.staff set active = false where user_id = '${STAFF_ID}'`);
      try {
        const first = await rowOf('custom_builder_leads', await insertRow('custom_builder_leads'));
        const second = await rowOf('visitor_inquiries', await insertRow('visitor_inquiries'));
        expect([first.owner_id, second.owner_id]).toEqual([STAFF2_ID, STAFF2_ID]);
        await db.admin(`update private.staff set active = false`);
        const id = await insertRow('custom_builder_leads');
        expect((await rowOf('custom_builder_leads', id)).owner_id).toBeNull();
        expect((await logOf(id)).filter((e) => e.action === 'owner_changed')).toEqual([]);
      } finally {
        await db.admin(`update private.staff set active = true`);
      }
    });

    it.each(ROLES.slice(0, 3))('%s cannot choose the owner on insert (no column privilege)', async (_, actor) => {
      const row = leadRow();
      const sql = insertLeadSql(row).replace(') values (', ', owner_id) values (').replace(/\)$/, `, '${MEMBER_ID}')`);
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('an owner sent with a trusted insert is overwritten by the rotation', async () => {
      const row = leadRow();
      const sql = insertLeadSql(row).replace(') values (', ', owner_id) values (').replace(/\)$/, `, '${MEMBER_ID}')`);
      await db.exec(ACTORS.service, sql);
      expect((await rowOf('custom_builder_leads', row.id)).owner_id).toBe(STAFF_ID);
    });

    it('the assignment is logged and the owner is emailed, next to the usual staff notification', async () => {
      const row = contactRow({ email: 'rr@shop.example' });
      await db.exec(ACTORS.anon, insertInquirySql(row));
      expect(await logOf(row.id)).toEqual([
        {
          action: 'owner_changed',
          details: { from: null, to: STAFF_ID, to_email: STAFF_EMAIL, reason: 'round_robin' },
          actor_id: null,
        },
      ]);
      const jobs = await db.rows<{ recipient: string; status: string; template: { event: string; title: string; dashboardUrl: string } }>(
        ACTORS.service,
        `select recipient, status, template from public.email_outbox where source_id = '${row.id}' order by recipient`,
      );
      expect(jobs.map((j) => [j.recipient, j.template.event])).toEqual([
        [STAFF_EMAIL, 'owner_assigned'],
        ['team@localboost.example', 'inquiry'],
      ]);
      expect(jobs[0]).toMatchObject({
        status: 'pending',
        template: { title: 'Enquiry assigned to you', dashboardUrl: 'http://localhost:5173/inquiries-admin?q=rr%40shop.example' },
      });
    });

    it('assignment emails beyond the hourly cap per owner are kept as suppressed', async () => {
      await db.admin(`delete from public.email_outbox; update private.speed_to_lead_settings set owner_email_hourly_cap = 1`);
      try {
        for (let i = 0; i < 4; i++) await insertRow('custom_builder_leads');
        const jobs = await db.rows<{ recipient: string; status: string }>(
          ACTORS.service,
          `select recipient, status from public.email_outbox where template ->> 'event' = 'owner_assigned' order by created_at, recipient, status`,
        );
        expect(jobs.filter((j) => j.recipient === STAFF_EMAIL).map((j) => j.status)).toEqual(['pending', 'suppressed']);
        expect(jobs.filter((j) => j.recipient === 'staff2@localboost.example').map((j) => j.status)).toEqual(['pending', 'suppressed']);
      } finally {
        await db.admin(`update private.speed_to_lead_settings set owner_email_hourly_cap = default`);
      }
    });
  });

  describe('reassignment', () => {
    it.each(TABLES)('staff reassign a %s row: logged with from/to, and the new owner is emailed', async (table) => {
      await resetRotation();
      const id = await insertRow(table);
      expect(await db.exec(ACTORS.staff, `update public.${table} set owner_id = '${STAFF2_ID}' where id = '${id}'`)).toBe(1);
      expect((await rowOf(table, id)).owner_id).toBe(STAFF2_ID);
      const changes = (await logOf(id)).filter((e) => e.action === 'owner_changed');
      expect(changes[1]).toEqual({
        action: 'owner_changed',
        details: { from: STAFF_ID, to: STAFF2_ID, to_email: 'staff2@localboost.example', reason: 'reassigned' },
        actor_id: STAFF_ID,
      });
      const [email] = await db.rows<{ template: { fields: { name: string; value: unknown }[] } }>(
        ACTORS.service,
        `select template from public.email_outbox where source_id = '${id}' and recipient = 'staff2@localboost.example'`,
      );
      expect(email?.template.fields.find((f) => f.name === 'assigned_by')?.value).toBe(STAFF_EMAIL);
    });

    it('reassigning to someone who is not active staff is refused with a clear message', async () => {
      await resetRotation();
      const id = await insertRow('custom_builder_leads');
      const refused = { code: '23514', message: expect.stringContaining('The new owner must be an active staff member.') };
      await expect(db.exec(ACTORS.staff, `update public.custom_builder_leads set owner_id = '${MEMBER_ID}' where id = '${id}'`)).rejects.toMatchObject(refused);
      await db.admin(`update private.staff set active = false where user_id = '${STAFF2_ID}'`);
      try {
        await expect(db.exec(ACTORS.staff, `update public.custom_builder_leads set owner_id = '${STAFF2_ID}' where id = '${id}'`)).rejects.toMatchObject(refused);
      } finally {
        await db.admin(`update private.staff set active = true`);
      }
    });

    it('a non-staff user changes no owner, and anon has no privilege', async () => {
      const id = await insertRow('custom_builder_leads');
      const before = (await rowOf('custom_builder_leads', id)).owner_id;
      expect(await db.exec(ACTORS.member, `update public.custom_builder_leads set owner_id = '${STAFF2_ID}' where id = '${id}'`)).toBe(0);
      await expect(db.exec(ACTORS.anon, `update public.custom_builder_leads set owner_id = '${STAFF2_ID}' where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
      expect((await rowOf('custom_builder_leads', id)).owner_id).toBe(before);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
    ])('%s reads no owners', async (_, actor) => {
      await insertRow('custom_builder_leads');
      const read = db.rows(actor, 'select owner_id from public.custom_builder_leads');
      if (actor.role === 'anon') await expect(read).rejects.toMatchObject({ code: '42501' });
      else expect(await read).toEqual([]);
    });
  });

  describe('the first-response clock', () => {
    it.each(TABLES)('a %s row starts untouched; a status change stamps it once', async (table) => {
      const id = await insertRow(table);
      expect((await rowOf(table, id)).first_touch_at).toBeNull();
      const next = table === 'onboarding_submissions' ? 'in_progress' : 'contacted';
      await db.exec(ACTORS.staff, `update public.${table} set status = '${next}' where id = '${id}'`);
      const first = (await rowOf(table, id)).first_touch_at;
      expect(Date.now() - Date.parse(first as string)).toBeLessThan(60_000);
      await db.exec(ACTORS.staff, `update public.${table} set status = 'new' where id = '${id}'`);
      await db.rows(ACTORS.staff, `select public.log_call('${table}', '${id}', 'Second touch')`);
      expect((await rowOf(table, id)).first_touch_at).toBe(first);
    });

    it('a note stamps it', async () => {
      const id = await insertRow('visitor_inquiries');
      await db.exec(ACTORS.staff, `insert into public.row_notes (table_name, row_id, body) values ('visitor_inquiries', '${id}', 'Left a voicemail')`);
      expect((await rowOf('visitor_inquiries', id)).first_touch_at).not.toBeNull();
    });

    it('a logged call or email stamps it and shows in the log', async () => {
      const call = await insertRow('onboarding_submissions');
      const [entry] = await db.rows<{ id: string }>(ACTORS.staff, `select public.log_call('onboarding_submissions', '${call}', 'Booked a kick-off') as id`);
      expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await rowOf('onboarding_submissions', call)).first_touch_at).not.toBeNull();
      expect((await logOf(call)).at(-1)).toEqual({ action: 'call_logged', details: { note: 'Booked a kick-off' }, actor_id: STAFF_ID });

      const email = await insertRow('custom_builder_leads');
      await db.rows(ACTORS.staff, `select public.log_email('custom_builder_leads', '${email}')`);
      expect((await rowOf('custom_builder_leads', email)).first_touch_at).not.toBeNull();
    });

    it('logging refuses non-staff, unknown tables, missing rows and unclean notes', async () => {
      const id = await insertRow('custom_builder_leads');
      await expect(db.rows(ACTORS.anon, `select public.log_call('custom_builder_leads', '${id}')`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.member, `select public.log_call('custom_builder_leads', '${id}')`)).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('Only staff can log a call or an email.'),
      });
      await expect(db.rows(ACTORS.staff, `select public.log_call('purchases', '${id}')`)).rejects.toMatchObject({ code: '22023' });
      await expect(db.rows(ACTORS.staff, `select public.log_call('custom_builder_leads', gen_random_uuid())`)).rejects.toMatchObject({ code: '23503' });
      await expect(db.rows(ACTORS.staff, `select public.log_call('custom_builder_leads', '${id}', ${unicodeLiteral('a\u202Eb')})`)).rejects.toMatchObject({ code: '23514' });
      expect((await rowOf('custom_builder_leads', id)).first_touch_at).toBeNull();
    });

    it('reassignment, a task and a server-side status change are not touches', async () => {
      const id = await insertRow('custom_builder_leads');
      await db.exec(ACTORS.staff, `update public.custom_builder_leads set owner_id = '${STAFF2_ID}' where id = '${id}'`);
      await db.exec(ACTORS.staff, taskSql(id));
      await db.exec(ACTORS.service, `update public.custom_builder_leads set status = 'won' where id = '${id}'`);
      expect((await rowOf('custom_builder_leads', id)).first_touch_at).toBeNull();
    });

    it('a client cannot set it: staff lack the privilege, service_role is ignored', async () => {
      const id = await insertRow('custom_builder_leads');
      await expect(db.exec(ACTORS.staff, `update public.custom_builder_leads set first_touch_at = now() where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.anon, `update public.visitor_inquiries set first_touch_at = now()`)).rejects.toMatchObject({ code: '42501' });
      await db.exec(ACTORS.service, `update public.custom_builder_leads set first_touch_at = '2000-01-01T00:00:00Z' where id = '${id}'`);
      expect((await rowOf('custom_builder_leads', id)).first_touch_at).toBeNull();
      const sql = insertLeadSql(leadRow()).replace(') values (', ', first_touch_at) values (').replace(/\)$/, ', now())');
      await expect(db.exec(ACTORS.anon, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('the amber and red thresholds are 5 and 30 minutes, readable by staff only', async () => {
      expect(await db.rows(ACTORS.staff, 'select * from public.speed_to_lead_settings()')).toEqual([{ amber_minutes: 5, red_minutes: 30 }]);
      await expect(db.rows(ACTORS.member, 'select * from public.speed_to_lead_settings()')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.anon, 'select * from public.speed_to_lead_settings()')).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('tasks', () => {
    let leadId: string;
    beforeAll(async () => {
      leadId = await insertRow('custom_builder_leads');
    });

    it('staff create a task (owner defaults to the creator), logged as task_created', async () => {
      const [task] = await db.rows<{ owner_id: string; created_by: string; completed_at: string | null }>(
        ACTORS.staff,
        `${taskSql(leadId)} returning owner_id, created_by, completed_at`,
      );
      expect(task).toEqual({ owner_id: STAFF_ID, created_by: STAFF_ID, completed_at: null });
      expect((await logOf(leadId)).filter((e) => e.action === 'task_created').at(-1)?.details).toMatchObject({ title: 'Call back', owner_id: STAFF_ID });
    });

    it('a task without a due time or a record is refused', async () => {
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { due_at: 'OMIT' }))).rejects.toMatchObject({ code: '23502' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { due_at: 'null' }))).rejects.toMatchObject({ code: '23502' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { row_id: 'OMIT' }))).rejects.toMatchObject({ code: '23502' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { table_name: 'OMIT' }))).rejects.toMatchObject({ code: '23502' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { table_name: "'purchases'" }))).rejects.toMatchObject({ code: '23514' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { row_id: 'gen_random_uuid()' }))).rejects.toMatchObject({ code: '23503' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { title: "''" }))).rejects.toMatchObject({ code: '23514' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { title: literal('x'.repeat(201)) }))).rejects.toMatchObject({ code: '23514' });
    });

    it('the owner must be an active staff member', async () => {
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { owner_id: `'${MEMBER_ID}'` }))).rejects.toMatchObject({
        code: '23514',
        message: expect.stringContaining('The task owner must be an active staff member.'),
      });
      const [task] = await db.rows<{ id: string }>(ACTORS.staff, `${taskSql(leadId, { owner_id: `'${STAFF2_ID}'` })} returning id`);
      await expect(db.exec(ACTORS.staff, `update public.tasks set owner_id = '${MEMBER_ID}' where id = '${task?.id}'`)).rejects.toMatchObject({ code: '23514' });
    });

    it('completing a task stamps the server time once and logs task_completed', async () => {
      const [task] = await db.rows<{ id: string }>(ACTORS.staff, `${taskSql(leadId, { title: "'Send proposal'" })} returning id`);
      await db.exec(ACTORS.staff2, `update public.tasks set completed_at = '2000-01-01T00:00:00Z' where id = '${task?.id}'`);
      const [done] = await db.rows<{ completed_at: string }>(ACTORS.staff, `select completed_at from public.tasks where id = '${task?.id}'`);
      expect(Date.now() - Date.parse(done!.completed_at)).toBeLessThan(60_000);
      await db.exec(ACTORS.staff, `update public.tasks set completed_at = now() + interval '1 day', title = 'Sent proposal' where id = '${task?.id}'`);
      const completions = (await logOf(leadId)).filter((e) => e.action === 'task_completed');
      expect(completions).toEqual([{ action: 'task_completed', details: { task_id: task?.id, title: 'Send proposal' }, actor_id: STAFF2_ID }]);
    });

    it('staff cannot forge the creator, the time or move a task to another record', async () => {
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { created_by: `'${STAFF2_ID}'` }))).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.staff, taskSql(leadId, { created_at: 'now()' }))).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(ACTORS.staff, `update public.tasks set row_id = gen_random_uuid()`)).rejects.toMatchObject({ code: '42501' });
    });

    it.each(ROLES)('%s: what it may do with tasks', async (name, actor) => {
      const [task] = await db.rows<{ id: string }>(ACTORS.staff, `${taskSql(leadId)} returning id`);
      const read = () => db.rows(actor, `select id from public.tasks where id = '${task?.id}'`);
      const update = () => db.exec(actor, `update public.tasks set title = 'Changed' where id = '${task?.id}'`);
      const insert = () => db.exec(actor, taskSql(leadId, { owner_id: `'${STAFF_ID}'` }));
      const remove = () => db.exec(actor, `delete from public.tasks where id = '${task?.id}'`);
      if (name === 'anon') {
        await expect(read()).rejects.toMatchObject({ code: '42501' });
        await expect(update()).rejects.toMatchObject({ code: '42501' });
        await expect(insert()).rejects.toMatchObject({ code: '42501' });
        await expect(remove()).rejects.toMatchObject({ code: '42501' });
      } else if (name === 'a signed-in non-staff user') {
        expect(await read()).toEqual([]);
        expect(await update()).toBe(0);
        await expect(insert()).rejects.toMatchObject({ code: '42501' });
        expect(await remove()).toBe(0);
      } else {
        expect(await read()).toHaveLength(1);
        expect(await update()).toBe(1);
        expect(await insert()).toBe(1);
        expect(await remove()).toBe(1);
      }
    });

    it('a permanently deleted row takes its tasks with it', async () => {
      const id = await insertRow('visitor_inquiries');
      await db.exec(ACTORS.staff, taskSql(id, { table_name: "'visitor_inquiries'" }));
      await db.exec(ACTORS.staff, `delete from public.visitor_inquiries where id = '${id}'`);
      expect(await db.rows(ACTORS.service, `select id from public.tasks where row_id = '${id}'`)).toEqual([]);
    });
  });

  describe('source (attribution)', () => {
    const good = {
      source_utm_source: literal('google'),
      source_utm_medium: literal('cpc'),
      source_utm_campaign: literal('spring sale 2026'),
      source_referrer_host: literal('www.google.com'),
      source_landing_path: literal('/niches/salon?utm_source=google'),
    };

    it.each(TABLES)('a visitor may send the source fields on a %s row', async (table) => {
      const id = await insertRow(table, good);
      const [row] = await db.rows(ACTORS.service, `select source_utm_campaign, source_referrer_host, source_landing_path from public.${table} where id = '${id}'`);
      expect(row).toEqual({ source_utm_campaign: 'spring sale 2026', source_referrer_host: 'www.google.com', source_landing_path: '/niches/salon?utm_source=google' });
    });

    it.each([
      ['source_utm_source', 'x'.repeat(LEAD_SOURCE_LIMITS.utm + 1)],
      ['source_utm_source', ''],
      ['source_utm_medium', 'cpc\nBcc'],
      ['source_utm_campaign', ` spring`],
      ['source_utm_campaign', `gpj.\u202Eexe`],
      ['source_referrer_host', 'Google.com'],
      ['source_referrer_host', 'evil.com/path'],
      ['source_referrer_host', `${'a'.repeat(63)}.`.repeat(4) + 'com'],
      ['source_landing_path', 'niches/salon'],
      ['source_landing_path', '//evil.example/x'],
      ['source_landing_path', '/a b'],
      ['source_landing_path', `/${'a'.repeat(LEAD_SOURCE_LIMITS.landingPath)}`],
    ])('%s = %j is refused on every table', async (column, value) => {
      for (const table of TABLES) {
        await expect(insertRow(table, { [column]: unicodeLiteral(value) })).rejects.toMatchObject({ code: '23514' });
      }
    });

    it('the SQL checks give the same verdict as the form schema on each sample', async () => {
      const samples = [
        'google', 'spring sale', ' padded', 'tab\tin', 'line\r\nbreak', 'bidi\u2066x\u2069', 'x'.repeat(100), 'x'.repeat(101),
        'www.google.com', 'xn--bcher-kva.example', 'Google.com', '-bad.com', 'bad-.com', 'a..b', '/', '/a/b?c=d#e',
        '//x', '/a b', '/a"b', '/a<b', 'a/b', '/\u0007',
      ];
      const sql = samples
        .map((s, i) => `select ${i} as i, private.is_source_tag(${unicodeLiteral(s)}) as tag,
          private.is_referrer_host(${unicodeLiteral(s)}) as host, private.is_landing_path(${unicodeLiteral(s)}) as path`)
        .join(' union all ');
      const verdicts = await db.rows<{ i: number; tag: boolean; host: boolean; path: boolean }>(ACTORS.service, `select * from (${sql}) v order by i`);
      expect(verdicts.map((v) => [samples[v.i], v.tag, v.host, v.path])).toEqual(
        samples.map((s) => [s, isSourceTag(s), isReferrerHost(s), isLandingPath(s)]),
      );
      expect(leadSourceSchema.parse({ utmSource: ' google ', referrerHost: 'WWW.Google.com', landingPath: '' })).toEqual({
        utmSource: 'google',
        utmMedium: null,
        utmCampaign: null,
        referrerHost: 'www.google.com',
        landingPath: null,
      });
      expect(leadSourceSchema.safeParse({ landingPath: '//evil.example' }).success).toBe(false);
      expect(leadSourceSchema.safeParse({ utmSource: 'x'.repeat(101) }).success).toBe(false);
    });
  });

  describe('contacts and their timeline', () => {
    it('a builder lead and a later enquiry from the same address (any case) share one contact, on a newest-first timeline', async () => {
      const lead = leadRow({ email: 'Maria@Bistro.example', business_name: 'Bistro Uno' });
      await db.exec(ACTORS.anon, insertLeadSql(lead));
      await db.exec(ACTORS.staff, `insert into public.row_notes (table_name, row_id, body) values ('custom_builder_leads', '${lead.id}', 'Wants a quote')`);
      const enquiry = contactRow({ email: 'maria@bistro.EXAMPLE', full_name: 'Maria Rossi' });
      await db.exec(ACTORS.anon, insertInquirySql(enquiry));

      const leadContact = (await rowOf('custom_builder_leads', lead.id)).contact_id;
      expect(leadContact).toMatch(/^[0-9a-f-]{36}$/);
      expect((await rowOf('visitor_inquiries', enquiry.id)).contact_id).toBe(leadContact);
      expect(await db.rows(ACTORS.staff, `select email_normalized, display_name, business_name from public.contacts where id = '${leadContact}'`)).toEqual([
        { email_normalized: 'maria@bistro.example', display_name: 'Maria Rossi', business_name: 'Bistro Uno' },
      ]);

      const timeline = await db.rows<{ occurred_at: string; kind: string; table_name: string; row_id: string; summary: string }>(
        ACTORS.staff,
        `select * from public.contact_timeline('${leadContact}')`,
      );
      const times = timeline.map((t) => Date.parse(t.occurred_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const records = timeline.filter((t) => t.kind !== 'activity').map((t) => [t.kind, t.row_id]);
      expect(records).toEqual([
        ['enquiry', enquiry.id],
        ['builder_lead', lead.id],
      ]);
      expect(timeline.map((t) => t.summary)).toContain('Note: Wants a quote');
      expect(timeline.filter((t) => t.summary.startsWith('Owner: '))).toHaveLength(2);
    });

    it('onboarding, an emailed site-check report and a purchase join the same contact', async () => {
      const email = 'joe@pizza.example';
      const sub = await insertRow('onboarding_submissions', {}, 'JOE@pizza.example');
      await db.admin(`
        insert into public.site_check_reports (target_url, target_host, report, score, email)
          values ('https://pizza.example/', 'pizza.example', '{}', 71, 'Joe@Pizza.example');
        insert into public.purchases (status, buyer_email, buyer_name, plan) values ('paid', '${email}', 'Joe', 'starter');
      `);
      const contact = (await rowOf('onboarding_submissions', sub)).contact_id;
      const kinds = (await db.rows<{ kind: string }>(ACTORS.staff, `select kind from public.contact_timeline('${contact}') where kind <> 'activity'`)).map((k) => k.kind);
      expect(kinds.sort()).toEqual(['onboarding_submission', 'purchase', 'site_check_report']);
    });

    it('tasks on the contact and completed tasks show on the timeline', async () => {
      const id = await insertRow('custom_builder_leads', {}, 'tasks@timeline.example');
      const contact = (await rowOf('custom_builder_leads', id)).contact_id;
      const [task] = await db.rows<{ id: string }>(ACTORS.staff, `${taskSql(contact!, { table_name: "'contacts'", title: "'Quarterly check-in'" })} returning id`);
      await db.exec(ACTORS.staff, `update public.tasks set completed_at = now() where id = '${task?.id}'`);
      const summaries = (await db.rows<{ summary: string }>(ACTORS.staff, `select summary from public.contact_timeline('${contact}')`)).map((s) => s.summary);
      expect(summaries).toEqual(expect.arrayContaining(['Task: Quarterly check-in', 'Task done: Quarterly check-in']));
    });

    it('sent emails to the address are on the timeline', async () => {
      const id = await insertRow('custom_builder_leads', {}, 'mailed@timeline.example');
      await db.admin(`update public.email_outbox set status = 'sent', sent_at = now() where recipient = 'mailed@timeline.example'`);
      const contact = (await rowOf('custom_builder_leads', id)).contact_id;
      const emails = await db.rows(ACTORS.staff, `select summary from public.contact_timeline('${contact}') where kind = 'email'`);
      expect(emails).toEqual([{ summary: 'Email sent: toolkit' }]);
    });

    it('anon and non-staff users read no contacts and no timeline; a client cannot write one', async () => {
      const id = await insertRow('custom_builder_leads', {}, 'private@contact.example');
      const contact = (await rowOf('custom_builder_leads', id)).contact_id;
      await expect(db.rows(ACTORS.anon, 'select * from public.contacts')).rejects.toMatchObject({ code: '42501' });
      expect(await db.rows(ACTORS.member, 'select * from public.contacts')).toEqual([]);
      await expect(db.rows(ACTORS.anon, `select * from public.contact_timeline('${contact}')`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ACTORS.member, `select * from public.contact_timeline('${contact}')`)).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('Only staff can read a contact timeline.'),
      });
      await expect(db.exec(ACTORS.staff, `insert into public.contacts (email_normalized) values ('x@y.example')`)).rejects.toMatchObject({ code: '42501' });
      const sql = insertLeadSql(leadRow()).replace(') values (', ', contact_id) values (').replace(/\)$/, `, '${contact}')`);
      await expect(db.exec(ACTORS.anon, sql)).rejects.toMatchObject({ code: '42501' });
    });
  });
});
