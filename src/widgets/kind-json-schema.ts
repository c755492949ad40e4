import { z } from 'zod';

/**
 * A kind's settings schema as the JSON Schema the database checks every saved widget against
 * (private.widget_kind_schemas, written by `node scripts/widget-schemas-sql.mjs`). The output side: the
 * database stores what the editor's parse gives (defaults filled in, unknown keys refused). Anything JSON
 * Schema cannot say throws here, rather than being left out of the database's check.
 */
export function kindJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>;
}
