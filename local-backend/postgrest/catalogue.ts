import type { SqlDatabase } from '../sql-database';

/**
 * The allowlist of identifiers a request may name: the tables, columns and functions of the public
 * schema, read from the database itself after the migrations ran. Anything else is refused before any
 * SQL is built, and the names that pass are quoted.
 */
export type Catalogue = {
  tables: Map<string, Set<string>>;
  /** Each table's primary key columns, in key order: an upsert's conflict target when it names none. */
  primaryKeys: Map<string, string[]>;
  /** arrayArgs: each array-typed argument's declared type (e.g. uuid[]), for passing a JSON array to it. */
  functions: Map<string, { returnsSet: boolean; argNames: string[]; arrayArgs: Map<string, string> }>;
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
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_index i
       join pg_catalog.pg_class c on c.oid = i.indrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where i.indisprimary and n.nspname = 'public'
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const primaryKeys = new Map<string, string[]>();
  for (const { table_name, column_name } of keys.rows)
    primaryKeys.set(table_name, [...(primaryKeys.get(table_name) ?? []), column_name]);
  const procs = await db.query<{ name: string; returns_set: boolean; arg_names: string[] | null; array_args: [string, string][] | null }>(
    `select p.proname as name, p.proretset as returns_set,
            array(
              select a.name
                from unnest(
                  coalesce(p.proargnames, '{}'),
                  coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proargnames, '{}'))]))
                ) as a(name, mode)
               where a.mode in ('i', 'b', 'v')
            ) as arg_names,
            (select json_agg(json_build_array(a.name, pg_catalog.format_type(a.type, null)))
               from unnest(
                 coalesce(p.proargnames, '{}'),
                 coalesce(p.proallargtypes, p.proargtypes::oid[]),
                 coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proargnames, '{}'))]))
               ) as a(name, type, mode)
               join pg_catalog.pg_type t on t.oid = a.type
              where a.mode in ('i', 'b') and t.typcategory = 'A') as array_args
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const functions = new Map(
    procs.rows.map(
      (p) => [p.name, { returnsSet: p.returns_set, argNames: p.arg_names ?? [], arrayArgs: new Map(p.array_args ?? []) }] as const,
    ),
  );
  return { tables, primaryKeys, functions };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
