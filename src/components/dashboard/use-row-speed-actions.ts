import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getSupabase } from '@/lib/supabase';
import { DataError } from '@/lib/data-error';
import { activityKeys } from '@/lib/pipeline/activity';
import { setPipelineOwner } from '@/lib/pipeline/pipeline-rows';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';

/** The database's own words for a refusal ("The new owner must be an active staff member."). */
function databaseMessage(error: Error): string {
  const cause = error.cause as { message?: unknown } | undefined;
  return typeof cause?.message === 'string' && cause.message ? cause.message : error.message;
}

async function logContact(kind: 'call' | 'email', table: PipelineTable, rowId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc(kind === 'call' ? 'log_call' : 'log_email', { target_table: table, target_row: rowId });
  if (error) throw new DataError(`Failed to log the ${kind}`, error);
}

/**
 * Reassigning a row and logging a call or an email from its details: each refreshes the list (the owner
 * column, the clock) and the history, and toasts the outcome or the database's reason for refusing.
 */
export function useRowSpeedActions(table: PipelineTable, rowId: string, invalidate: ReadonlyArray<QueryKey>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([...invalidate, activityKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const refused = (error: Error) => toast.error('Error', { description: databaseMessage(error) });
  const reassign = useMutation({
    mutationFn: (ownerId: string | null) => setPipelineOwner(table, rowId, ownerId),
    onSuccess: async () => {
      await refresh();
      toast.success('Owner updated', { description: 'The row has a new owner.' });
    },
    onError: refused,
  });
  const log = useMutation({
    mutationFn: (kind: 'call' | 'email') => logContact(kind, table, rowId),
    onSuccess: async (_, kind) => {
      await refresh();
      toast.success(kind === 'call' ? 'Call logged' : 'Email logged');
    },
    onError: refused,
  });
  return { reassign, log };
}
