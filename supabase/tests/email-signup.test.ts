import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kindJsonSchema } from '../../src/widgets/kind-json-schema';
import {
  emailSignupSettingsSchema,
  type EmailSignupSettings,
} from '../../src/widgets/kinds/email-signup/settings';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * The email sign-up widget's subscribers (20261201001500_email_signup.sql) on each real engine: anonymous
 * visitors sign up through submit_email_signup only, to published sign-up forms only, with a honeypot, a
 * minimum time and hourly limits per widget and per address; a sign-up is pending until its confirmation
 * link is used, then confirmed and sent "you're subscribed"; each email's unsubscribe link takes the
 * subscriber off that list; owners read and delete only their own widgets' subscribers, staff read all,
 * anonymous visitors none.
 */
const OWNER_B = '5a7f0000-0000-4000-8000-0000000000e2';
const ownerA = ACTORS.member;
const ownerB = { role: 'authenticated', sub: OWNER_B } as const;

const settings: EmailSignupSettings = {
  heading: 'Join our mailing list',
  headingLevel: '2',
  intro: '',
  name: { enabled: true, required: false, label: 'First name' },
  emailLabel: 'Email',
  button: 'Subscribe',
  thanks: 'Check your inbox to confirm.',
  reach: { text: 'Email us to join our list:', email: 'hello@example.com' },
  colors: { background: '#ffffff', accent: '#1d4ed8' },
  radius: 12,
};

type SignUp = { email?: string; name?: string; honeypot?: string; elapsed?: number | null };
const signUp = (widgetId: string, s: SignUp = {}) =>
  `select public.submit_email_signup(${literal(widgetId)}, ${literal(s.email ?? 'ana@example.com')}, ${literal(
    s.name ?? 'Ana',
  )}, ${literal(s.honeypot ?? '')}, ${s.elapsed === undefined ? 4000 : s.elapsed === null ? 'null' : s.elapsed}) as answer`;

type Job = { kind: string; recipient: string; status: string; template: Record<string, string> };

