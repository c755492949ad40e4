import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { NAME_COLUMNS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { getSupabase } from '@/lib/supabase';
import { taskKeys, type Task } from '@/lib/tasks/tasks-api';

/** The record a task is about, as the Tasks screen names it, and its contact. */
export type TaskRecordInfo = { name: string; contactId: string | null };

/** Where `getTaskRecords` files a record: its table and id. */
export const recordKey = (table: string, id: string) => `${table}:${id}`;

/**
 * The name and contact of each task's record, keyed by `recordKey`: a row by the name its dashboard shows,
 * a contact by its name or address. One request per table the tasks touch.
 */
export async function getTaskRecords(tasks: readonly Task[]): Promise<Map<string, TaskRecordInfo>> {
  const supabase = await getSupabase();
  const records = new Map<string, TaskRecordInfo>();
  const idsOf = (table: string) => [...new Set(tasks.filter((t) => t.table_name === table).map((t) => t.row_id))];
  const rows = (Object.keys(NAME_COLUMNS) as PipelineTable[]).map(async (table) => {
    const ids = idsOf(table);
    if (ids.length === 0) return;
    const column = NAME_COLUMNS[table];
    const { data, error } = await supabase.from(table).select(`id, contact_id, ${column}`).in('id', ids);
    if (error) throw new DataError('Failed to load the tasks’ records', error);
    for (const row of data as unknown as ReadonlyArray<{ id: string; contact_id: string | null } & Record<string, string>>)
      records.set(recordKey(table, row.id), { name: row[column]!, contactId: row.contact_id });
  });
  const contacts = (async () => {
    const ids = idsOf('contacts');
    if (ids.length === 0) return;
    const { data, error } = await supabase.from('contacts').select('*').in('id', ids);
    if (error) throw new DataError('Failed to load the tasks’ contacts', error);
    for (const c of data ?? [])
      records.set(recordKey('contacts', c.id), { name: c.display_name ?? c.business_name ?? c.email_normalized, contactId: c.id });
  })();
  await Promise.all([...rows, contacts]);
  return records;
}

/** The records of the tasks on screen; `undefined` until loaded. */
export function useTaskRecords(tasks: readonly Task[] | undefined) {
  const keys = (tasks ?? []).map((t) => recordKey(t.table_name, t.row_id));
  return useQuery(
    queryOptions({
      queryKey: [...taskKeys.all, 'records', keys],
      queryFn: () => getTaskRecords(tasks ?? []),
      enabled: tasks !== undefined,
      placeholderData: keepPreviousData,
    }),
  );
}
