import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kindJsonSchema } from '../../src/widgets/kind-json-schema';
import { hexColor, link, requiredLine } from '../../src/widgets/settings-common';
import { ACTORS, MEMBER_ID, seedUsers, STAFF_ID } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * Widgets (20261201000100_widgets.sql) on each real engine: anon reads and changes nothing but a published
 * widget's settings by id; an owner works only its own rows; staff read all; every saved draft and
 * published copy matches its kind's schema. The kind's schema row is this test's own (a small schema
 * built from the same pieces as the kinds), so the rules are proven whatever kinds are registered.
 */
const OWNER_B = '5a7f0000-0000-4000-8000-0000000000b2';
const ownerA = ACTORS.member;
const ownerB = { role: 'authenticated', sub: OWNER_B } as const;

const TEST_SCHEMA = kindJsonSchema(
  z.object({ label: requiredLine(40), href: link(), color: hexColor(), size: z.number().int().min(40).max(96) }),
);
const GOOD = { label: 'Call us', href: 'tel:+15550100123', color: '#0F766E', size: 56 };

const settings = (value: object) => `${literal(JSON.stringify(value))}::jsonb`;

describe.each(engineFactories())('widgets on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.admin(`
      insert into auth.users (id, email) values ('${OWNER_B}', 'owner-b@localboost.example');
      insert into private.widget_kind_schemas (kind, schema) values ('call-button', ${settings(TEST_SCHEMA)})
        on conflict (kind) do update set schema = excluded.schema;
      delete from private.widget_kind_schemas where kind = 'faq';
    `);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() => db.admin('delete from public.widgets'));

  /** Inserts a widget as its owner; answers its id. */
  const create = async (owner: typeof ownerA | typeof ownerB, draft: object = GOOD, name = 'Call button') =>
    (
      await db.rows<{ id: string }>(
        owner,
        `insert into public.widgets (kind, name, draft) values ('call-button', ${literal(name)}, ${settings(draft)}) returning id`,
      )
    )[0]!.id;
  const publish = (owner: typeof ownerA | typeof ownerB, id: string) =>
    db.rows<{ w: { published: unknown; published_at: string } }>(owner, `select to_jsonb(public.publish_widget('${id}')) as w`);
  const read = async (actor: { role: string; sub?: string }, id: string) =>
    (await db.rows<{ r: unknown }>(actor as typeof ownerA, `select public.published_widget('${id}') as r`))[0]?.r;

  describe('anonymous visitors', () => {
    it('may not read, insert, update or delete widgets (42501)', async () => {
      const id = await create(ownerA);
      for (const sql of [
        'select id from public.widgets',
        `insert into public.widgets (kind, name, draft) values ('call-button', 'x', ${settings(GOOD)})`,
        `update public.widgets set name = 'taken' where id = '${id}'`,
        `delete from public.widgets where id = '${id}'`,
        `select public.publish_widget('${id}')`,
      ]) {
        await expect(db.exec(ACTORS.anon, sql), sql).rejects.toMatchObject({ code: '42501' });
      }
    });

    it("get a published widget's id, kind, settings and time, and nothing for a draft or an unknown id", async () => {
      const id = await create(ownerA);
      expect(await read(ACTORS.anon, id)).toBeNull();
      expect(await read(ACTORS.anon, '00000000-0000-4000-8000-000000000000')).toBeNull();
      await publish(ownerA, id);
      await db.exec(ownerA, `update public.widgets set draft = ${settings({ ...GOOD, label: 'Unpublished edit' })} where id = '${id}'`);
      const body = (await read(ACTORS.anon, id)) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['id', 'kind', 'settings', 'updatedAt']);
      expect(body).toMatchObject({ id, kind: 'call-button', settings: GOOD });
      expect(body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(JSON.stringify(body)).not.toContain(MEMBER_ID);
      expect(JSON.stringify(body)).not.toContain('Unpublished edit');
      expect(await read(ownerB, id)).toEqual(body);
    });
  });

  describe('owners', () => {
    it('work their own rows: insert, read, rename, edit the draft, publish, unpublish, delete', async () => {
      const id = await create(ownerA);
      const [row] = await db.rows<{ owner_id: string; published: unknown }>(ownerA, `select owner_id, published from public.widgets where id = '${id}'`);
      expect(row).toEqual({ owner_id: MEMBER_ID, published: null });
      expect(await db.exec(ownerA, `update public.widgets set name = 'Main call button', draft = ${settings({ ...GOOD, size: 64 })} where id = '${id}'`)).toBe(1);
      const [published] = await publish(ownerA, id);
      expect(published?.w.published).toEqual({ ...GOOD, size: 64 });
      expect(published?.w.published_at).toBeTruthy();
      expect(await read(ACTORS.anon, id)).toMatchObject({ settings: { ...GOOD, size: 64 } });
      await db.rows(ownerA, `select public.unpublish_widget('${id}') as w`);
      expect(await read(ACTORS.anon, id)).toBeNull();
      expect(await db.exec(ownerA, `delete from public.widgets where id = '${id}'`)).toBe(1);
    });

    it("neither see nor change another owner's widgets", async () => {
      const idA = await create(ownerA);
      const idB = await create(ownerB);
      expect((await db.rows<{ id: string }>(ownerA, 'select id from public.widgets')).map((r) => r.id)).toEqual([idA]);
      expect(await db.exec(ownerB, `update public.widgets set name = 'taken' where id = '${idA}'`)).toBe(0);
      expect(await db.exec(ownerB, `delete from public.widgets where id = '${idA}'`)).toBe(0);
      await expect(publish(ownerB, idA)).rejects.toMatchObject({ code: 'P0002' });
      await expect(db.rows(ownerB, `select public.unpublish_widget('${idA}') as w`)).rejects.toMatchObject({ code: 'P0002' });
      expect((await db.rows<{ name: string }>(ownerA, `select name from public.widgets where id = '${idA}'`))[0]?.name).toBe('Call button');
      expect(idB).toBeTruthy();
    });

    it('cannot insert for another owner, nor change owner, kind or the published copy directly', async () => {
      await expect(
        db.exec(ownerA, `insert into public.widgets (owner_id, kind, name, draft) values ('${OWNER_B}', 'call-button', 'x', ${settings(GOOD)})`),
      ).rejects.toMatchObject({ code: '42501' });
      const id = await create(ownerA);
      for (const set of [`owner_id = '${OWNER_B}'`, `kind = 'faq'`, `published = ${settings(GOOD)}`, 'published_at = now()']) {
        await expect(db.exec(ownerA, `update public.widgets set ${set} where id = '${id}'`), set).rejects.toMatchObject({ code: '42501' });
      }
    });

    it('keep at most 50 widgets', async () => {
      await db.admin(
        `insert into public.widgets (owner_id, kind, name, draft)
           select '${MEMBER_ID}', 'call-button', 'w' || n, ${settings(GOOD)} from generate_series(1, 50) as n`,
      );
      await expect(create(ownerA)).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('at most 50 widgets') });
      expect(await create(ownerB)).toBeTruthy();
    });

    it('keep updated_at current', async () => {
      const id = await create(ownerA);
      await db.admin(`update public.widgets set updated_at = now() - interval '1 day' where id = '${id}'`);
      await db.exec(ownerA, `update public.widgets set name = 'Renamed' where id = '${id}'`);
      const [row] = await db.rows<{ fresh: boolean }>(ownerA, `select updated_at > now() - interval '1 minute' as fresh from public.widgets where id = '${id}'`);
      expect(row?.fresh).toBe(true);
    });
  });

  it('staff read every widget, and change none', async () => {
    const idA = await create(ownerA);
    const idB = await create(ownerB);
    const rows = await db.rows<{ id: string }>(ACTORS.staff, 'select id from public.widgets order by id');
    expect(rows.map((r) => r.id)).toEqual([idA, idB].sort());
    expect(await db.exec(ACTORS.staff, `update public.widgets set name = 'staff edit'`)).toBe(0);
    expect(await db.exec(ACTORS.staff, 'delete from public.widgets')).toBe(0);
    await expect(publish(ACTORS.staff as never, idA)).rejects.toMatchObject({ code: 'P0002' });
    expect(STAFF_ID).not.toBe(MEMBER_ID);
  });

  describe("the kind's schema check", () => {
    it.each([
      ['a javascript: link', { ...GOOD, href: 'javascript:alert(1)' }],
      ['a non-hex colour', { ...GOOD, color: 'red' }],
      ['an unknown key', { ...GOOD, onclick: 'x' }],
      ['an over-long text', { ...GOOD, label: 'x'.repeat(41) }],
      ['a missing key', { label: 'Call', href: 'tel:+15550100123', size: 56 }],
      ['a number out of range', { ...GOOD, size: 500 }],
    ])('refuses %s in a draft (23514)', async (_, draft) => {
      await expect(create(ownerA, draft)).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('widgets_settings_check') });
      const id = await create(ownerA);
      await expect(db.exec(ownerA, `update public.widgets set draft = ${settings(draft)} where id = '${id}'`)).rejects.toMatchObject({
        code: '23514',
      });
    });

    it('accepts valid settings', async () => {
      const id = await create(ownerA, { ...GOOD, href: 'https://bistro.example/contact', label: 'Écrivez-nous' });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('checks the published copy too, against the schema in force when publishing', async () => {
      const id = await create(ownerA);
      await db.admin(`update private.widget_kind_schemas set schema = jsonb_set(schema, '{properties,size,maximum}', '50') where kind = 'call-button'`);
      try {
        await expect(publish(ownerA, id)).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('published') });
      } finally {
        await db.admin(`update private.widget_kind_schemas set schema = ${settings(TEST_SCHEMA)} where kind = 'call-button'`);
      }
    });

    it('refuses a kind without a schema row, a bad name, and settings over 32 KB', async () => {
      await expect(
        db.exec(ownerA, `insert into public.widgets (kind, name, draft) values ('faq', 'FAQ', '{}')`),
      ).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('no settings schema') });
      await expect(create(ownerA, GOOD, '')).rejects.toMatchObject({ code: '23514' });
      await expect(create(ownerA, GOOD, 'a\u202Eb')).rejects.toMatchObject({ code: '23514' });
      // The size bound holds even under a schema that would take any object.
      await db.admin(`update private.widget_kind_schemas set schema = '{"type": "object"}' where kind = 'call-button'`);
      try {
        expect(await create(ownerA, { note: 'x'.repeat(30_000) })).toBeTruthy();
        await expect(create(ownerA, { note: 'x'.repeat(33_000) })).rejects.toMatchObject({
          code: '23514',
          message: expect.stringContaining('widgets_draft_check'),
        });
      } finally {
        await db.admin(`update private.widget_kind_schemas set schema = ${settings(TEST_SCHEMA)} where kind = 'call-button'`);
      }
    });
  });
});
