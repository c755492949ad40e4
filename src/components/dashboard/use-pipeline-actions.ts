import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { activityKeys } from '@/lib/pipeline/activity';
import {
  archivePipelineRows,
  deletePipelineRows,
  restorePipelineRows,
  setPipelineStatus,
} from '@/lib/pipeline/pipeline-rows';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';

/** How long the undo toast after an archive stays up. */
export const UNDO_MS = 8000;

const rowsWord = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Status changes, archive (with an undo toast), restore and permanent delete for one dashboard table,
 * each followed by a refresh of the dashboard's queries and the activity log, and the toast for it.
 * `noun` is the singular name of a row ("lead", "submission").
 */
export function usePipelineActions({ table, noun, invalidate }: { table: PipelineTable; noun: string; invalidate: ReadonlyArray<QueryKey> }) {
  const queryClient = useQueryClient();
  // Only after a success: a failed statement changed nothing (one statement, one transaction), and a
  // refetch during an outage would only replace the rows on screen with an error.
  const refresh = () =>
    Promise.all([...invalidate, activityKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const failed = (what: string) => () => toast.error('Error', { description: `Failed to ${what}. Please try again.` });

  const restore = useMutation({
    mutationFn: (ids: ReadonlyArray<string>) => restorePipelineRows(table, ids),
    onSuccess: async (count) => {
      await refresh();
      toast.success('Restored', { description: `${rowsWord(count, noun)} restored.` });
    },
    onError: failed(`restore the ${noun}`),
  });

  const archive = useMutation({
    mutationFn: (ids: ReadonlyArray<string>) => archivePipelineRows(table, ids),
    onSuccess: async (count, ids) => {
      await refresh();
      toast.success('Archived', {
        description: `${rowsWord(count, noun)} archived.`,
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => restore.mutate(ids) },
      });
    },
    onError: failed(`archive the ${noun}`),
  });

  const setStatus = useMutation({
    mutationFn: ({ ids, status }: { ids: ReadonlyArray<string>; status: string }) => setPipelineStatus(table, ids, status),
    onSuccess: async (count) => {
      await refresh();
      toast.success('Status updated', { description: `${rowsWord(count, noun)} updated.` });
    },
    onError: failed('change the status'),
  });

  const remove = useMutation({
    mutationFn: (ids: ReadonlyArray<string>) => deletePipelineRows(table, ids),
    onSuccess: async (count) => {
      await refresh();
      toast.success('Deleted', { description: `${rowsWord(count, noun)} deleted permanently.` });
    },
    onError: failed(`delete the ${noun}`),
  });

  return { setStatus, archive, restore, remove };
}
