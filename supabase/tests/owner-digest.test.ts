import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingDefinition } from '../../src/widgets/kinds/booking/definition';
import { contactFormDefinition } from '../../src/widgets/kinds/contact-form/definition';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * The owner's digest (20261201001700_owner_digest.sql) on each real engine: contact form messages and
 * booking requests held over the hourly email cap are emailed to the widget's owner in one digest per widget per hour at most,
 * up to 25 in full, oldest first, with the count of those still waiting; each listed message becomes
 * 'digested'. Only the email sender (and service role) may queue digests.
 */
const OWNER_B = '5a7f0000-0000-4000-8000-0000000000d2';
const ownerB = { role: 'authenticated', sub: OWNER_B } as const;
const settings = contactFormDefinition.presets[0]!.settings;
const bookingSettings = {
  ...bookingDefinition.presets[0]!.settings,
  hours: { ...bookingDefinition.presets[0]!.settings.hours, timeZone: 'Europe/London' },
};

type Digest = {
  recipient: string;
  status: string;
  last_error: string | null;
  source_id: string;
  template: { widgetKind: string; widgetName: string; more: number; items: Array<{ receivedAt: string; fields: Array<{ label: string; value: string }> }> };
};

describe.each(engineFactories())('owner digests on $name', (factory) => {
  let db: DbEngine;
  let formA: string;
  let formB: string;
  let booking: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(`insert into auth.users (id, email) values ('${OWNER_B}', 'owner-b@localboost.example');`);
    formA = await widget(ACTORS.member, 'Website form');
    formB = await widget(ownerB, 'Salon form');
    booking = await widget(ownerB, 'Book a cut', 'booking');
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() =>
    db.admin(`delete from public.contact_form_submissions; delete from public.booking_requests; delete from public.email_outbox;
      delete from private.email_suppressions;`),
  );

  async function widget(owner: TestActor, name: string, kind: 'contact-form' | 'booking' = 'contact-form'): Promise<string> {
    const draft = kind === 'booking' ? bookingSettings : settings;
    const [row] = await db.rows<{ id: string }>(
      owner,
      `insert into public.widgets (kind, name, draft) values (${literal(kind)}, ${literal(name)}, ${literal(
        JSON.stringify(draft),
      )}::jsonb) returning id`,
    );
    await db.rows(owner, `select public.publish_widget('${row!.id}') as w`);
    return row!.id;
  }
  /** `count` held messages on a widget, the first `minutesAgo` minutes old and each a second younger. */
  const held = (widgetId: string, count: number, minutesAgo = 30) =>
    db.admin(`insert into public.contact_form_submissions (widget_id, sender_name, sender_email, message, email_status, created_at)
      select ${literal(widgetId)}, 'Visitor ' || n, 'v' || n || '@example.com', 'Message ' || n, 'held',
             now() - interval '${minutesAgo} minutes' + n * interval '1 second'
      from generate_series(1, ${count}) as n`);
  const enqueue = async () => (await db.rows<{ n: number }>(ACTORS.sender, 'select private.enqueue_owner_digests() as n'))[0]!.n;
  const digests = () =>
    db.rows<Digest>(
      ACTORS.staff,
      `select recipient, status, last_error, source_id::text, template from public.email_outbox where kind = 'owner_digest' order by created_at, recipient`,
    );
  const statuses = async (widgetId: string) =>
    Object.fromEntries(
      (
        await db.rows<{ email_status: string; n: number }>(
          ACTORS.staff,
          `select email_status, count(*)::int as n from public.contact_form_submissions where widget_id = ${literal(widgetId)} group by 1`,
        )
      ).map((row) => [row.email_status, row.n]),
    );

  it("emails each owner one digest of their widget's held messages, in full and oldest first", async () => {
    await held(formA, 3);
    await held(formB, 1);
    await db.admin(`insert into public.contact_form_submissions (widget_id, sender_name, message, email_status)
      values (${literal(formA)}, 'Emailed already', 'Hi', 'queued')`);
    expect(await enqueue()).toBe(2);
    const [forA, forB] = [...(await digests())].sort((a, b) => a.recipient.localeCompare(b.recipient));
    expect(forA).toMatchObject({ recipient: 'member@localboost.example', status: 'pending', source_id: formA });
    expect(forA!.template.widgetName).toBe('Website form');
    expect(forA!.template.more).toBe(0);
    expect(forA!.template.items.map((item) => item.fields)).toEqual(
      [1, 2, 3].map((n) => [
        { label: settings.fields.name.label, value: `Visitor ${n}` },
        { label: settings.fields.email.label, value: `v${n}@example.com` },
        { label: settings.fields.message.label, value: `Message ${n}` },
      ]),
    );
    expect(forA!.template.items[0]!.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(forB).toMatchObject({ recipient: 'owner-b@localboost.example', source_id: formB });
    expect(await statuses(formA)).toEqual({ digested: 3, queued: 1 });
  });

  it('sends at most one digest per widget an hour, 25 messages at most, and counts the rest', async () => {
    await held(formA, 30);
    expect(await enqueue()).toBe(1);
    const [first] = await digests();
    expect(first!.template.items).toHaveLength(25);
    expect(first!.template.items[0]!.fields[0]!.value).toBe('Visitor 1');
    expect(first!.template.more).toBe(5);
    expect(await statuses(formA)).toEqual({ digested: 25, held: 5 });

    // Within the hour nothing more goes, however many wait.
    await held(formA, 2, 1);
    expect(await enqueue()).toBe(0);
    expect(await digests()).toHaveLength(1);

    // An hour after the last digest, the next one takes what waits.
    await db.admin(`update public.email_outbox set created_at = now() - interval '61 minutes' where kind = 'owner_digest'`);
    expect(await enqueue()).toBe(1);
    const second = (await digests()).at(-1)!;
    expect(second.template.items.map((item) => item.fields[0]!.value)).toEqual([
      'Visitor 26', 'Visitor 27', 'Visitor 28', 'Visitor 29', 'Visitor 30', 'Visitor 1', 'Visitor 2',
    ]);
    expect(second.template.more).toBe(0);
    expect(await statuses(formA)).toEqual({ digested: 32 });
    expect(await enqueue()).toBe(0);
  });

  it("keeps a digest to an unsubscribed owner's address as suppressed, with the reason", async () => {
    await db.admin(`insert into private.email_suppressions (mailbox, reason) values ('member@localboost.example', 'operator')`);
    await held(formA, 1);
    expect(await enqueue()).toBe(1);
    expect(await digests()).toEqual([
      expect.objectContaining({ status: 'suppressed', last_error: 'Not sent: this address unsubscribed' }),
    ]);
  });

  it("lists a booking widget's held requests with the time asked for in the business's zone", async () => {
    await db.admin(`insert into public.booking_requests
        (widget_id, starts_at, ends_at, visitor_name, visitor_phone, note, email_status, created_at)
      values (${literal(booking)}, '2027-07-01T08:30:00Z', '2027-07-01T09:00:00Z', 'Bo Chen', '+44 20 7946 0000',
              'First visit', 'held', now() - interval '5 minutes'),
             (${literal(booking)}, '2027-07-02T08:30:00Z', '2027-07-02T09:00:00Z', 'Ana', '+44 20 7946 0001',
              '', 'queued', now() - interval '5 minutes')`);
    expect(await enqueue()).toBe(1);
    const [digest] = await digests();
    expect(digest).toMatchObject({ recipient: 'owner-b@localboost.example', source_id: booking });
    expect(digest!.template.widgetKind).toBe('booking');
    expect(digest!.template.items.map((item) => item.fields)).toEqual([
      [
        // 08:30 UTC is 09:30 in London in summer.
        { label: 'Time asked for', value: '2027-07-01 09:30 (Europe/London)' },
        { label: 'Name', value: 'Bo Chen' },
        { label: 'Phone', value: '+44 20 7946 0000' },
        { label: bookingSettings.note.label, value: 'First visit' },
      ],
    ]);
    const [row] = await db.rows<{ held: number; digested: number }>(
      ACTORS.staff,
      `select count(*) filter (where email_status = 'held')::int as held,
              count(*) filter (where email_status = 'digested')::int as digested from public.booking_requests`,
    );
    expect(row).toEqual({ held: 0, digested: 1 });
  });

  it('queues nothing when nothing is held, and only the email sender may queue digests', async () => {
    expect(await enqueue()).toBe(0);
    for (const actor of [ACTORS.anon, ACTORS.member, ACTORS.staff])
      await expect(db.rows(actor, 'select private.enqueue_owner_digests()')).rejects.toMatchObject({ code: '42501' });
  });
});
