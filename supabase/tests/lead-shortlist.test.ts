import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '../../src/lib/leads/lead-limits';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';

/**
 * custom_builder_leads.shortlist (20261123000400_lead_shortlist.sql): an optional list of at most 20
 * distinct positive tool ids, one dimension, never text. Proven from each role on each real engine.
 */
const MAX = LEAD_LIMITS.shortlist;
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);
const smallints = (values: readonly number[]) => `array[${values.join(', ')}]::smallint[]`;

/** The builder's insert with a shortlist given as a SQL expression (so malformed arrays can be sent). */
function insertWithShortlist(shortlistSql: string, id: string = crypto.randomUUID()) {
  const base = insertLeadSql(leadRow({ id }));
  return base.replace(') values (', ', shortlist) values (').replace(/\)$/, `, ${shortlistSql})`);
}

describe.each(engineFactories())('custom_builder_leads.shortlist on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  const shortlistOf = async (id: string) =>
    (
      await db.rows<{ shortlist: number[] | null }>(
        ACTORS.service,
        `select shortlist from public.custom_builder_leads where id = '${id}'`,
      )
    )[0]?.shortlist;

  describe('constraint', () => {
    it.each<[string, string]>([
      ['an empty list (none is null)', `'{}'::smallint[]`],
      [`${MAX + 1} ids`, smallints(ids(MAX + 1))],
      ['a duplicate id', smallints([14, 3, 14])],
      ['a zero id', smallints([0, 3])],
      ['a negative id', smallints([14, -3])],
      ['a null id', 'array[14, null]::smallint[]'],
      ['two dimensions', 'array[[14, 3], [15, 4]]::smallint[]'],
      ['a list that does not start at index 1', `'[0:1]={14,3}'::smallint[]`],
    ])('refuses %s (23514)', async (_, sql) => {
      await expect(db.exec(ACTORS.anon, insertWithShortlist(sql))).rejects.toMatchObject({ code: '23514' });
    });

    it('refuses text: the column holds numbers only (22P02)', async () => {
      await expect(
        db.exec(ACTORS.anon, insertWithShortlist(`'{"Google Reviews Widget"}'`)),
      ).rejects.toMatchObject({ code: '22P02' });
    });

    it.each<[string, string]>([
      ['no shortlist (null)', 'null'],
      ['one id', smallints([14])],
      [`${MAX} distinct ids`, smallints(ids(MAX, 100))],
    ])('accepts %s', async (_, sql) => {
      expect(await db.exec(ACTORS.anon, insertWithShortlist(sql))).toBe(1);
    });

    it('keeps the order the visitor chose', async () => {
      const id = crypto.randomUUID();
      await db.exec(ACTORS.anon, insertWithShortlist(smallints([14, 3, 120]), id));
      expect(await shortlistOf(id)).toEqual([14, 3, 120]);
    });
  });

  describe('roles', () => {
    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
      ['service_role', ACTORS.service],
    ] as [string, TestActor][])('%s can submit a lead with a shortlist', async (_, actor) => {
      const id = crypto.randomUUID();
      expect(await db.exec(actor, insertWithShortlist(smallints([14, 15]), id))).toBe(1);
      expect(await shortlistOf(id)).toEqual([14, 15]);
    });

    it('anon cannot read shortlists back', async () => {
      await expect(
        db.rows(ACTORS.anon, 'select shortlist from public.custom_builder_leads'),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user sees no shortlist; staff see them', async () => {
      const id = crypto.randomUUID();
      await db.exec(ACTORS.anon, insertWithShortlist(smallints([7, 8]), id));
      expect(await db.rows(ACTORS.member, 'select shortlist from public.custom_builder_leads')).toEqual([]);
      const rows = await db.rows<{ shortlist: number[] }>(
        ACTORS.staff,
        `select shortlist from public.custom_builder_leads where id = '${id}'`,
      );
      expect(rows).toEqual([{ shortlist: [7, 8] }]);
    });

    it.each([
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot change a shortlist', async (_, actor) => {
      const id = crypto.randomUUID();
      await db.exec(ACTORS.anon, insertWithShortlist(smallints([7]), id));
      const sql = `update public.custom_builder_leads set shortlist = array[9]::smallint[] where id = '${id}'`;
      await expect(db.exec(actor, sql)).rejects.toMatchObject({ code: '42501' });
      expect(await shortlistOf(id)).toEqual([7]);
    });

    it('anon cannot call the distinctness check by name (private schema)', async () => {
      await expect(
        db.rows(ACTORS.anon, 'select private.smallint_array_is_distinct(array[1]::smallint[]) as ok'),
      ).rejects.toMatchObject({
        code: '42501',
      });
    });
  });
});
