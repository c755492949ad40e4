import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { PipelineRow } from './dashboard-definition';
import { RowHistory } from './row-history';
import { RowNotes } from './row-notes';
import { RowSpeedPanel } from './row-speed-panel';

export type DetailsTarget = { id: string; name: string };

/**
 * A row's detail panel: its owner, clock and source (from the list's current row, so a reassignment shows
 * as soon as the list refreshes), its notes (add one, newest first) and its history from the activity log.
 */
export function RowDetailsDialog({
  table,
  target,
  onClose,
  row,
  invalidate,
}: {
  table: PipelineTable;
  target: DetailsTarget | null;
  onClose: () => void;
  row?: PipelineRow;
  invalidate: ReadonlyArray<QueryKey>;
}) {
  const queryClient = useQueryClient();
  // A note is a first touch: on close, the list refreshes so the row's clock shows it was answered.
  const close = () => {
    onClose();
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{target?.name}</DialogTitle>
          <DialogDescription>Owner, response, source, notes and history. Notes cannot be edited once added.</DialogDescription>
        </DialogHeader>
        {target ? (
          <>
            {row ? <RowSpeedPanel table={table} row={row} invalidate={invalidate} /> : null}
            <RowNotes table={table} rowId={target.id} />
            <RowHistory table={table} rowId={target.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
