import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { PIPELINE_LISTS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { getSupabase } from '@/lib/supabase';
import { BOARD_LISTS, toBoardCard } from '../lib/board-lists';
import { boardColumns, CARDS_PER_COLUMN, type Board } from '../lib/board-model';

export const boardKeys = {
  all: ['board'] as const,
  table: (table: PipelineTable) => [...boardKeys.all, table] as const,
};

/**
 * The board of one pipeline: per status, the newest active (not archived) rows up to the column limit and
 * the exact number of them, one request per column in parallel, so 10,000 rows cost the same as 100.
 */
export async function getBoard(table: PipelineTable): Promise<Board> {
  const supabase = await getSupabase();
  const columns = await Promise.all(
    PIPELINE_LISTS[table].statuses.map(async ({ value }) => {
      const { data, count, error } = await supabase
        .from(table as 'custom_builder_leads')
        .select(BOARD_LISTS[table].columns, { count: 'exact' })
        .eq('status', value as 'new')
        .is('archived_at', null)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, CARDS_PER_COLUMN - 1);
      if (error) throw new DataError('Failed to load the board', error);
      const rows = (data ?? []) as unknown as Record<string, unknown>[];
      return [value, { cards: rows.map((row) => toBoardCard(table, row)), total: count ?? rows.length }] as const;
    }),
  );
  return { table, columns: boardColumns(table, Object.fromEntries(columns)) };
}

export const boardQueryOptions = (table: PipelineTable) =>
  queryOptions({ queryKey: boardKeys.table(table), queryFn: () => getBoard(table) });

export function useBoard(table: PipelineTable) {
  return useQuery(boardQueryOptions(table));
}
