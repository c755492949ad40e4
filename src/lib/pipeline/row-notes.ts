import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { RowNotesTable } from '@/types/tables/row-notes';
import { activityKeys } from './activity';
import type { PipelineTable } from './pipeline-tables';

export type RowNote = RowNotesTable['Row'];

/** The longest note the database accepts (row_notes_body_check). */
export const NOTE_MAX_LENGTH = 1000;

export const noteKeys = {
  row: (table: string, rowId: string) => ['row-notes', table, rowId] as const,
};

/** A row's notes, newest first. */
export async function getRowNotes(table: PipelineTable, rowId: string): Promise<RowNote[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('row_notes')
    .select('*')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new DataError('Failed to load notes', error);
  return data ?? [];
}

/** Adds a note; the author and time are set by the database. Never reads back (one request). */
export async function addRowNote(table: PipelineTable, rowId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('row_notes').insert({ id: crypto.randomUUID(), table_name: table, row_id: rowId, body });
  if (error) throw new DataError('Failed to add note', error);
}

export const rowNotesQueryOptions = (table: PipelineTable, rowId: string) =>
  queryOptions({ queryKey: noteKeys.row(table, rowId), queryFn: () => getRowNotes(table, rowId) });

export function useRowNotes(table: PipelineTable, rowId: string) {
  return useQuery(rowNotesQueryOptions(table, rowId));
}

export function useAddRowNote(table: PipelineTable, rowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addRowNote(table, rowId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noteKeys.row(table, rowId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
