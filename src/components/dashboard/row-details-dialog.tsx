import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { RowHistory } from './row-history';
import { RowNotes } from './row-notes';

export type DetailsTarget = { id: string; name: string };

/** A row's detail panel: its notes (add one, newest first) and its history from the activity log. */
export function RowDetailsDialog({
  table,
  target,
  onClose,
}: {
  table: PipelineTable;
  target: DetailsTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{target?.name}</DialogTitle>
          <DialogDescription>Notes and history. Notes cannot be edited once added.</DialogDescription>
        </DialogHeader>
        {target ? (
          <>
            <RowNotes table={table} rowId={target.id} />
            <RowHistory table={table} rowId={target.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
