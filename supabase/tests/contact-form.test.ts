import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactFormDefinition } from '../../src/widgets/kinds/contact-form/definition';
import type { ContactFormSettings } from '../../src/widgets/kinds/contact-form/settings';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * The contact form widget's messages (20261201001100_contact_form.sql) on each real engine: anonymous
 * visitors send through submit_contact_form only, to published contact forms only, with a honeypot, a
 * minimum time and hourly limits per widget and per sender; every message is stored and, up to 10 an hour
 * per widget, emailed to the owner through the outbox; owners read, mark and delete only their own
 * widgets' messages, staff read all, anonymous visitors none.
 */
const OWNER_B = '5a7f0000-0000-4000-8000-0000000000c2';
const ownerA = ACTORS.member;
const ownerB = { role: 'authenticated', sub: OWNER_B } as const;

const settings: ContactFormSettings = {
  ...contactFormDefinition.presets[0]!.settings,
  fields: { ...contactFormDefinition.presets[0]!.settings.fields, phone: { enabled: false, required: false, label: 'Phone' } },
  custom: [{ label: 'Preferred day', required: true, multiline: false }],
};

type Message = { name?: string; email?: string; phone?: string; message?: string; extra?: string[]; honeypot?: string; elapsed?: number | null };
const submit = (widgetId: string, m: Message = {}) =>
  `select public.submit_contact_form(${literal(widgetId)}, ${literal(m.name ?? 'Ana Lopez')}, ${literal(
    m.email ?? 'ana@example.com',
  )}, ${literal(m.phone ?? '')}, ${literal(m.message ?? 'Do you have a table for six on Friday?')}, array[${(
    m.extra ?? ['Friday']
  )
    .map((v) => literal(v))
    .join(', ')}]::text[], ${literal(m.honeypot ?? '')}, ${m.elapsed === undefined ? 4000 : m.elapsed === null ? 'null' : m.elapsed}) as answer`;