describe.each(engineFactories())('email sign-up subscribers on $name', (factory) => {
  let db: DbEngine;
  let formA: string;
  let formB: string;
  let draftA: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    // The kind's schema as scripts/widget-schemas-sql.mjs writes it, whether or not the kind is registered yet.
    await db.admin(`insert into private.widget_kind_schemas (kind, schema) values ('email-signup', ${literal(
      JSON.stringify(kindJsonSchema(emailSignupSettingsSchema)),
    )}::jsonb) on conflict (kind) do update set schema = excluded.schema;
      update private.email_settings set unsubscribe_url = 'https://project.example/functions/v1/unsubscribe';
      insert into auth.users (id, email) values ('${OWNER_B}', 'owner-b@localboost.example');`);
    formA = await widget(ownerA, true);
    formB = await widget(ownerB, true);
    draftA = await widget(ownerA, false);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() =>
    db.admin(
      `delete from public.email_signup_subscribers; delete from public.email_outbox where kind like 'email_signup_%';`,
    ),
  );

  async function widget(owner: TestActor, publish: boolean): Promise<string> {
    const [row] = await db.rows<{ id: string }>(
      owner,
      `insert into public.widgets (kind, name, draft) values ('email-signup', 'Bella Vista news', ${literal(
        JSON.stringify(settings),
      )}::jsonb) returning id`,
    );
    if (publish) await db.rows(owner, `select public.publish_widget('${row!.id}') as w`);
    return row!.id;
  }
  const subscribers = () =>
    db.rows<{ widget_id: string; email: string; name: string; status: string }>(
      ACTORS.staff,
      'select widget_id, email, name, status from public.email_signup_subscribers order by created_at',
    );
  const outbox = () =>
    db.rows<Job>(
      ACTORS.staff,
      `select kind, recipient, status, template from public.email_outbox where kind like 'email_signup_%' order by created_at, kind`,
    );
  const token = (url: string, name: 'confirm' | 'unsubscribe') => new URL(url).searchParams.get(name)!;
  /** `count` earlier sign-ups on a widget whose confirmations went 10 minutes ago. */
  const earlier = (widgetId: string, count: number, email?: string) =>
    db.admin(`insert into public.email_signup_subscribers (widget_id, email, confirmation_sent_at)
      select ${literal(widgetId)}, ${email ? literal(email) : `'earlier' || n || '@example.com'`}, now() - interval '10 minutes'
      from generate_series(1, ${count}) as n`);

  it('stores a sign-up as pending and emails the address a confirmation link with an unsubscribe link', async () => {
    expect(await db.rows(ACTORS.anon, signUp(formA))).toEqual([{ answer: 'accepted' }]);
    expect(await subscribers()).toEqual([
      { widget_id: formA, email: 'ana@example.com', name: 'Ana', status: 'pending' },
    ]);
    const [job, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      kind: 'email_signup_confirm',
      recipient: 'ana@example.com',
      status: 'pending',
    });
    expect(job!.template.listName).toBe('Bella Vista news');
    expect(job!.template.confirmUrl).toMatch(
      /^https:\/\/project\.example\/functions\/v1\/widget-signup\?confirm=[0-9a-f]{64}$/,
    );
    expect(job!.template.unsubscribeUrl).toMatch(
      /^https:\/\/project\.example\/functions\/v1\/widget-signup\?unsubscribe=[0-9a-f]{64}$/,
    );
  });

  it('confirms through the link once, then emails "subscribed" with the unsubscribe link; unknown tokens do nothing', async () => {
    await db.rows(ACTORS.anon, signUp(formA));
    const [confirmation] = await outbox();
    const confirm = token(confirmation!.template.confirmUrl!, 'confirm');
    expect(
      await db.rows(ACTORS.anon, `select public.confirm_email_signup(${literal(confirm)}) as r`),
    ).toEqual([{ r: 'confirmed' }]);
    expect(
      await db.rows(ACTORS.anon, `select public.confirm_email_signup(${literal(confirm)}) as r`),
    ).toEqual([{ r: 'already' }]);
    expect(
      await db.rows(ACTORS.anon, `select public.confirm_email_signup(${literal('0'.repeat(64))}) as r`),
    ).toEqual([{ r: null }]);
    expect(await subscribers()).toMatchObject([{ status: 'confirmed' }]);
    const jobs = await outbox();
    expect(jobs.map((j) => j.kind)).toEqual(['email_signup_confirm', 'email_signup_welcome']);
    expect(jobs[1]!.template.unsubscribeUrl).toBe(confirmation!.template.unsubscribeUrl);
    expect(jobs[1]!.template).not.toHaveProperty('confirmUrl');
  });

  it('unsubscribes through the link: the subscriber leaves that list, waiting emails are not sent, the link cannot re-confirm', async () => {
    await db.rows(ACTORS.anon, signUp(formA));
    await db.rows(ACTORS.anon, signUp(formB));
    const [confirmation] = await outbox();
    const unsubscribe = token(confirmation!.template.unsubscribeUrl!, 'unsubscribe');
    expect(
      await db.rows(ACTORS.anon, `select public.unsubscribe_email_signup(${literal(unsubscribe)}) as ok`),
    ).toEqual([{ ok: true }]);
    expect(
      await db.rows(ACTORS.anon, `select public.unsubscribe_email_signup(${literal('f'.repeat(64))}) as ok`),
    ).toEqual([{ ok: false }]);
    expect((await subscribers()).map((s) => s.status)).toEqual(['unsubscribed', 'pending']);
    expect((await outbox()).map((j) => j.status)).toEqual(['suppressed', 'pending']);
    const confirm = token(confirmation!.template.confirmUrl!, 'confirm');
    expect(
      await db.rows(ACTORS.anon, `select public.confirm_email_signup(${literal(confirm)}) as r`),
    ).toEqual([{ r: null }]);
  });

  it('keeps one subscriber per address and widget, and sends no second confirmation within the hour', async () => {
    await db.rows(ACTORS.anon, signUp(formA));
    expect(await db.rows(ACTORS.anon, signUp(formA, { email: 'ANA@example.com', name: '' }))).toEqual([
      { answer: 'accepted' },
    ]);
    expect(await subscribers()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    // An hour on, a still-pending address may ask again, and gets one new confirmation.
    await db.admin(
      `update public.email_signup_subscribers set confirmation_sent_at = now() - interval '61 minutes'`,
    );
    await db.rows(ACTORS.anon, signUp(formA));
    expect(await subscribers()).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it('takes sign-ups for published forms only; a honeypot is answered like a success; too fast and bad fields are refused', async () => {
    for (const id of [draftA, '00000000-0000-4000-8000-000000000000'])
      await expect(db.rows(ACTORS.anon, signUp(id))).rejects.toMatchObject({ code: 'P0002' });
    expect(await db.rows(ACTORS.anon, signUp(formA, { honeypot: 'http://spam.example' }))).toEqual([
      { answer: 'accepted' },
    ]);
    const refused: Array<[SignUp, string]> = [
      [{ elapsed: 2999 }, '22023'],
      [{ elapsed: null }, '22023'],
      [{ email: 'not an address' }, '22023'],
      [{ email: 'ana@example.com\r\nBcc: x@example.com' }, '22023'],
      [{ name: 'x'.repeat(101) }, '23514'],
    ];
    for (const [s, code] of refused)
      await expect(
        db.rows(ACTORS.anon, signUp(formA, s)),
        JSON.stringify(s).slice(0, 80),
      ).rejects.toMatchObject({ code });
    expect(await subscribers()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('limits a widget to 30 confirmations an hour and an address to 3, across widgets', async () => {
    await earlier(formA, 30);
    await expect(db.rows(ACTORS.anon, signUp(formA))).rejects.toThrow(/email_signup_rate_limited/);
    expect(await db.rows(ACTORS.anon, signUp(formB))).toEqual([{ answer: 'accepted' }]);

    await db.admin('delete from public.email_signup_subscribers');
    for (const id of [formA, formB, draftA]) await earlier(id, 1, 'Cy@Example.com');
    const fourth = await widget(ownerA, true);
    await expect(db.rows(ACTORS.anon, signUp(fourth, { email: 'cy@example.com' }))).rejects.toThrow(
      /email_signup_rate_limited/,
    );
    expect(await db.rows(ACTORS.anon, signUp(fourth, { email: 'bo@example.com' }))).toEqual([
      { answer: 'accepted' },
    ]);
  });

  it("obeys the outbox's suppression list for the subscriber's address", async () => {
    await db.admin(
      `insert into private.email_suppressions (mailbox, reason) values ('ana@example.com', 'unsubscribed')`,
    );
    try {
      await db.rows(ACTORS.anon, signUp(formA));
      expect(await outbox()).toMatchObject([{ status: 'suppressed' }]);
    } finally {
      await db.admin(`delete from private.email_suppressions where mailbox = 'ana@example.com'`);
    }
  });

  describe('who reads and changes subscribers', () => {
    beforeEach(async () => {
      await db.rows(ACTORS.anon, signUp(formA));
      await db.rows(ACTORS.anon, signUp(formB, { email: 'cy@example.com' }));
    });
    const visible = async (actor: TestActor) =>
      (await db.rows<{ widget_id: string }>(actor, 'select widget_id from public.email_signup_subscribers'))
        .map((r) => r.widget_id)
        .sort();

    it('owners read their own widgets’ subscribers, staff read all, anonymous visitors none', async () => {
      expect(await visible(ownerA)).toEqual([formA]);
      expect(await visible(ownerB)).toEqual([formB]);
      expect(await visible(ACTORS.staff)).toEqual([formA, formB].sort());
      await expect(
        db.rows(ACTORS.anon, 'select * from public.email_signup_subscribers'),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(ownerA, 'select * from private.email_signup_tokens')).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('owners delete only their own; nobody inserts directly or confirms a subscriber by hand', async () => {
      expect(await db.exec(ownerA, 'delete from public.email_signup_subscribers')).toBe(1);
      expect(await visible(ACTORS.staff)).toEqual([formB]);
      expect(await db.exec(ACTORS.staff, 'delete from public.email_signup_subscribers')).toBe(0);
      await expect(
        db.exec(ownerB, "update public.email_signup_subscribers set status = 'confirmed'"),
      ).rejects.toMatchObject({ code: '42501' });
      for (const actor of [ACTORS.anon, ownerB])
        await expect(
          db.exec(
            actor,
            `insert into public.email_signup_subscribers (widget_id, email) values ('${formB}', 'x@example.com')`,
          ),
        ).rejects.toMatchObject({ code: '42501' });
    });
  });
});
