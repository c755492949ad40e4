import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normaliseHost } from '../functions/widget-views/beacon';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { literal } from './support/sql-literal';
import { ANY_CALL_BUTTON_SQL, insertWidget } from './support/widget-rows';

/**
 * Widget views (20261201000900_widget_views.sql) on each real engine: record_widget_views, which anyone may
 * call, counts one view per distinct published widget per call, today (UTC), on the page's host, spread over
 * shards whose sum is exactly what was recorded; nobody writes the table directly; an owner reads only its
 * own widgets' views, staff read all, anonymous visitors none. The function's host check
 * (supabase/functions/widget-views/beacon.ts) and the database's give the same verdict.
 */
const OWNER_B = '5a7f0000-0000-4000-8000-0000000000b2';
const ownerA = ACTORS.member;
const ownerB = { role: 'authenticated', sub: OWNER_B } as const;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const ids = (values: readonly string[]) => `array[${values.map((v) => literal(v)).join(', ')}]::uuid[]`;
const record = (host: string | null, widgetIds: readonly string[]) =>
  `select public.record_widget_views(${literal(host)}, ${ids(widgetIds)})`;
/** Today in UTC, as the database should count it. */
const utcToday = () => new Date().toISOString().slice(0, 10);

describe.each(engineFactories())('widget views on $name', (factory) => {
  let db: DbEngine;
  let widgetA: string;
  let widgetA2: string;
  let widgetB: string;
  let draftA: string;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(`
      insert into auth.users (id, email) values ('${OWNER_B}', 'owner-b@localboost.example');
      ${ANY_CALL_BUTTON_SQL}
    `);
    widgetA = await widget(ownerA, true);
    widgetA2 = await widget(ownerA, true);
    widgetB = await widget(ownerB, true);
    draftA = await widget(ownerA, false);
  }, 240_000);
  afterAll(() => db?.close());

  const widget = (owner: typeof ownerA | typeof ownerB, publish: boolean) =>
    insertWidget(db, owner, { name: 'Call', publish });

  beforeEach(() => db.admin('delete from public.widget_views'));

  /** Views per widget and host, summed over shards, as `actor` sees them. */
  const totals = async (actor: TestActor) =>
    Object.fromEntries(
      (
        await db.rows<{ widget_id: string; host: string; day: string; views: number }>(
          actor,
          `select widget_id, host, day::text as day, sum(views)::int as views from public.widget_views group by 1, 2, 3`,
        )
      ).map((row) => [`${row.widget_id} ${row.host} ${row.day}`, row.views]),
    );
  const key = (widget: string, host = 'bistro.example') => `${widget} ${host} ${utcToday()}`;

  describe('counting', () => {
    it('adds one view per distinct published widget per call, today in UTC, on the lower-cased host', async () => {
      await db.rows(ACTORS.anon, record('Bistro.Example.', [widgetA, widgetA, widgetB, draftA, UNKNOWN]));
      await db.rows(ACTORS.anon, record('bistro.example', [widgetA]));
      await db.rows(ownerB, record('www.bistro.example', [widgetA]));
      expect(await totals(ACTORS.staff)).toEqual({
        [key(widgetA)]: 2,
        [key(widgetB)]: 1,
        [key(widgetA, 'www.bistro.example')]: 1,
      });
    });

    it('counts the UTC day whatever the session time zone', async () => {
      // A zone whose date differs from UTC's at this hour: 14 hours ahead late in the UTC day, 11 behind early.
      const zone = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
      await db.rows(
        ACTORS.anon,
        `select public.record_widget_views('bistro.example', ${ids([widgetA])}) from (select set_config('timezone', ${literal(zone)}, true)) as z`,
      );
      expect(await totals(ACTORS.staff)).toEqual({ [key(widgetA)]: 1 });
    });

    it('spreads a burst over shards 0 to 15 whose sum is exactly the views recorded', async () => {
      await db.rows(
        ACTORS.anon,
        `select public.record_widget_views('bistro.example', ${ids([widgetA, widgetB])}) from generate_series(1, 300)`,
      );
      const rows = await db.rows<{ widget_id: string; shard: number; views: number }>(
        ACTORS.staff,
        `select widget_id, shard, views from public.widget_views`,
      );
      for (const widget of [widgetA, widgetB]) {
        const shards = rows.filter((row) => row.widget_id === widget);
        expect(shards.reduce((sum, row) => sum + Number(row.views), 0)).toBe(300);
        expect(new Set(shards.map((row) => row.shard)).size).toBe(shards.length);
        // 300 views landing in fewer than 8 of 16 shards would be a broken spread (odds well under 1e-30).
        expect(shards.length).toBeGreaterThanOrEqual(8);
        for (const row of shards) expect(row.shard >= 0 && row.shard <= 15, String(row.shard)).toBe(true);
      }
    });

    it('stops counting a widget once unpublished, and forgets its views when it is deleted', async () => {
      await db.rows(ACTORS.anon, record('bistro.example', [widgetA2]));
      await db.rows(ownerA, `select public.unpublish_widget('${widgetA2}') as w`);
      await db.rows(ACTORS.anon, record('bistro.example', [widgetA2]));
      expect(await totals(ownerA)).toEqual({ [key(widgetA2)]: 1 });
      await db.rows(ownerA, `select public.publish_widget('${widgetA2}') as w`);
      await db.exec(ownerA, `delete from public.widgets where id = '${widgetA2}'`);
      expect(await totals(ACTORS.staff)).toEqual({});
      widgetA2 = await widget(ownerA, true);
    });

    it('counts at most 50 hosts a widget a day: a new host past them is not counted, the 50 go on counting', async () => {
      // Made-up hosts, as a loop naming a new one each call would send them.
      await db.admin(`do $$ begin
        for n in 1..50 loop
          perform public.record_widget_views('site' || n || '.example', array['${widgetA}']::uuid[]);
        end loop;
      end $$`);
      await db.rows(ACTORS.anon, record('site51.example', [widgetA, widgetB]));
      await db.rows(ACTORS.anon, record('site7.example', [widgetA]));
      const counted = await totals(ACTORS.staff);
      expect(Object.keys(counted).filter((row) => row.startsWith(widgetA))).toHaveLength(50);
      expect(counted[key(widgetA, 'site51.example')]).toBeUndefined();
      expect(counted[key(widgetA, 'site7.example')]).toBe(2);
      // Another widget's hosts are its own.
      expect(counted[key(widgetB, 'site51.example')]).toBe(1);
    });

    it('refuses (22023) more than 20 ids, a null id, a null or malformed host, and takes exactly 20', async () => {
      const twenty = [
        widgetA,
        ...Array.from({ length: 19 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
      ];
      for (const sql of [
        record('bistro.example', [...twenty, UNKNOWN.replace(/0$/, '9')]),
        `select public.record_widget_views('bistro.example', array['${widgetA}', null]::uuid[])`,
        `select public.record_widget_views('bistro.example', null)`,
        record(null, [widgetA]),
        record('', [widgetA]),
        record('bistro.example:8080', [widgetA]),
        record('x'.repeat(300), [widgetA]),
      ]) {
        await expect(db.rows(ACTORS.anon, sql), sql.slice(0, 120)).rejects.toMatchObject({ code: '22023' });
      }
      await db.rows(ACTORS.anon, record('bistro.example', twenty));
      expect(await totals(ACTORS.staff)).toEqual({ [key(widgetA)]: 1 });
    });

    it('checks the host as the function does (beacon.ts): the same verdict and the same stored name', async () => {
      const samples = [
        'Bistro.Example.',
        'localhost',
        '127.0.0.1',
        'xn--caf-dma.example',
        'my_site.example',
        `${'a'.repeat(63)}.example`,
        `${'a'.repeat(64)}.example`,
        `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
        `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.`,
        `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`,
        '-bistro.example',
        'bistro-.example',
        'bistro..example',
        '.example',
        'example..',
        '.',
        '',
        'bistro example',
        '[::1]',
        'café.example',
        '\u212Aelvin.example',
        'bistro.example/',
      ];
      for (const host of samples) {
        const expected = normaliseHost(host);
        await db.admin('delete from public.widget_views');
        const outcome = await db.rows(ACTORS.anon, record(host, [widgetA])).then(
          () => 'stored',
          (error: { code?: string }) => error.code,
        );
        if (expected === null) {
          expect(outcome, host).toBe('22023');
        } else {
          expect(outcome, host).toBe('stored');
          expect(Object.keys(await totals(ACTORS.staff)), host).toEqual([key(widgetA, expected)]);
        }
      }
    });
  });

  describe('who reads and writes', () => {
    beforeEach(async () => {
      await db.rows(ACTORS.anon, record('bistro.example', [widgetA, widgetB]));
    });

    it('anonymous visitors read nothing and write nothing directly (42501)', async () => {
      for (const sql of [
        'select * from public.widget_views',
        `insert into public.widget_views (widget_id, day, host, shard, views) values ('${widgetA}', current_date, 'x.example', 0, 1000)`,
        `update public.widget_views set views = views + 1000`,
        'delete from public.widget_views',
      ]) {
        await expect(db.exec(ACTORS.anon, sql), sql).rejects.toMatchObject({ code: '42501' });
      }
    });

    it("an owner reads only its own widgets' views, and writes none", async () => {
      expect(await totals(ownerA)).toEqual({ [key(widgetA)]: 1 });
      expect(await totals(ownerB)).toEqual({ [key(widgetB)]: 1 });
      for (const sql of [
        `insert into public.widget_views (widget_id, day, host, shard, views) values ('${widgetA}', current_date, 'x.example', 0, 1000)`,
        `update public.widget_views set views = views + 1000`,
        'delete from public.widget_views',
      ]) {
        await expect(db.exec(ownerA, sql), sql).rejects.toMatchObject({ code: '42501' });
      }
      expect(await totals(ownerA)).toEqual({ [key(widgetA)]: 1 });
    });

    it("staff read every widget's views, and write none", async () => {
      expect(await totals(ACTORS.staff)).toEqual({ [key(widgetA)]: 1, [key(widgetB)]: 1 });
      await expect(db.exec(ACTORS.staff, 'delete from public.widget_views'), 'delete').rejects.toMatchObject({
        code: '42501',
      });
    });

    it('keeps shards 0 to 15, views not negative and hosts lower-case hostnames (23514)', async () => {
      for (const [shard, views, host] of [
        [16, 1, 'x.example'],
        [-1, 1, 'x.example'],
        [0, -1, 'x.example'],
        [0, 1, 'X.example'],
        [0, 1, 'x.example.'],
        [0, 1, ''],
      ] as const) {
        await expect(
          db.admin(
            `insert into public.widget_views (widget_id, day, host, shard, views) values ('${widgetA}', current_date, ${literal(host)}, ${shard}, ${views})`,
          ),
        ).rejects.toMatchObject({ code: '23514' });
      }
    });
  });
});
