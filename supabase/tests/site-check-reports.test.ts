import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * The website check's reports, limits and cache (issue 25) on each real engine: nobody but staff reads
 * the table, a report is readable by its token only, the site_checker login may run its two functions
 * and nothing else, and the per-address and per-host limits answer PT429 past their number.
 */
type Begin = { cached: boolean; token?: string; report?: Record<string, unknown> };

/** The headers the function received: the client's own x-forwarded-for, then what the gateway appended. */
const headersFrom = (address: string) => ({
  'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}, ${address}`,
});

describe.each(engineFactories())('site check reports on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() => db.admin('delete from public.site_check_reports; delete from private.site_check_log;'));

  const begin = async (address: string, url: string, host = new URL(url).host) =>
    (
      await db.rows<{ result: Begin }>(
        ACTORS.siteChecker,
        `select private.begin_site_check(${literal(JSON.stringify(headersFrom(address)))}::jsonb, ${literal(url)}, ${literal(host)}) as result`,
      )
    )[0]?.result as Begin;
  const save = async (
    url: string,
    report: object = { groups: [] },
    score = 62,
    niche: string | null = 'restaurants',
  ) =>
    (
      await db.rows<{ token: string }>(
        ACTORS.siteChecker,
        `select private.save_site_check_report(${literal(url)}, ${literal(new URL(url).host)}, ${literal(JSON.stringify(report))}::jsonb, ${score}, ${literal(niche)}) as token`,
      )
    )[0]?.token as string;

  describe('reading reports', () => {
    it('anon may not read the table; a signed-in non-staff user sees no row; staff see every report', async () => {
      await save('https://bistro.example/');
      await save('https://salon.example/');
      await expect(db.rows(ACTORS.anon, 'select * from public.site_check_reports')).rejects.toMatchObject({
        code: '42501',
      });
      expect(await db.rows(ACTORS.member, 'select * from public.site_check_reports')).toEqual([]);
      const staffRows = await db.rows<{ target_url: string }>(
        ACTORS.staff,
        'select target_url from public.site_check_reports order by target_url',
      );
      expect(staffRows.map((r) => r.target_url)).toEqual([
        'https://bistro.example/',
        'https://salon.example/',
      ]);
    });

    it('a report is readable through get_site_check_report with its token, without the email or the lead', async () => {
      const token = await save('https://bistro.example/', { groups: [{ id: 'found', grade: 'C' }] }, 55);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      await db.admin(
        `update public.site_check_reports set email = 'owner@bistro.example' where token = ${literal(token)}`,
      );
      for (const actor of [ACTORS.anon, ACTORS.member]) {
        const [row] = await db.rows<{ r: Record<string, unknown> }>(
          actor,
          `select public.get_site_check_report(${literal(token)}) as r`,
        );
        expect(row?.r).toMatchObject({
          token,
          url: 'https://bistro.example/',
          host: 'bistro.example',
          score: 55,
          niche: 'restaurants',
        });
        expect(row?.r.report).toEqual({ groups: [{ id: 'found', grade: 'C' }] });
        expect(JSON.stringify(row?.r)).not.toContain('owner@bistro.example');
      }
    });

    it.each([
      ['a wrong token', '0'.repeat(64)],
      ['an empty token', ''],
      ['a pattern', '%'],
    ])('answers nothing for %s', async (_, token) => {
      await save('https://bistro.example/');
      expect(
        await db.rows(ACTORS.anon, `select public.get_site_check_report(${literal(token)}) as r`),
      ).toEqual([{ r: null }]);
    });

    it.each([
      [
        'anon inserts a report',
        ACTORS.anon,
        `insert into public.site_check_reports (target_url, target_host, report, score) values ('https://x.example/', 'x.example', '{}', 1)`,
      ],
      [
        'staff insert a report',
        ACTORS.staff,
        `insert into public.site_check_reports (target_url, target_host, report, score) values ('https://x.example/', 'x.example', '{}', 1)`,
      ],
      ['staff change a report', ACTORS.staff, `update public.site_check_reports set score = 100`],
      [
        'anon starts a check',
        ACTORS.anon,
        `select private.begin_site_check('{}', 'https://x.example/', 'x.example')`,
      ],
      [
        'a member saves a report',
        ACTORS.member,
        `select private.save_site_check_report('https://x.example/', 'x.example', '{}', 1, null)`,
      ],
    ] as const)('refuses it when %s (42501)', async (_, actor, sql) => {
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('the site_checker login role', () => {
    it('may execute exactly the three site-check functions', async () => {
      const [row] = await db.rows<{ functions: string[] }>(
        ACTORS.service,
        `select array_agg(p.oid::regprocedure::text order by p.oid::regprocedure::text) as functions
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('private', 'public') and has_function_privilege('site_checker', p.oid, 'execute')`,
      );
      expect(row?.functions).toEqual([
        'private.begin_site_check(jsonb,text,text)',
        'private.count_site_check_hop(jsonb,text)',
        'private.save_site_check_report(text,text,jsonb,integer,text)',
      ]);
    });

    it.each([
      'select * from public.site_check_reports',
      'select * from private.site_check_log',
      'select * from private.site_check_settings',
      'select * from public.custom_builder_leads',
    ])('may not run %s', async (sql) => {
      await expect(db.rows(ACTORS.siteChecker, sql)).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('limits: 10 checks an hour per visitor address and per checked host', () => {
    it('refuses the 11th check from one address with PT429, counting the address the gateway saw', async () => {
      for (let i = 0; i < 10; i += 1)
        expect(await begin('203.0.113.7', `https://site-${i}.example/`)).toEqual({ cached: false });
      await expect(begin('203.0.113.7', 'https://site-10.example/')).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringContaining('Too many site checks from this address'),
      });
      expect(await begin('203.0.113.8', 'https://site-10.example/')).toEqual({ cached: false });
    });

    it('refuses the 11th check of one host with PT429, whichever address asks', async () => {
      for (let i = 0; i < 10; i += 1)
        expect(await begin(`203.0.113.${20 + i}`, `https://busy.example/page-${i}`)).toEqual({
          cached: false,
        });
      await expect(begin('203.0.113.40', 'https://busy.example/other')).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringContaining('Too many checks of this site'),
      });
    });

    it('allows again once the counted checks are an hour old', async () => {
      for (let i = 0; i < 10; i += 1) await begin('203.0.113.50', `https://old-${i}.example/`);
      await expect(begin('203.0.113.50', 'https://old-x.example/')).rejects.toMatchObject({ code: 'PT429' });
      await db.admin(
        `update private.site_check_log set checked_at = checked_at - interval '1 hour 1 second'`,
      );
      expect(await begin('203.0.113.50', 'https://old-x.example/')).toEqual({ cached: false });
    });

    it('follows the settings: 0 an hour refuses every check', async () => {
      await db.admin('update private.site_check_settings set per_address_per_hour = 0');
      try {
        await expect(begin('203.0.113.60', 'https://zero.example/')).rejects.toMatchObject({ code: 'PT429' });
      } finally {
        await db.admin('update private.site_check_settings set per_address_per_hour = 10');
      }
    });
  });

  describe('cache: a repeat check of the same address within 10 minutes', () => {
    it('answers the cached report itself, stores no copy, and counts against the visitor (issue 43)', async () => {
      expect(await begin('203.0.113.70', 'https://cached.example/')).toEqual({ cached: false });
      const first = await save('https://cached.example/', { groups: [{ id: 'trust' }] });
      for (let i = 0; i < 9; i += 1) {
        expect(await begin('203.0.113.70', 'https://cached.example/')).toMatchObject({
          cached: true, token: first, report: { groups: [{ id: 'trust' }] },
        });
      }
      await expect(begin('203.0.113.70', 'https://cached.example/')).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringContaining('Too many site checks from this address'),
      });
      const [stored] = await db.rows<{ n: number }>(ACTORS.staff, `select count(*)::int as n from public.site_check_reports`);
      expect(stored?.n).toBe(1);
      // A cache answer costs the checked site nothing: it does not count against the host.
      for (let i = 0; i < 10; i += 1) await begin(`203.0.113.${100 + i}`, 'https://cached.example/');
      expect(await begin('203.0.113.120', 'https://cached.example/menu')).toEqual({ cached: false });
    });

    it('an emailed report is not handed out again: the next visitor gets one copy, which later visitors share', async () => {
      await begin('203.0.113.71', 'https://emailed.example/');
      const first = await save('https://emailed.example/');
      await db.admin(`update public.site_check_reports set email = 'owner@emailed.example' where token = '${first}'`);
      const second = (await begin('203.0.113.72', 'https://emailed.example/')).token;
      expect(second).toMatch(/^[0-9a-f]{64}$/);
      expect(second).not.toBe(first);
      expect((await begin('203.0.113.73', 'https://emailed.example/')).token).toBe(second);
      const [stored] = await db.rows<{ n: number }>(ACTORS.staff, `select count(*)::int as n from public.site_check_reports`);
      expect(stored?.n).toBe(2);
    });

    it('checks again once the last report is more than 10 minutes old', async () => {
      await save('https://stale.example/');
      await db.admin(
        `update public.site_check_reports set created_at = now() - interval '10 minutes 1 second'`,
      );
      expect(await begin('203.0.113.80', 'https://stale.example/')).toEqual({ cached: false });
    });
  });

  describe('stored values', () => {
    it('accepts what a URL parser writes: an IPv6 host in brackets, | and ^ in the query', async () => {
      expect(await save('https://[2606:4700::1111]/')).toMatch(/^[0-9a-f]{64}$/);
      expect(await save('https://bistro.example/?a=|b^c')).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['a URL with a line break', `'https://x.example/' || chr(10) || '<b>'`, `'{}'`, '1'],
      ['a score above 100', `'https://x.example/'`, `'{}'`, '101'],
      ['a report that is not an object', `'https://x.example/'`, `'[]'`, '1'],
    ])('refuses %s (23514)', async (_, url, report, score) => {
      await expect(
        db.exec(
          ACTORS.siteChecker,
          `select private.save_site_check_report(${url}, 'x.example', ${report}::jsonb, ${score}, null)`,
        ),
      ).rejects.toMatchObject({ code: '23514' });
    });
  });
});
