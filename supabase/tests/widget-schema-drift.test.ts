import type { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindJsonSchema } from '../../src/widgets/kind-json-schema';
import { WIDGET_KIND_IDS } from '../../src/widgets/kinds';
import { KIND_DEFINITIONS } from '../../src/widgets/registry';

/**
 * The database checks every saved widget against the JSON Schema stored per kind
 * (private.widget_kind_schemas, filled by the generated 20261201000200_widget_kind_schemas.sql). This keeps
 * what the migrations leave in the database equal to the kinds' zod schemas (src/widgets/registry.ts).
 */
const REGENERATE = 'Run `node scripts/widget-schemas-sql.mjs` and commit supabase/migrations/20261201000200_widget_kind_schemas.sql.';

describe('widget kind schemas in the database agree with the zod schemas', () => {
  let db: PGlite;
  let stored: Map<string, unknown>;
  beforeAll(async () => {
    db = await createMigratedPglite();
    const { rows } = await db.query<{ kind: string; schema: unknown }>('select kind, schema from private.widget_kind_schemas');
    stored = new Map(rows.map((r) => [r.kind, r.schema]));
  }, 120_000);
  afterAll(() => db?.close());

  it('every kind of the registry has the JSON Schema of its zod schema', () => {
    for (const [kind, definition] of Object.entries(KIND_DEFINITIONS)) {
      expect(stored.get(kind), `${kind}: the stored schema differs from its zod schema. ${REGENERATE}`).toEqual(
        kindJsonSchema(definition!.schema),
      );
    }
  });

  it('every kind of src/widgets/kinds.ts has a schema row (a kind without one cannot be saved)', () => {
    const missing = WIDGET_KIND_IDS.filter((kind) => !stored.has(kind));
    expect(missing, `No schema row for ${missing.join(', ')}: register the kind in src/widgets/registry.ts. ${REGENERATE}`).toEqual([]);
    expect([...stored.keys()].filter((kind) => !(WIDGET_KIND_IDS as string[]).includes(kind))).toEqual([]);
  });

  it("the database accepts every kind's presets", async () => {
    for (const [kind, definition] of Object.entries(KIND_DEFINITIONS)) {
      for (const preset of definition!.presets) {
        const settings = definition!.schema.parse(preset.settings);
        const { rows } = await db.query<{ ok: boolean }>(
          'select private.json_schema_valid(schema, $2::jsonb) as ok from private.widget_kind_schemas where kind = $1',
          [kind, JSON.stringify(settings)],
        );
        expect(rows[0]?.ok, `${kind} preset ${preset.id}`).toBe(true);
      }
    }
  });
});