describe.each(engineFactories())('contact form messages on $name', (factory) => {
  let db: DbEngine;
  let formA: string;
  let formB: string;
  let draftA: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(`insert into auth.users (id, email) values ('${OWNER_B}', 'owner-b@localboost.example');`);
    formA = await widget(ownerA, true);
    formB = await widget(ownerB, true);
    draftA = await widget(ownerA, false);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() =>
    db.admin(`delete from public.contact_form_submissions; delete from public.email_outbox where kind = 'contact_form';`),
  );

  async function widget(owner: TestActor, publish: boolean): Promise<string> {
    const [row] = await db.rows<{ id: string }>(
      owner,
      `insert into public.widgets (kind, name, draft) values ('contact-form', 'Website form', ${literal(
        JSON.stringify(settings),
      )}::jsonb) returning id`,
    );
    if (publish) await db.rows(owner, `select public.publish_widget('${row!.id}') as w`);
    return row!.id;
  }
  const stored = () =>
    db.rows<{ widget_id: string; sender_name: string; extra: unknown; email_status: string }>(
      ACTORS.staff,
      'select widget_id, sender_name, extra, email_status from public.contact_form_submissions order by created_at',
    );
  const outbox = () =>
    db.rows<{ recipient: string; status: string; template: { fields: Array<{ label: string; value: string }> } }>(
      ACTORS.staff,
      `select recipient, status, template from public.email_outbox where kind = 'contact_form'`,
    );
  /** `count` earlier messages on a widget, stored directly, within the last hour. */
  const earlier = (widgetId: string, count: number, email = 'other@example.com', status = 'queued') =>
    db.admin(`insert into public.contact_form_submissions (widget_id, sender_email, email_status, created_at)
      select ${literal(widgetId)}, ${literal(email)}, ${literal(status)}, now() - interval '10 minutes'
      from generate_series(1, ${count})`);

  it("stores an anonymous visitor's message and queues one email to the widget's owner", async () => {
    expect(await db.rows(ACTORS.anon, submit(formA))).toEqual([{ answer: 'accepted' }]);
    expect(await stored()).toEqual([
      { widget_id: formA, sender_name: 'Ana Lopez', extra: [{ label: 'Preferred day', value: 'Friday' }], email_status: 'queued' },
    ]);
    const [job] = await outbox();
    expect(job).toMatchObject({ recipient: 'member@localboost.example', status: 'pending' });
    expect(job!.template.fields).toEqual([
      { label: 'Your name', value: 'Ana Lopez' },
      { label: 'Email', value: 'ana@example.com' },
      { label: 'Message', value: 'Do you have a table for six on Friday?' },
      { label: 'Preferred day', value: 'Friday' },
    ]);
  });

  it('takes messages for published contact forms only', async () => {
    for (const id of [draftA, '00000000-0000-4000-8000-000000000000'])
      await expect(db.rows(ACTORS.anon, submit(id))).rejects.toMatchObject({ code: 'P0002' });
    expect(await stored()).toEqual([]);
  });

  it('answers a filled honeypot like a success and keeps nothing; refuses a send under 3 seconds', async () => {
    expect(await db.rows(ACTORS.anon, submit(formA, { honeypot: 'http://spam.example' }))).toEqual([{ answer: 'accepted' }]);
    for (const elapsed of [2999, null])
      await expect(db.rows(ACTORS.anon, submit(formA, { elapsed }))).rejects.toMatchObject({ code: '22023' });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a required field left empty, a field the form does not ask for, and oversized values', async () => {
    const refused: Array<[Message, string]> = [
      [{ name: '  ' }, '22023'],
      [{ message: '' }, '22023'],
      [{ extra: [''] }, '22023'],
      [{ extra: ['a', 'b'] }, '22023'],
      [{ phone: '+1 555 0100' }, '22023'],
      [{ message: 'x'.repeat(4001) }, '23514'],
      [{ name: 'x'.repeat(101) }, '23514'],
      [{ email: 'ana@example.com\r\nBcc: x@example.com' }, '23514'],
      [{ extra: ['x'.repeat(501)] }, '23514'],
    ];
    expect(await db.rows(ACTORS.anon, submit(formA, { name: 'Bo', message: 'Line one\nline two' }))).toEqual([{ answer: 'accepted' }]);
    for (const [message, code] of refused)
      await expect(db.rows(ACTORS.anon, submit(formA, message)), JSON.stringify(message).slice(0, 80)).rejects.toMatchObject({ code });
    expect(await stored()).toHaveLength(1);
  });

  it('limits a widget to 20 messages an hour and a sender address to 3, across widgets', async () => {
    await earlier(formA, 20);
    await expect(db.rows(ACTORS.anon, submit(formA))).rejects.toThrow(/contact_form_rate_limited/);
    expect(await db.rows(ACTORS.anon, submit(formB))).toEqual([{ answer: 'accepted' }]);

    await db.admin('delete from public.contact_form_submissions');
    await earlier(formB, 3, 'Ana@Example.com');
    await expect(db.rows(ACTORS.anon, submit(formA))).rejects.toThrow(/contact_form_rate_limited/);
    expect(await db.rows(ACTORS.anon, submit(formA, { email: 'bo@example.com' }))).toEqual([{ answer: 'accepted' }]);
  });

  it('emails the owner at most 10 times an hour per widget: later messages are stored, held, not emailed', async () => {
    await earlier(formA, 10);
    expect(await db.rows(ACTORS.anon, submit(formA))).toEqual([{ answer: 'accepted' }]);
    expect((await stored()).at(-1)).toMatchObject({ sender_name: 'Ana Lopez', email_status: 'held' });
    expect(await outbox()).toEqual([]);
  });

  it("obeys the outbox's suppression list for the owner's address", async () => {
    await db.admin(`insert into private.email_suppressions (mailbox, reason) values ('member@localboost.example', 'operator')`);
    try {
      await db.rows(ACTORS.anon, submit(formA));
      expect(await outbox()).toMatchObject([{ status: 'suppressed' }]);
    } finally {
      await db.admin(`delete from private.email_suppressions where mailbox = 'member@localboost.example'`);
    }
  });

  describe('who reads and changes messages', () => {
    beforeEach(async () => {
      await db.rows(ACTORS.anon, submit(formA));
      await db.rows(ACTORS.anon, submit(formB, { email: 'cy@example.com' }));
    });
    const visible = async (actor: TestActor) =>
      (await db.rows<{ widget_id: string }>(actor, 'select widget_id from public.contact_form_submissions')).map((r) => r.widget_id).sort();

    it('owners read their own widgets’ messages, staff read all, anonymous visitors none', async () => {
      expect(await visible(ownerA)).toEqual([formA]);
      expect(await visible(ownerB)).toEqual([formB]);
      expect(await visible(ACTORS.staff)).toEqual([formA, formB].sort());
      await expect(db.rows(ACTORS.anon, 'select * from public.contact_form_submissions')).rejects.toMatchObject({ code: '42501' });
    });

    it('owners mark handled and delete only their own; nobody inserts directly or rewrites a message', async () => {
      expect(await db.exec(ownerA, 'update public.contact_form_submissions set handled_at = now()')).toBe(1);
      expect(await db.exec(ownerA, 'delete from public.contact_form_submissions')).toBe(1);
      expect(await visible(ACTORS.staff)).toEqual([formB]);
      expect(await db.exec(ACTORS.staff, 'delete from public.contact_form_submissions')).toBe(0);
      await expect(db.exec(ownerB, "update public.contact_form_submissions set message = 'changed'")).rejects.toMatchObject({ code: '42501' });
      for (const actor of [ACTORS.anon, ownerB])
        await expect(
          db.exec(actor, `insert into public.contact_form_submissions (widget_id, email_status) values ('${formB}', 'queued')`),
        ).rejects.toMatchObject({ code: '42501' });
    });
  });
});
