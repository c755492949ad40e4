import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineInsights } from '../../src/types/pipeline-insights';
import { ACTORS, seedSecondStaff, seedUsers, STAFF2_ID, STAFF_ID, STAFF_EMAIL } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { demoRow, insertInquirySql } from './support/inquiry-rows';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';

/**
 * public.pipeline_insights (20261130000300_pipeline_insights.sql) from every role on each real engine, and
 * its figures over rows whose arrival, first touch, owner, status and source are set exactly.
 */
type Insights = PipelineInsights;

type Seed = {
  table: 'custom_builder_leads' | 'visitor_inquiries' | 'onboarding_submissions';
  /** Weeks before the current one (0: this week). */
  weeksAgo: number;
  utm?: string;
  referrer?: string;
  status?: string;
  owner: string | null;
  /** Minutes from arrival to the first touch; none: untouched. */
  touchAfter?: number;
};

const SEEDS: Seed[] = [
  { table: 'custom_builder_leads', weeksAgo: 1, utm: 'google', status: 'won', owner: STAFF_ID, touchAfter: 10 },
  { table: 'custom_builder_leads', weeksAgo: 1, referrer: 'facebook.com', status: 'contacted', owner: STAFF2_ID, touchAfter: 30 },
  { table: 'custom_builder_leads', weeksAgo: 0, status: 'new', owner: STAFF_ID },
  { table: 'custom_builder_leads', weeksAgo: 0, utm: 'google', referrer: 'ignored.example', status: 'qualified', owner: STAFF_ID, touchAfter: 20 },
  // Outside a 12-week window: counted nowhere.
  { table: 'custom_builder_leads', weeksAgo: 20, utm: 'old-campaign', status: 'lost', owner: STAFF_ID, touchAfter: 1 },
  { table: 'visitor_inquiries', weeksAgo: 0, referrer: 'facebook.com', owner: STAFF2_ID, touchAfter: 50 },
  { table: 'onboarding_submissions', weeksAgo: 1, owner: null, touchAfter: 5 },
];

const q = (value: string | undefined) => (value === undefined ? 'null' : `'${value}'`);

describe.each(engineFactories())('pipeline insights on $name', (factory) => {
  let db: DbEngine;
  const insights = (actor: TestActor = ACTORS.staff, weeks = 12) =>
    db.rows<{ pipeline_insights: Insights }>(actor, `select public.pipeline_insights(${weeks})`).then((rows) => rows[0]!.pipeline_insights);

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await seedSecondStaff(db);
    for (const seed of SEEDS) {
      const insert =
        seed.table === 'custom_builder_leads'
          ? insertLeadSql(leadRow())
          : seed.table === 'visitor_inquiries'
            ? insertInquirySql(demoRow())
            : insertOnboardingSql(onboardingRow());
      const [{ id }] = (await db.rows<{ id: string }>(ACTORS.service, `${insert} returning id`)) as [{ id: string }];
      // Triggers off for the seed: the first touch, owner and arrival are otherwise the server's alone.
      const arrival = `(date_trunc('week', now() at time zone 'UTC') at time zone 'UTC') - interval '${seed.weeksAgo} weeks' + interval '1 hour'`;
      await db.admin(`
        set session_replication_role = replica;
        update public.${seed.table} set created_at = ${arrival}, owner_id = ${q(seed.owner ?? undefined)},
          first_touch_at = ${seed.touchAfter === undefined ? 'null' : `${arrival} + interval '${seed.touchAfter} minutes'`},
          source_utm_source = ${q(seed.utm)}, source_referrer_host = ${q(seed.referrer)}
          ${seed.status ? `, status = '${seed.status}'` : ''}
          where id = '${id}';
        set session_replication_role = origin;
      `);
    }
  });
  afterAll(() => db?.close());

  it('counts leads by source across the three tables: UTM source, else referrer host, else direct', async () => {
    expect((await insights()).by_source).toEqual([
      { source: 'Direct / unknown', count: 2 },
      { source: 'facebook.com', count: 2 },
      { source: 'google', count: 2 },
    ]);
  });

  it('counts new rows per week and table, every week of the window included', async () => {
    const result = await insights(ACTORS.staff, 12);
    expect(result.weeks).toBe(12);
    expect(result.by_week).toHaveLength(12);
    expect(result.by_week[0]!.week).toBe(result.first_week);
    const counts = result.by_week.map(({ week: _, ...rest }) => rest);
    expect(counts.slice(-2)).toEqual([
      { custom_builder_leads: 2, visitor_inquiries: 0, onboarding_submissions: 1 },
      { custom_builder_leads: 2, visitor_inquiries: 1, onboarding_submissions: 0 },
    ]);
    expect(counts.slice(0, -2).every((c) => c.custom_builder_leads + c.visitor_inquiries + c.onboarding_submissions === 0)).toBe(true);
    // A wider window reaches the old lead.
    expect((await insights(ACTORS.staff, 26)).funnel).toMatchObject({ lost: 1 });
  });

  it("counts builder leads by status for the funnel, and the window's only", async () => {
    expect((await insights()).funnel).toEqual({ new: 1, contacted: 1, qualified: 1, won: 1 });
  });

  it('gives the median first-response minutes by week of arrival, touched rows only', async () => {
    const weeks = (await insights()).response_by_week;
    expect(weeks).toHaveLength(12);
    expect(weeks.slice(-2).map(({ median_minutes, touched }) => [Number(median_minutes), touched])).toEqual([
      [10, 3],
      [35, 2],
    ]);
    expect(weeks[0]).toMatchObject({ median_minutes: null, touched: 0 });
  });

  it('gives the median first-response minutes by owner, with their email', async () => {
    const owners = (await insights()).response_by_owner.map((o) => ({ ...o, median_minutes: Number(o.median_minutes) }));
    expect(owners).toHaveLength(3);
    expect(owners).toEqual(
      expect.arrayContaining([
        { owner_id: STAFF_ID, email: STAFF_EMAIL, median_minutes: 15, touched: 2 },
        { owner_id: STAFF2_ID, email: 'staff2@localboost.example', median_minutes: 40, touched: 2 },
        { owner_id: null, email: null, median_minutes: 5, touched: 1 },
      ]),
    );
  });

  it('answers every staff member the same', async () => {
    expect(await insights(ACTORS.staff2)).toEqual(await insights(ACTORS.staff));
  });

  it('refuses anon, a signed-in non-staff user and service_role (42501), and a window out of range', async () => {
    await expect(insights(ACTORS.anon)).rejects.toMatchObject({ code: '42501' });
    await expect(insights(ACTORS.member)).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining('Only staff can read pipeline insights.'),
    });
    await expect(insights(ACTORS.service)).rejects.toMatchObject({ code: '42501' });
    await expect(insights(ACTORS.staff, 0)).rejects.toMatchObject({ code: '22023' });
    await expect(insights(ACTORS.staff, 105)).rejects.toMatchObject({ code: '22023' });
  });
});
