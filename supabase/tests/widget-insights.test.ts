import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import type { WidgetInsights } from '../../src/types/widget-insights';
import { engineFactories, type DbEngine } from './support/engines';
import { ANY_CALL_BUTTON_SQL, insertWidget } from './support/widget-rows';

/**
 * public.widget_insights (20261201001300_widget_insights.sql) on each real engine: installs per week (a
 * widget's first day of views on a host) and the widgets active in the last 7 days. Staff only.
 */

describe.each(engineFactories())('widget insights on $name', (factory) => {
  let db: DbEngine;
  let thisMonday: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(ANY_CALL_BUTTON_SQL);
    const [fresh, old, quiet, unpublished] = await Promise.all(
      ['Fresh', 'Old', 'Quiet', 'Unpublished'].map((name) =>
        insertWidget(db, ACTORS.member, { name, publish: true }),
      ),
    );
    // Fresh: seen today on two websites (two installs this week), through the beacon's own path.
    await db.rows(
      ACTORS.anon,
      `select public.record_widget_views('bistro.example', array['${fresh}']::uuid[]) as r`,
    );
    await db.rows(
      ACTORS.anon,
      `select public.record_widget_views('bistro-two.example', array['${fresh}']::uuid[]) as r`,
    );
    await db.rows(
      ACTORS.anon,
      `select public.record_widget_views('bistro.example', array['${fresh}']::uuid[]) as r`,
    );
    // Old: first seen three weeks ago and still seen today (an install three weeks ago, active now).
    // Quiet: first seen two weeks ago, not since (installed, not active). Unpublished: seen today, then
    // unpublished (an install this week, but not active: it does not run).
    await db.admin(`
      insert into public.widget_views (widget_id, day, host, shard, views) values
        ('${old}', date_trunc('week', now() at time zone 'utc')::date - 21, 'old.example', 0, 5),
        ('${old}', (now() at time zone 'utc')::date, 'old.example', 1, 2),
        ('${quiet}', date_trunc('week', now() at time zone 'utc')::date - 14, 'quiet.example', 0, 9),
        ('${unpublished}', (now() at time zone 'utc')::date, 'gone.example', 0, 1);
    `);
    await db.rows(ACTORS.member, `select public.unpublish_widget('${unpublished}') as w`);
    const [row] = await db.rows<{ monday: string }>(
      ACTORS.staff,
      `select to_char(date_trunc('week', now() at time zone 'utc'), 'YYYY-MM-DD') as monday`,
    );
    thisMonday = row!.monday;
  }, 240_000);
  afterAll(() => db?.close());

  const widgetInsights = async (weeks: number) =>
    (
      await db.rows<{ insights: WidgetInsights }>(
        ACTORS.staff,
        `select public.widget_insights(${weeks}) as insights`,
      )
    )[0]!.insights;

  it('counts installs per week, every week of the window, and the widgets active in the last 7 days', async () => {
    const insights = await widgetInsights(4);
    expect(insights.installs_by_week).toHaveLength(4);
    expect(insights.installs_by_week.at(-1)).toEqual({ week: thisMonday, installs: 3 });
    expect(insights.installs_by_week.map((week) => Number(week.installs))).toEqual([1, 1, 0, 3]);
    expect(Number(insights.active_widgets)).toBe(2);
    expect(Number(insights.published_widgets)).toBe(3);
    expect(Number(insights.active_owners)).toBe(1);
  });

  it('leaves out weeks before the window', async () => {
    const insights = await widgetInsights(1);
    expect(insights.installs_by_week).toEqual([{ week: thisMonday, installs: 3 }]);
  });

  it('refuses everyone but staff (42501) and a window out of range (22023)', async () => {
    for (const actor of [ACTORS.member, ACTORS.anon])
      await expect(db.rows(actor, `select public.widget_insights(12) as i`)).rejects.toMatchObject({
        code: '42501',
      });
    await expect(db.rows(ACTORS.staff, `select public.widget_insights(0) as i`)).rejects.toMatchObject({
      code: '22023',
    });
  });
});
