import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kindJsonSchema } from '../../src/widgets/kind-json-schema';
import { bookingSettingsSchema, type BookingSettings } from '../../src/widgets/kinds/booking/settings';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * Quick Appointment Booking (20261201001600_booking.sql) on each real engine: the slot rules in the
 * business's time zone (notice, days ahead, holidays, intervals past midnight, both daylight-saving
 * changes, a zone far from UTC, confirmed requests); anonymous visitors read slots and request one only
 * through the functions, to running booking widgets only, with a honeypot, a minimum time and hourly
 * limits; the owner is emailed with confirm and decline links; the owner (or the email's token) decides
 * once, a confirmed time is never confirmed twice and is no longer offered; the visitor with an address
 * is emailed the answer; owners read and delete only their own widgets' requests, staff read all.
 */
const OWNER_B = '5a7f0000-0000-4000-8000-0000000000e3';
const ownerA = ACTORS.member;
const ownerB = { role: 'authenticated', sub: OWNER_B } as const;

type Interval = BookingSettings['hours']['intervals'][number];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const EVERY_DAY = [...WEEKDAYS, 'sat', 'sun'] as const;

function settingsWith(overrides: Partial<Omit<BookingSettings, 'hours'>> & {
  timeZone?: string;
  intervals?: Interval[];
  holidays?: string[];
} = {}): BookingSettings {
  const { timeZone = 'UTC', intervals, holidays = [], ...rest } = overrides;
  return {
    heading: 'Book a visit',
    headingLevel: '2',
    intro: '',
    hours: {
      timeZone,
      timeFormat: '24h',
      intervals: intervals ?? WEEKDAYS.map((day) => ({ day, open: '09:00', close: '12:00' })),
      holidays: holidays.map((date) => ({ date, label: '' })),
    },
    slotMinutes: 60,
    noticeHours: 0,
    daysAhead: 3,
    note: { enabled: true, label: 'Anything we should know?' },
    button: 'Request this time',
    thanks: 'Thank you: we confirm by email or phone.',
    reach: { text: 'Or call us:', email: 'desk@bellavista.example', phone: '+442071234567', display: '020 7123 4567' },
    colors: { background: '#ffffff', accent: '#1d4ed8' },
    radius: 12,
    ...rest,
  };
}

type Day = { date: string; slots: Array<{ start: string; time: string }> };
type Job = { kind: string; recipient: string; status: string; template: Record<string, string | number> };
type Visit = { start?: string; name?: string; email?: string; phone?: string; note?: string; honeypot?: string; elapsed?: number | null };

describe.each(engineFactories())('booking requests on $name', (factory) => {
  let db: DbEngine;
  let bookingA: string;
  let bookingB: string;
  let draftA: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    // The kind's schema as scripts/widget-schemas-sql.mjs writes it, whether or not the kind is registered
    // yet; and the slot rules callable by the test's service role, to run them at a chosen moment.
    await db.admin(`insert into private.widget_kind_schemas (kind, schema) values ('booking', ${literal(
      JSON.stringify(kindJsonSchema(bookingSettingsSchema)),
    )}::jsonb) on conflict (kind) do update set schema = excluded.schema;
      grant usage on schema private to service_role;
      grant execute on function private.booking_slot_days(jsonb, timestamptz, tstzrange[]),
        private.booking_slot_starts(jsonb, timestamptz, tstzrange[]) to service_role;
      update private.email_settings set unsubscribe_url = 'https://project.example/functions/v1/unsubscribe';
      insert into auth.users (id, email) values ('${OWNER_B}', 'owner-b@localboost.example');`);
    // Open around the clock, so a request can always be made "now".
    const open = settingsWith({
      intervals: EVERY_DAY.map((day) => ({ day, open: '00:00', close: '24:00' })),
      slotMinutes: 30,
      daysAhead: 3,
    });
    bookingA = await widget(ownerA, open, true);
    bookingB = await widget(ownerB, open, true);
    draftA = await widget(ownerA, open, false);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() =>
    db.admin(`delete from public.booking_requests; delete from public.email_outbox where kind like 'booking_%';`),
  );

  async function widget(owner: TestActor, settings: BookingSettings, publish: boolean): Promise<string> {
    const [row] = await db.rows<{ id: string }>(
      owner,
      `insert into public.widgets (kind, name, draft) values ('booking', 'Bella Vista bookings', ${literal(
        JSON.stringify(settings),
      )}::jsonb) returning id`,
    );
    if (publish) await db.rows(owner, `select public.publish_widget('${row!.id}') as w`);
    return row!.id;
  }

  /** The free days at `at` (ISO), with `taken` ranges as confirmed requests. */
  async function daysAt(settings: BookingSettings, at: string, taken: Array<[string, string]> = []): Promise<Day[]> {
    const ranges = taken.map(([from, to]) => `tstzrange(${literal(from)}, ${literal(to)})`).join(', ');
    const [row] = await db.rows<{ days: Day[] }>(
      ACTORS.service,
      `select private.booking_slot_days(${literal(JSON.stringify(settings))}::jsonb, ${literal(at)}::timestamptz,
        array[${ranges}]::tstzrange[]) as days`,
    );
    return row!.days;
  }
  const starts = (days: Day[]) => days.flatMap((d) => d.slots.map((s) => s.start));
  const local = (days: Day[]) => days.map((d) => `${d.date} ${d.slots.map((s) => s.time).join(' ')}`);

  const slotsOf = async (id: string, actor: TestActor = ACTORS.anon) =>
    (await db.rows<{ s: { timeZone: string; days: Day[] } | null }>(actor, `select public.booking_slots(${literal(id)}) as s`))[0]!.s;
  /** A free start on the widget's last day: never too near "now" for the test to race the clock. */
  const laterSlot = async (id: string, index = 0) => {
    const { days } = (await slotsOf(id))!;
    return days.at(-1)!.slots[index]!.start;
  };
  const request = (id: string, v: Visit = {}) =>
    `select public.submit_booking_request(${literal(id)}, ${v.start ? literal(v.start) : 'null'}, ${literal(
      v.name ?? 'Ana Ruiz',
    )}, ${literal(v.email ?? 'ana@example.com')}, ${literal(v.phone ?? '')}, ${literal(v.note ?? '')}, ${literal(
      v.honeypot ?? '',
    )}, ${v.elapsed === undefined ? 4000 : v.elapsed === null ? 'null' : v.elapsed}) as answer`;
  const requests = () =>
    db.rows<{ id: string; widget_id: string; starts_at: string; visitor_name: string; status: string; email_status: string }>(
      ACTORS.staff,
      `select id, widget_id, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
        visitor_name, status, email_status from public.booking_requests order by created_at, starts_at`,
    );
  const outbox = () =>
    db.rows<Job>(
      ACTORS.staff,
      `select kind, recipient, status, template from public.email_outbox where kind like 'booking_%' order by created_at, kind`,
    );
  const decide = (actor: TestActor, id: string, decision: string) =>
    db.rows<{ status: string }>(actor, `select (public.decide_booking_request(${literal(id)}, ${literal(decision)})).status`);
  const byToken = (token: string, decision: string) =>
    db.rows<{ r: string | null }>(ACTORS.anon, `select public.decide_booking_by_token(${literal(token)}, ${literal(decision)}) as r`);
  const tokenOf = (job: Job) => new URL(String(job.template.confirmUrl)).searchParams.get('decide')!;

  describe('slot rules', () => {
    // 2027-01-04 is a Monday.
    it('offers each interval from its open, every slot length, ending by the close, from now on', async () => {
      const days = await daysAt(settingsWith(), '2027-01-04T10:30:00Z');
      expect(local(days)).toEqual(['2027-01-04 11:00', '2027-01-05 09:00 10:00 11:00', '2027-01-06 09:00 10:00 11:00']);
      expect(days[0]!.slots).toEqual([{ start: '2027-01-04T11:00:00Z', time: '11:00' }]);
      // 45-minute slots in 09:00-12:00: 11:15 would end at 12:00, 12:00 would not.
      expect(local(await daysAt(settingsWith({ slotMinutes: 45, daysAhead: 1 }), '2027-01-04T06:00:00Z'))).toEqual([
        '2027-01-04 09:00 09:45 10:30 11:15',
      ]);
    });

    it('keeps the notice, the days ahead and the holidays', async () => {
      expect(local(await daysAt(settingsWith({ noticeHours: 24 }), '2027-01-04T10:30:00Z'))).toEqual([
        '2027-01-05 11:00',
        '2027-01-06 09:00 10:00 11:00',
      ]);
      expect(local(await daysAt(settingsWith({ daysAhead: 1 }), '2027-01-04T06:00:00Z'))).toEqual([
        '2027-01-04 09:00 10:00 11:00',
      ]);
      // Saturday and Sunday have no hours, so five days ahead from Friday reach Tuesday.
      expect(
        (await daysAt(settingsWith({ daysAhead: 5, holidays: ['2027-01-11'] }), '2027-01-08T06:00:00Z')).map((d) => d.date),
      ).toEqual(['2027-01-08', '2027-01-12']);
    });

    it('runs an interval whose close is at or before its open into the next day, 24:00 being midnight', async () => {
      const late = settingsWith({ intervals: [{ day: 'fri', open: '22:00', close: '02:00' }], daysAhead: 2 });
      expect(local(await daysAt(late, '2027-01-08T12:00:00Z'))).toEqual(['2027-01-08 22:00 23:00', '2027-01-09 00:00 01:00']);
      // Saturday 00:30: Friday's interval still offers this morning's 01:00.
      expect(local(await daysAt({ ...late, daysAhead: 1 }, '2027-01-09T00:30:00Z'))).toEqual(['2027-01-09 01:00']);
      const toMidnight = settingsWith({ intervals: [{ day: 'mon', open: '22:00', close: '24:00' }], daysAhead: 1 });
      expect(local(await daysAt(toMidnight, '2027-01-04T00:00:00Z'))).toEqual(['2027-01-04 22:00 23:00']);
    });

    it('does not offer a slot a confirmed request overlaps', async () => {
      const days = await daysAt(settingsWith({ daysAhead: 1 }), '2027-01-04T06:00:00Z', [
        ['2027-01-04T10:30:00Z', '2027-01-04T11:30:00Z'],
      ]);
      expect(local(days)).toEqual(['2027-01-04 09:00']);
    });

    it('turns local times into instants by the zone: London before and after the spring change', async () => {
      const london = settingsWith({
        timeZone: 'Europe/London',
        intervals: [
          { day: 'sat', open: '09:00', close: '10:00' },
          { day: 'sun', open: '00:00', close: '04:00' },
          { day: 'sun', open: '09:00', close: '10:00' },
        ],
        daysAhead: 2,
      });
      const days = await daysAt(london, '2027-03-27T06:00:00Z');
      // 01:00-02:00 does not happen on 2027-03-28: the night interval holds three hours, not four.
      expect(days).toEqual([
        { date: '2027-03-27', slots: [{ start: '2027-03-27T09:00:00Z', time: '09:00' }] },
        {
          date: '2027-03-28',
          slots: [
            { start: '2027-03-28T00:00:00Z', time: '00:00' },
            { start: '2027-03-28T01:00:00Z', time: '02:00' },
            { start: '2027-03-28T02:00:00Z', time: '03:00' },
            { start: '2027-03-28T08:00:00Z', time: '09:00' },
          ],
        },
      ]);
    });

    it('offers the repeated hour of the autumn change once per instant: London on 2027-10-31', async () => {
      const london = settingsWith({
        timeZone: 'Europe/London',
        intervals: [{ day: 'sun', open: '00:00', close: '03:00' }],
        daysAhead: 1,
      });
      // Sunday 00:00 in London (BST) is Saturday 23:00 UTC.
      const days = await daysAt(london, '2027-10-30T23:00:00Z');
      expect(days).toEqual([
        {
          date: '2027-10-31',
          slots: [
            { start: '2027-10-30T23:00:00Z', time: '00:00' },
            { start: '2027-10-31T00:00:00Z', time: '01:00' },
            { start: '2027-10-31T01:00:00Z', time: '01:00' },
            { start: '2027-10-31T02:00:00Z', time: '02:00' },
          ],
        },
      ]);
    });

    it('keeps 09:00 at 09:00 local across New York changes (2027-03-14 and 2027-11-07)', async () => {
      const newYork = settingsWith({
        timeZone: 'America/New_York',
        intervals: [
          { day: 'sat', open: '09:00', close: '10:00' },
          { day: 'sun', open: '09:00', close: '10:00' },
        ],
        daysAhead: 2,
      });
      expect(starts(await daysAt(newYork, '2027-03-13T06:00:00Z'))).toEqual(['2027-03-13T14:00:00Z', '2027-03-14T13:00:00Z']);
      expect(starts(await daysAt(newYork, '2027-11-06T06:00:00Z'))).toEqual(['2027-11-06T13:00:00Z', '2027-11-07T14:00:00Z']);
    });

    it("counts days from the business's today: Auckland is already Tuesday while UTC is Monday", async () => {
      const auckland = settingsWith({ timeZone: 'Pacific/Auckland', daysAhead: 1 });
      // Monday 2027-01-04 20:00 UTC is Tuesday 09:00 in Auckland (UTC+13).
      expect(await daysAt(auckland, '2027-01-04T20:00:00Z')).toEqual([
        {
          date: '2027-01-05',
          slots: [
            { start: '2027-01-04T20:00:00Z', time: '09:00' },
            { start: '2027-01-04T21:00:00Z', time: '10:00' },
            { start: '2027-01-04T22:00:00Z', time: '11:00' },
          ],
        },
      ]);
    });
  });

  describe('reading slots', () => {
    it('answers the zone and free days of a running booking widget only, to anyone', async () => {
      const slots = await slotsOf(bookingA);
      expect(slots!.timeZone).toBe('UTC');
      expect(slots!.days.length).toBeGreaterThanOrEqual(2);
      expect(slots!.days.length).toBeLessThanOrEqual(3);
      expect(slots!.days.at(-1)!.slots).toHaveLength(48);
      expect(await slotsOf(draftA)).toBeNull();
      expect(await slotsOf('00000000-0000-4000-8000-000000000000')).toBeNull();
      await db.admin(`update private.widget_trials set started_at = now() - interval '15 days' where owner_id = '${OWNER_B}'`);
      try {
        expect(await slotsOf(bookingB)).toBeNull();
        await expect(db.rows(ACTORS.anon, request(bookingB, { start: await laterSlot(bookingA) }))).rejects.toMatchObject({
          code: 'P0002',
        });
      } finally {
        await db.admin(`update private.widget_trials set started_at = now() where owner_id = '${OWNER_B}'`);
      }
    });
  });

  describe('requests', () => {
    it('stores a request as pending and emails the owner who, when, how to reach them, with confirm and decline links', async () => {
      const start = await laterSlot(bookingA, 3);
      expect(await db.rows(ACTORS.anon, request(bookingA, { start, phone: '+44 20 7123 4567', note: 'First visit' }))).toEqual([
        { answer: 'accepted' },
      ]);
      expect(await requests()).toMatchObject([
        { widget_id: bookingA, starts_at: start, visitor_name: 'Ana Ruiz', status: 'pending', email_status: 'queued' },
      ]);
      const [job, ...others] = await outbox();
      expect(others).toEqual([]);
      expect(job).toMatchObject({ kind: 'booking_request', recipient: 'member@localboost.example', status: 'pending' });
      expect(job!.template).toMatchObject({
        widgetName: 'Bella Vista bookings',
        visitorName: 'Ana Ruiz',
        visitorEmail: 'ana@example.com',
        visitorPhone: '+44 20 7123 4567',
        note: 'First visit',
        date: start.slice(0, 10),
        time: start.slice(11, 16),
        minutes: 30,
        timeZone: 'UTC',
      });
      expect(job!.template.confirmUrl).toMatch(
        /^https:\/\/project\.example\/functions\/v1\/widget-booking\?decide=[0-9a-f]{64}&answer=confirmed$/,
      );
      expect(tokenOf(job!)).toBe(new URL(String(job!.template.declineUrl)).searchParams.get('decide'));
      // A pending request does not take its slot: the owner chooses between requests.
      expect(starts((await slotsOf(bookingA))!.days)).toContain(start);
    });

    it('takes requests for offered slots of published widgets only; honeypot, too fast and bad fields', async () => {
      const start = await laterSlot(bookingA);
      for (const id of [draftA, '00000000-0000-4000-8000-000000000000'])
        await expect(db.rows(ACTORS.anon, request(id, { start }))).rejects.toMatchObject({ code: 'P0002' });
      for (const notOffered of [start.replace(':00:00Z', ':10:00Z').replace(':30:00Z', ':40:00Z'), '2020-01-01T10:00:00Z'])
        await expect(db.rows(ACTORS.anon, request(bookingA, { start: notOffered }))).rejects.toMatchObject({
          code: 'PT409',
        });
      expect(await db.rows(ACTORS.anon, request(bookingA, { start, honeypot: 'x' }))).toEqual([{ answer: 'accepted' }]);
      const refused: Array<[Visit, string]> = [
        [{ elapsed: 2999 }, '22023'],
        [{ elapsed: null }, '22023'],
        [{ name: '  ' }, '22023'],
        [{ email: '', phone: '' }, '22023'],
        [{ email: 'not an address' }, '23514'],
        [{ email: '', phone: 'call me' }, '23514'],
        [{ name: 'x'.repeat(101) }, '23514'],
        [{ note: 'x'.repeat(1001) }, '23514'],
      ];
      for (const [v, code] of refused)
        await expect(db.rows(ACTORS.anon, request(bookingA, { start, ...v })), JSON.stringify(v).slice(0, 60)).rejects.toMatchObject({
          code,
        });
      expect(await requests()).toEqual([]);
      expect(await outbox()).toEqual([]);
      // A phone number alone is enough.
      expect(await db.rows(ACTORS.anon, request(bookingA, { start, email: '', phone: '020 7123 4567' }))).toEqual([
        { answer: 'accepted' },
      ]);
    });

    it('limits a widget to 20 requests an hour and a visitor to 3; emails the owner at most 10 an hour', async () => {
      const start = await laterSlot(bookingA);
      const earlier = (widgetId: string, count: number, email: string | null, phone = '') =>
        db.admin(`insert into public.booking_requests (widget_id, starts_at, ends_at, visitor_name, visitor_email, visitor_phone, email_status, created_at)
          select ${literal(widgetId)}, now() + interval '1 day', now() + interval '1 day 30 minutes', 'Earlier',
            ${email ? literal(email) : `'earlier' || n || '@example.com'`}, ${literal(phone)}, 'queued', now() - interval '10 minutes'
          from generate_series(1, ${count}) as n`);
      await earlier(bookingA, 20, null);
      await expect(db.rows(ACTORS.anon, request(bookingA, { start }))).rejects.toThrow(/booking_rate_limited/);
      expect(await db.rows(ACTORS.anon, request(bookingB, { start }))).toEqual([{ answer: 'accepted' }]);

      await db.admin('delete from public.booking_requests');
      await earlier(bookingB, 3, 'ANA@example.com');
      await expect(db.rows(ACTORS.anon, request(bookingA, { start }))).rejects.toThrow(/booking_rate_limited/);
      await db.admin('delete from public.booking_requests');
      await earlier(bookingB, 3, 'other@example.com', '+44 20 7123 4567');
      await expect(db.rows(ACTORS.anon, request(bookingA, { start, email: '', phone: '+442071234567' }))).rejects.toThrow(
        /booking_rate_limited/,
      );

      await db.admin('delete from public.booking_requests');
      await earlier(bookingA, 10, null);
      expect(await db.rows(ACTORS.anon, request(bookingA, { start }))).toEqual([{ answer: 'accepted' }]);
      expect((await requests()).at(-1)).toMatchObject({ visitor_name: 'Ana Ruiz', email_status: 'held' });
      expect((await outbox()).filter((job) => job.recipient === 'member@localboost.example')).toEqual([]);
    });

    it("obeys the outbox's suppression list for the owner's address", async () => {
      await db.admin(`insert into private.email_suppressions (mailbox, reason) values ('member@localboost.example', 'operator')`);
      try {
        await db.rows(ACTORS.anon, request(bookingA, { start: await laterSlot(bookingA) }));
        expect(await outbox()).toMatchObject([{ kind: 'booking_request', status: 'suppressed' }]);
      } finally {
        await db.admin(`delete from private.email_suppressions where mailbox = 'member@localboost.example'`);
      }
    });
  });

  describe('decisions', () => {
    async function twoRequestsForOneSlot() {
      const start = await laterSlot(bookingA, 5);
      await db.rows(ACTORS.anon, request(bookingA, { start }));
      await db.rows(ACTORS.anon, request(bookingA, { start, name: 'Bo Lind', email: '', phone: '+46 8 123 456' }));
      const [first, second] = await requests();
      return { start, first: first!, second: second! };
    }

    it('the owner confirms: the slot is no longer offered, a second confirmation is refused, the visitor is emailed', async () => {
      const { start, first, second } = await twoRequestsForOneSlot();
      expect(await decide(ownerA, first.id, 'confirmed')).toEqual([{ status: 'confirmed' }]);
      expect(starts((await slotsOf(bookingA))!.days)).not.toContain(start);
      await expect(db.rows(ACTORS.anon, request(bookingA, { start, email: 'cy@example.com' }))).rejects.toMatchObject({
        code: 'PT409',
      });
      await expect(decide(ownerA, second.id, 'confirmed')).rejects.toThrow(/booking_slot_taken/);
      await expect(decide(ownerA, first.id, 'declined')).rejects.toMatchObject({ code: '22023' });
      // The second visitor left only a phone: declining them emails nobody (the owner calls).
      expect(await decide(ownerA, second.id, 'declined')).toEqual([{ status: 'declined' }]);
      const decisions = (await outbox()).filter((j) => j.kind === 'booking_decision');
      expect(decisions).toHaveLength(1);
      expect(decisions[0]).toMatchObject({
        recipient: 'ana@example.com',
        status: 'pending',
        template: { decision: 'confirmed', heading: 'Book a visit', date: start.slice(0, 10), time: start.slice(11, 16) },
      });
      // The visitor may have typed someone else's address: the answer carries that mailbox's unsubscribe.
      expect(decisions[0]!.template.unsubscribeUrl).toMatch(/^https:\/\/project\.example\/functions\/v1\/unsubscribe\?token=[0-9a-f]{64}$/);
    });

    it('declines tell the visitor how else to reach the business', async () => {
      const { first } = await twoRequestsForOneSlot();
      expect(await decide(ownerA, first.id, 'declined')).toEqual([{ status: 'declined' }]);
      const [decision] = (await outbox()).filter((j) => j.kind === 'booking_decision');
      expect(decision!.template).toMatchObject({
        decision: 'declined',
        reachEmail: 'desk@bellavista.example',
        reachPhone: '+442071234567',
        reachDisplay: '020 7123 4567',
      });
    });

    it("only the widget's owner decides: not another owner, not staff, not anonymous visitors", async () => {
      const { first } = await twoRequestsForOneSlot();
      for (const actor of [ownerB, ACTORS.staff])
        await expect(decide(actor, first.id, 'confirmed')).rejects.toMatchObject({ code: 'P0002' });
      await expect(decide(ACTORS.anon, first.id, 'confirmed')).rejects.toMatchObject({ code: '42501' });
      await expect(decide(ownerA, first.id, 'maybe')).rejects.toMatchObject({ code: '22023' });
      expect((await requests()).map((r) => r.status)).toEqual(['pending', 'pending']);
    });

    it("decides by the email's token with the same rules; unknown tokens do nothing", async () => {
      const { first, second } = await twoRequestsForOneSlot();
      const [firstJob, secondJob] = await outbox();
      expect(await byToken(tokenOf(firstJob!), 'confirmed')).toEqual([{ r: 'confirmed' }]);
      expect(await byToken(tokenOf(firstJob!), 'declined')).toEqual([{ r: 'already_confirmed' }]);
      expect(await byToken(tokenOf(secondJob!), 'confirmed')).toEqual([{ r: 'slot_taken' }]);
      expect(await byToken('0'.repeat(64), 'confirmed')).toEqual([{ r: null }]);
      expect(await requests()).toMatchObject([
        { id: first.id, status: 'confirmed' },
        { id: second.id, status: 'pending' },
      ]);
      const [page] = await db.rows<{ p: Record<string, string> }>(
        ACTORS.anon,
        `select public.booking_request_by_token(${literal(tokenOf(secondJob!))}) as p`,
      );
      expect(page!.p).toMatchObject({ visitorName: 'Bo Lind', visitorPhone: '+46 8 123 456', status: 'pending' });
    });

    it('never stores two confirmed requests at one start of a widget', async () => {
      const { first, second } = await twoRequestsForOneSlot();
      await db.admin(`update public.booking_requests set status = 'confirmed', decided_at = now() where id = '${first.id}'`);
      await expect(
        db.admin(`update public.booking_requests set status = 'confirmed', decided_at = now() where id = '${second.id}'`),
      ).rejects.toMatchObject({ code: '23505' });
    });
  });

  describe('row-level security', () => {
    it('owners read and delete only their own requests, staff read all, anonymous visitors none; nobody updates', async () => {
      await db.rows(ACTORS.anon, request(bookingA, { start: await laterSlot(bookingA) }));
      await db.rows(ACTORS.anon, request(bookingB, { start: await laterSlot(bookingB), email: 'bo@example.com' }));
      const [a, b] = await requests();
      const visible = async (actor: TestActor) =>
        (await db.rows<{ id: string }>(actor, 'select id from public.booking_requests order by created_at')).map((r) => r.id);
      expect(await visible(ownerA)).toEqual([a!.id]);
      expect(await visible(ownerB)).toEqual([b!.id]);
      expect(await visible(ACTORS.staff)).toEqual([a!.id, b!.id]);
      await expect(visible(ACTORS.anon)).rejects.toMatchObject({ code: '42501' });
      for (const actor of [ownerA, ACTORS.staff, ACTORS.anon])
        await expect(
          db.exec(actor, `update public.booking_requests set status = 'confirmed', decided_at = now()`),
        ).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.exec(ACTORS.anon, `insert into public.booking_requests (widget_id, starts_at, ends_at, visitor_name, visitor_email, email_status)
          values ('${bookingA}', now(), now() + interval '1 hour', 'X', 'x@example.com', 'queued')`),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await db.exec(ownerA, `delete from public.booking_requests where id = '${b!.id}'`)).toBe(0);
      expect(await db.exec(ACTORS.staff, `delete from public.booking_requests where id = '${a!.id}'`)).toBe(0);
      expect(await db.exec(ownerA, `delete from public.booking_requests where id = '${a!.id}'`)).toBe(1);
      for (const actor of [ACTORS.anon, ownerA])
        await expect(db.rows(actor, 'select * from private.booking_request_tokens')).rejects.toMatchObject({ code: '42501' });
    });
  });
});
