import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { ANY_CALL_BUTTON_SQL, insertWidget, submissionsSql } from './support/widget-rows';

/**
 * public.contact_widgets (20261201001000_contact_widgets.sql) on each real engine: the tools a contact runs,
 * found through the Auth user with the contact's address; with their views of the last 30 days and the
 * hosts they were seen on. Staff only.
 */
type Row = {
  widget_id: string;
  kind: string;
  name: string;
  published: boolean;
  views_30_days: number;
  hosts: string[];
  submissions_30_days: number;
};

describe.each(engineFactories())('a contact’s tools on $name', (factory) => {
  let db: DbEngine;
  let contact: string;
  let stranger: string;
  let live: string;
  let draft: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(ANY_CALL_BUTTON_SQL);
    // The member (member@localboost.example) owns two tools; the contact's address differs only in case.
    draft = await insertWidget(db, ACTORS.member, { name: 'Draft button' });
    live = await insertWidget(db, ACTORS.member, { name: 'Call button', publish: true });
    await db.rows(
      ACTORS.anon,
      `select public.record_widget_views('bistro.example', array['${live}']::uuid[]) as r`,
    );
    await db.rows(
      ACTORS.anon,
      `select public.record_widget_views('www.bistro.example', array['${live}']::uuid[]) as r`,
    );
    await db.rows(
      ACTORS.anon,
      `select public.record_widget_views('bistro.example', array['${live}']::uuid[]) as r`,
    );
    await db.admin(submissionsSql(live));
    await db.admin(`
      insert into public.widget_views (widget_id, day, host, shard, views)
        values ('${live}', (now() at time zone 'utc')::date - 40, 'old.example', 0, 100);
    `);
    [contact, stranger] = await Promise.all(
      ['Member@LocalBoost.example', 'nobody@localboost.example'].map(async (email) => {
        await db.admin(`insert into public.contacts (email_normalized) values (lower('${email}'))`);
        const [row] = await db.rows<{ id: string }>(
          ACTORS.staff,
          `select id from public.contacts where email_normalized = lower('${email}')`,
        );
        return row!.id;
      }),
    );
  }, 240_000);
  afterAll(() => db?.close());

  it('gives staff the contact’s tools, newest change first, with 30 days of views, where they ran and what visitors sent', async () => {
    const rows = await db.rows<Row>(ACTORS.staff, `select * from public.contact_widgets('${contact}')`);
    expect(rows.map((row) => row.name)).toEqual(['Call button', 'Draft button']);
    expect(rows[0]).toMatchObject({
      widget_id: live,
      published: true,
      views_30_days: 3,
      hosts: ['bistro.example', 'www.bistro.example'],
      submissions_30_days: 3,
    });
    expect(rows[1]).toMatchObject({ widget_id: draft, published: false, views_30_days: 0, hosts: [], submissions_30_days: 0 });
    expect(await db.rows(ACTORS.staff, `select * from public.contact_widgets('${stranger}')`)).toEqual([]);
  });

  it('refuses everyone but staff (42501)', async () => {
    for (const actor of [ACTORS.member, ACTORS.anon])
      await expect(
        db.rows(actor, `select * from public.contact_widgets('${contact}')`),
      ).rejects.toMatchObject({
        code: '42501',
      });
  });

  it("gives an owner their own widgets' submissions per UTC day (public.my_widget_submissions), nobody else's", async () => {
    const since = `(now() at time zone 'utc')::date - 29`;
    const rows = await db.rows<{ widget_id: string; day: string; submissions: number }>(
      ACTORS.member,
      `select widget_id, day::text, submissions from public.my_widget_submissions(${since}) order by day`,
    );
    const [today, twoDaysAgo] = (
      await db.rows<{ today: string; before: string }>(
        ACTORS.member,
        `select (now() at time zone 'utc')::date::text as today, ((now() - interval '2 days') at time zone 'utc')::date::text as before`,
      )
    ).map((row) => [row.today, row.before])[0]!;
    // The message 40 days old is before the span; the sign-up and the booking request are today's.
    expect(rows.map((row) => ({ ...row, submissions: Number(row.submissions) }))).toEqual([
      { widget_id: live, day: twoDaysAgo, submissions: 1 },
      { widget_id: live, day: today, submissions: 2 },
    ]);
    expect(await db.rows(ACTORS.staff, `select * from public.my_widget_submissions(${since})`)).toEqual([]);
    await expect(db.rows(ACTORS.anon, `select * from public.my_widget_submissions(${since})`)).rejects.toMatchObject({
      code: '42501',
    });
  });
});
