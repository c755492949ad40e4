import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { ANY_CALL_BUTTON_SQL, insertWidget, submissionsSql } from './support/widget-rows';

/**
 * public.contact_owner_tools (20261201001400_lead_owner_tools.sql) on each real engine: for every contact
 * who owns tools, their plan or trial, live tools and views of the last 30 days, for the leads dashboard.
 * Staff only.
 */
type Row = {
  contact_id: string;
  plan: string;
  on_trial: boolean;
  tool_limit: number | null;
  trial_ends_at: string | null;
  live_tools: number;
  may_run: boolean;
  views_30_days: number;
  submissions_30_days: number;
};

describe.each(engineFactories())('contacts’ own tools on $name', (factory) => {
  let db: DbEngine;
  let owner: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(ANY_CALL_BUTTON_SQL);
    // The member (member@localboost.example) owns a live tool and a draft; staff own none.
    const live = await insertWidget(db, ACTORS.member, { publish: true });
    await insertWidget(db, ACTORS.member, { name: 'Draft' });
    await db.rows(ACTORS.anon, `select public.record_widget_views('bistro.example', array['${live}']::uuid[]) as r`);
    await db.rows(ACTORS.anon, `select public.record_widget_views('bistro.example', array['${live}']::uuid[]) as r`);
    await db.admin(submissionsSql(live));
    await db.admin(`
      insert into public.widget_views (widget_id, day, host, shard, views)
        values ('${live}', (now() at time zone 'utc')::date - 45, 'bistro.example', 0, 50);
      insert into public.contacts (email_normalized) values ('member@localboost.example'), ('staff@localboost.example'),
        ('nobody@localboost.example');
    `);
    const [row] = await db.rows<{ id: string }>(
      ACTORS.staff,
      `select id from public.contacts where email_normalized = 'member@localboost.example'`,
    );
    owner = row!.id;
  }, 240_000);
  afterAll(() => db?.close());

  it('gives staff one row per contact who owns tools: the trial, live tools, 30 days of views and submissions', async () => {
    const rows = await db.rows<Row>(ACTORS.staff, `select * from public.contact_owner_tools()`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contact_id: owner,
      plan: 'starter',
      on_trial: true,
      tool_limit: 5,
      live_tools: 1,
      may_run: true,
      views_30_days: 2,
      submissions_30_days: 3,
    });
    const [trial] = await db.rows<{ days: number }>(
      ACTORS.staff,
      `select round(extract(epoch from '${rows[0]!.trial_ends_at}'::timestamptz - now()) / 86400) as days`,
    );
    expect(Number(trial!.days)).toBe(14);
  });

  it('refuses everyone but staff (42501)', async () => {
    for (const actor of [ACTORS.member, ACTORS.anon])
      await expect(db.rows(actor, `select * from public.contact_owner_tools()`)).rejects.toMatchObject({ code: '42501' });
  });
});
