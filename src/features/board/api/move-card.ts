import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { setPipelineStatus } from '@/lib/pipeline/pipeline-rows';
import { statusLabel, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { findCard, moveCard, type Board } from '../lib/board-model';
import { boardKeys } from './get-board';

export type CardMove = { cardId: string; toStatus: string };

/**
 * Moves a card: the board changes at once, then the status is written as the dashboards write it
 * (setPipelineStatus: the same column grant and policies, and the database logs the change). A failure
 * puts the card back and says so; a success is announced (`onMoved`) and every staff list is refreshed.
 */
export function useMoveCard(table: PipelineTable, onMoved: (message: string) => void) {
  const queryClient = useQueryClient();
  const key = boardKeys.table(table);
  return useMutation({
    mutationFn: ({ cardId, toStatus }: CardMove) => setPipelineStatus(table, [cardId], toStatus),
    onMutate: async ({ cardId, toStatus }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before) queryClient.setQueryData<Board>(key, moveCard(before, cardId, toStatus));
      return { before, name: before ? findCard(before, cardId)?.name : undefined };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      const name = context?.name ?? 'the card';
      toast.error('Error', { description: `Failed to move ${name}. Please try again.` });
      onMoved(`Moving ${name} failed; it is back in its column.`);
    },
    onSuccess: (_count, { toStatus }, context) => {
      const message = `${context?.name ?? 'Card'} moved to ${statusLabel(table, toStatus)}.`;
      toast.success('Status updated', { description: message });
      onMoved(message);
    },
    // Every staff list may show this row (dashboards, stats, activity): mark them all stale.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
