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

/** A row's name in the toasts: "lead" (plural "leads"), or both forms when the plural is irregular. */
export type RowNoun = string | readonly [one: string, many: string];

export const nounForms = (noun: RowNoun): readonly [string, string] => (typeof noun === 'string' ? [noun, `${noun}s`] : noun);

/**
 * The permanent delete's toasts, in each dashboard's own words: the spec words them differently for leads
 * ("Lead deleted successfully." / "Failed to delete lead. Please try again.") and for onboarding
 * submissions ("Submission deleted successfully." / "Failed to delete submission"). A delete removes one
 * row (there is no bulk delete), so the words are singular.
 */
export type DeleteWords = { deleted: string; failed: string };

/**
 * Status changes, archive (with an undo toast), restore and permanent delete for one dashboard table,
 * each followed by a refresh of the dashboard's queries and the activity log, and the toast for it.
 * `noun` names a row ("lead", "submission", ["enquiry", "enquiries"]); `deleteWords` are the delete's toasts.
 */
export function usePipelineActions({
  table,
  noun: rowNoun,
  deleteWords,
  invalidate,
}: {
  table: PipelineTable;
  noun: RowNoun;
  deleteWords: DeleteWords;
  invalidate: ReadonlyArray<QueryKey>;
}) {
  const queryClient = useQueryClient();
  const [noun, nouns] = nounForms(rowNoun);
  const rowsWord = (n: number) => `${n} ${n === 1 ? noun : nouns}`;
  // Only after a success: a failed statement changed nothing (one statement, one transaction), and a
  // refetch during an outage would only replace the rows on screen with an error.
  const refresh = () =>
    Promise.all([...invalidate, activityKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const failed = (what: string) => () => toast.error('Error', { description: `Failed to ${what}. Please try again.` });

  const restore = useMutation({
    mutationFn: (ids: ReadonlyArray<string>) => restorePipelineRows(table, ids),
    onSuccess: async (count) => {
      await refresh();
      toast.success('Restored', { description: `${rowsWord(count)} restored.` });
    },
    onError: failed(`restore the ${noun}`),
  });

  const archive = useMutation({
    mutationFn: (ids: ReadonlyArray<string>) => archivePipelineRows(table, ids),
    onSuccess: async (count, ids) => {
      await refresh();
      toast.success('Archived', {
        description: `${rowsWord(count)} archived.`,
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
      toast.success('Status updated', { description: `${rowsWord(count)} updated.` });
    },
    onError: failed('change the status'),
  });

  const remove = useMutation({
    mutationFn: (ids: ReadonlyArray<string>) => deletePipelineRows(table, ids),
    onSuccess: async () => {
      await refresh();
      toast.success('Success', { description: deleteWords.deleted });
    },
    onError: () => toast.error('Error', { description: deleteWords.failed }),
  });

  return { setStatus, archive, restore, remove };
}
