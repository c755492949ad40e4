import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { activityKeys, type ActivityEntry } from '@/lib/pipeline/activity';
import { NAME_COLUMNS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { getSupabase } from '@/lib/supabase';

/** Where the activity log names a row: its table and id. */
export const rowKey = (table: string, id: string) => `${table}:${id}`;

/**
 * The names of the rows the log entries are about, keyed by `rowKey`. The log stores only ids, and a row
 * deleted for good takes its name with it, so it has none here.
 */
export async function getActivityRowNames(entries: ReadonlyArray<ActivityEntry>): Promise<Map<string, string>> {
  const supabase = await getSupabase();
  const names = new Map<string, string>();
  const tables = Object.keys(NAME_COLUMNS) as PipelineTable[];
  await Promise.all(
    tables.map(async (table) => {
      const ids = [...new Set(entries.flatMap((e) => (e.table_name === table && e.row_id ? [e.row_id] : [])))];
      if (ids.length === 0) return;
      const column = NAME_COLUMNS[table];
      const { data, error } = await supabase.from(table).select(`id, ${column}`).in('id', ids);
      if (error) throw new DataError('Failed to load the names in the activity log', error);
      for (const row of data as unknown as ReadonlyArray<Record<string, string>>) {
        names.set(rowKey(table, row.id!), row[column]!);
      }
    }),
  );
  return names;
}

/** The row names for the entries on screen; `undefined` until they are loaded (or if they cannot be). */
export function useActivityRowNames(entries: ReadonlyArray<ActivityEntry> | undefined) {
  const keys = (entries ?? []).flatMap((e) => (e.row_id ? [rowKey(e.table_name, e.row_id)] : []));
  return useQuery(
    queryOptions({
      queryKey: [...activityKeys.all, 'row-names', keys],
      queryFn: () => getActivityRowNames(entries ?? []),
      enabled: entries !== undefined,
      placeholderData: keepPreviousData,
    }),
  );
}
