import type { SqlDatabase } from '../sql-database';

/**
 * The allowlist of identifiers a request may name: the tables, columns and functions of the public
 * schema, read from the database itself after the migrations ran. Anything else is refused before any
 * SQL is built, and the names that pass are quoted.
 */
export type Catalogue = {
  tables: Map<string, Set<string>>;
  functions: Map<string, { returnsSet: boolean; argNames: string[] }>;
};

export async function loadCatalogue(db: SqlDatabase): Promise<Catalogue> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns.rows) {
    const set = tables.get(table_name) ?? new Set<string>();
    set.add(column_name);
    tables.set(table_name, set);
  }
  const procs = await db.query<{ name: string; returns_set: boolean; arg_names: string[] | null }>(
    `select p.proname as name, p.proretset as returns_set,
            array(
              select a.name
                from unnest(
                  coalesce(p.proargnames, '{}'),
                  coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proargnames, '{}'))]))
                ) as a(name, mode)
               where a.mode in ('i', 'b', 'v')
            ) as arg_names
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const functions = new Map(
    procs.rows.map((p) => [p.name, { returnsSet: p.returns_set, argNames: p.arg_names ?? [] }] as const),
  );
  return { tables, functions };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
