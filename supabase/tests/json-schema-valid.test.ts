import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kindJsonSchema } from '../../src/widgets/kind-json-schema';
import { clockTime, e164, hexColor, httpsLink, isoDate, line, link, text, timeZone } from '../../src/widgets/settings-common';
import { ACTORS } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * private.json_schema_valid (20261201000100_widgets.sql), the database's check of every saved widget, on
 * each real engine: hand-written schemas for each keyword, fail-closed on keywords it does not know, and
 * the same verdict as zod for the settings pieces the kinds are built from.
 */
type Case = [label: string, schema: unknown, value: unknown, valid: boolean];

const CASES: Case[] = [
  ['a string for type string', { type: 'string' }, 'hi', true],
  ['a number for type string', { type: 'string' }, 3, false],
  ['a whole number for integer', { type: 'integer' }, 4, true],
  ['a fraction for integer', { type: 'integer' }, 4.5, false],
  ['a fraction for number', { type: 'number' }, 4.5, true],
  ['true for boolean', { type: 'boolean' }, true, true],
  ['null for boolean', { type: 'boolean' }, null, false],
  ['null for type [string, null]', { type: ['string', 'null'] }, null, true],
  ['an array for object', { type: 'object' }, [], false],
  ['an object for array', { type: 'array' }, {}, false],
  ['a listed enum value', { type: 'string', enum: ['a', 'b'] }, 'b', true],
  ['an unlisted enum value', { type: 'string', enum: ['a', 'b'] }, 'c', false],
  ['the const', { const: 'k' }, 'k', true],
  ['not the const', { const: 'k' }, 'K', false],
  ['a matching pattern', { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, '#12abEF', true],
  ['a pattern found inside, unanchored', { type: 'string', pattern: 'ab' }, 'xaby', true],
  ['a non-matching pattern', { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, 'red', false],
  ['minLength met (code points)', { type: 'string', minLength: 2 }, 'é€', true],
  ['below minLength', { type: 'string', minLength: 2 }, 'x', false],
  ['at maxLength', { type: 'string', maxLength: 3 }, 'abc', true],
  ['over maxLength', { type: 'string', maxLength: 3 }, 'abcd', false],
  ['at minimum', { type: 'number', minimum: 1 }, 1, true],
  ['below minimum', { type: 'number', minimum: 1 }, 0.5, false],
  ['over maximum', { type: 'integer', maximum: 10 }, 11, false],
  ['at exclusiveMinimum', { type: 'number', exclusiveMinimum: 1 }, 1, false],
  ['above exclusiveMinimum', { type: 'number', exclusiveMinimum: 1 }, 1.01, true],
  ['at exclusiveMaximum', { type: 'number', exclusiveMaximum: 5 }, 5, false],
  ['items all valid', { type: 'array', items: { type: 'integer' } }, [1, 2], true],
  ['an invalid item', { type: 'array', items: { type: 'integer' } }, [1, 'x'], false],
  ['below minItems', { type: 'array', minItems: 1 }, [], false],
  ['over maxItems', { type: 'array', maxItems: 1 }, [1, 2], false],
  ['required present', { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, { a: 'x' }, true],
  ['required missing', { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, {}, false],
  ['a wrong property', { type: 'object', properties: { a: { type: 'string' } } }, { a: 1 }, false],
  ['an extra key, allowed', { type: 'object', properties: {} }, { b: 1 }, true],
  ['an extra key, refused', { type: 'object', properties: {}, additionalProperties: false }, { b: 1 }, false],
  ['extra keys checked by a schema', { type: 'object', additionalProperties: { type: 'string' } }, { b: 1 }, false],
  ['anyOf: one matches', { anyOf: [{ type: 'string' }, { type: 'null' }] }, null, true],
  ['anyOf: none matches', { anyOf: [{ type: 'string' }, { type: 'null' }] }, 1, false],
  ['oneOf: exactly one', { oneOf: [{ const: 'a' }, { const: 'b' }] }, 'a', true],
  ['oneOf: two match', { oneOf: [{ type: 'string' }, { const: 'a' }] }, 'a', false],
  ['allOf: both', { allOf: [{ pattern: '^a' }, { pattern: 'z$' }] }, 'abz', true],
  ['allOf: one fails', { allOf: [{ pattern: '^a' }, { pattern: 'z$' }] }, 'aby', false],
  ['annotations ignored', { $schema: 'https://json-schema.org/draft/2020-12/schema', description: 'd', default: 1, type: 'integer' }, 2, true],
  [
    'nested: a bad item deep inside',
    { type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { q: { type: 'string', maxLength: 2 } } } } } },
    { list: [{ q: 'ok' }, { q: 'too long' }] },
    false,
  ],
];

/** Values the pieces of src/widgets/settings-common.ts should accept or refuse, as zod decides. */
const PIECES = z.object({
  title: line(20),
  body: text(40),
  href: link(),
  site: httpsLink(),
  color: hexColor(),
  phone: e164(),
  zone: timeZone(),
  opens: clockTime(),
  day: isoDate(),
});
const GOOD = {
  title: 'Open today',
  body: 'Line one\nline two',
  href: 'https://example.com/menu?x=1#top',
  site: 'https://example.com/',
  color: '#1A2b3C',
  phone: '+15550100123',
  zone: 'America/Argentina/Buenos_Aires',
  opens: '09:30',
  day: '2026-12-31',
};
const VARIANTS: Array<[string, Record<string, unknown>]> = [
  ['everything valid', {}],
  ['a tel: link', { href: 'tel:+15550100123' }],
  ['a mailto: link', { href: 'mailto:owner@bistro.example' }],
  ['a javascript: link', { href: 'javascript:alert(1)' }],
  ['a data: link', { href: 'data:text/html,<b>x</b>' }],
  ['an http: link', { href: 'http://example.com/' }],
  ['a link with a quote', { href: 'https://example.com/"onmouseover=x' }],
  ['a link with a space', { href: 'https://example.com/a b' }],
  ['an https link with a line break', { site: 'https://example.com/\nx' }],
  ['a named colour', { color: 'red' }],
  ['a short hex colour', { color: '#fff' }],
  ['a colour with a suffix', { color: '#123456;background:url(x)' }],
  ['a title with a line break', { title: 'a\nb' }],
  ['a title with a bidi override', { title: 'abc\u202Edef' }],
  // (A NUL never reaches the check: jsonb itself refuses \u0000.)
  ['a title with an escape character', { title: 'a\u001Bb' }],
  ['a title with a C1 control', { title: 'a\u0085b' }],
  ['a long title', { title: 'x'.repeat(21) }],
  ['a body with a tab', { body: 'a\tb' }],
  ['a body with markup (text, allowed)', { body: '<b>bold</b>' }],
  ['a phone without +', { phone: '15550100123' }],
  ['a time zone with a space', { zone: 'Europe/Paris x' }],
  ['25:00', { opens: '25:00' }],
  ['24:00', { opens: '24:00' }],
  ['month 13', { day: '2026-13-01' }],
  ['an unknown key', { extra: 'x' }],
  ['a missing key', { title: undefined }],
];

describe.each(engineFactories())('private.json_schema_valid on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
  }, 240_000);
  afterAll(() => db?.close());

  /** One statement for a whole table of checks (psql starts once per statement on PostgreSQL 15). */
  const verdicts = async (pairs: Array<[schema: unknown, value: unknown]>) => {
    const values = pairs
      .map(([schema, value], i) => `(${i}, ${literal(JSON.stringify(schema))}::jsonb, ${literal(JSON.stringify(value))}::jsonb)`)
      .join(',\n');
    const rows = await db.rows<{ i: number; ok: boolean }>(
      ACTORS.service,
      `select i, private.json_schema_valid(s, v) as ok from (values ${values}) as t(i, s, v) order by i`,
    );
    return rows.map((r) => r.ok);
  };

  it('applies each keyword of the subset', async () => {
    const got = await verdicts(CASES.map(([, schema, value]) => [schema, value]));
    expect(Object.fromEntries(CASES.map(([label], i) => [label, got[i]]))).toEqual(
      Object.fromEntries(CASES.map(([label, , , valid]) => [label, valid])),
    );
  });

  it.each([
    ['format', { type: 'string', format: 'email' }],
    ['$ref', { $ref: '#/$defs/x' }],
    ['a nested propertyNames', { type: 'object', properties: { a: { type: 'object', propertyNames: { pattern: '^a' } } } }],
    ['prefixItems', { type: 'array', prefixItems: [{ type: 'string' }] }],
  ])('refuses a schema with %s rather than ignoring it (22023)', async (_, schema) => {
    await expect(
      db.rows(ACTORS.service, `select private.json_schema_supported(${literal(JSON.stringify(schema))}::jsonb) as ok`),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('fails closed when it meets an unknown keyword while checking a value', async () => {
    await expect(
      db.rows(ACTORS.service, `select private.json_schema_valid('{"type":"string","format":"uri"}', '"x"') as ok`),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('gives the same verdict as zod for the settings pieces (patterns read alike in both engines)', async () => {
    const schema = kindJsonSchema(PIECES);
    const samples = VARIANTS.map(([, change]) => JSON.parse(JSON.stringify({ ...GOOD, ...change })) as unknown);
    const got = await verdicts(samples.map((value) => [schema, value]));
    // The editor's parse strips unknown keys before saving; the database refuses them: compare as strict.
    const byZod = samples.map((value) => PIECES.strict().safeParse(value).success);
    expect(Object.fromEntries(VARIANTS.map(([label], i) => [label, got[i]]))).toEqual(
      Object.fromEntries(VARIANTS.map(([label], i) => [label, byZod[i]])),
    );
    // The samples cover both verdicts, and the ones that matter most are refused.
    expect(byZod.filter(Boolean).length).toBeGreaterThan(4);
    for (const label of ['a javascript: link', 'a named colour', 'an unknown key', 'a long title']) {
      expect(got[VARIANTS.findIndex(([l]) => l === label)]).toBe(false);
    }
  });
});
