import { DataError, NotFoundError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { PipelineTable } from './pipeline-tables';

type PipelinePatch = { status?: string; archived_at?: string | null; owner_id?: string | null };

/**
 * Changes the pipeline columns (status, archived_at) of the given rows: the only columns staff may update.
 * The exact count is requested because row-level security turns a refused update into zero rows, not
 * an error; zero is reported as a failure so the UI never claims a change that did not happen.
 */
export async function updatePipelineRows(table: PipelineTable, ids: ReadonlyArray<string>, patch: PipelinePatch): Promise<number> {
  const supabase = await getSupabase();
  const { error, count } = await supabase
    .from(table as 'custom_builder_leads')
    .update(patch as { status?: 'new'; archived_at?: string | null; owner_id?: string | null }, { count: 'exact' })
    .in('id', [...ids]);
  if (error) throw new DataError('Failed to update rows', error);
  if (!count) throw new NotFoundError('Failed to update rows: none exist or you may not change them');
  return count;
}

export const setPipelineStatus = (table: PipelineTable, ids: ReadonlyArray<string>, status: string) =>
  updatePipelineRows(table, ids, { status });

/** Reassigns a row (null: unassigned); the database refuses an owner who is not active staff and logs the change. */
export const setPipelineOwner = (table: PipelineTable, id: string, ownerId: string | null) =>
  updatePipelineRows(table, [id], { owner_id: ownerId });

/** The database stamps its own time on archive; the value sent only says "archived". */
export const archivePipelineRows = (table: PipelineTable, ids: ReadonlyArray<string>) =>
  updatePipelineRows(table, ids, { archived_at: new Date().toISOString() });

export const restorePipelineRows = (table: PipelineTable, ids: ReadonlyArray<string>) =>
  updatePipelineRows(table, ids, { archived_at: null });

/** Permanent delete (from the Archived view only); the database logs it and removes the row's notes. */
export async function deletePipelineRows(table: PipelineTable, ids: ReadonlyArray<string>): Promise<number> {
  const supabase = await getSupabase();
  const { error, count } = await supabase
    .from(table as 'custom_builder_leads')
    .delete({ count: 'exact' })
    .in('id', [...ids]);
  if (error) throw new DataError('Failed to delete rows', error);
  if (!count) throw new NotFoundError('Failed to delete rows: none exist or you may not delete them');
  return count;
}
