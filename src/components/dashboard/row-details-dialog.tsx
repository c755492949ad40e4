import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ListPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NewTaskDialog } from '@/components/tasks/new-task-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { PipelineRow } from './dashboard-definition';
import { RowHistory } from './row-history';
import { RowNotes } from './row-notes';
import { RowSpeedPanel } from './row-speed-panel';

/** The row a panel or question is about: its id, its name and, for the contact link, its contact. */
export type DetailsTarget = { id: string; name: string; contactId?: string | null };

/**
 * A row's detail panel: Add task and Open contact (here rather than as more row buttons, which the leads
 * table has no width for at 1280 px), its owner, clock and source (from the list's current row, so a
 * reassignment shows as soon as the list refreshes), its notes (add one, newest first) and its history.
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
  const [addingTask, setAddingTask] = useState(false);
  const queryClient = useQueryClient();
  // A note is a first touch: on close, the list refreshes so the row's clock shows it was answered.
  const close = () => {
    setAddingTask(false);
    onClose();
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{target?.name}</DialogTitle>
          <DialogDescription>
            Tasks, owner, response, source, notes and history. Notes cannot be edited once added.
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setAddingTask(true)}>
                <ListPlus aria-hidden="true" />
                Add task
              </Button>
              {target.contactId ? (
                <Button variant="outline" asChild>
                  <Link to={paths.contactRecord(target.contactId)}>
                    <UserRound aria-hidden="true" />
                    Open contact
                  </Link>
                </Button>
              ) : null}
            </div>
            <NewTaskDialog
              record={{ table, rowId: target.id }}
              recordName={target.name}
              open={addingTask}
              onOpenChange={setAddingTask}
            />
            {row ? <RowSpeedPanel table={table} row={row} invalidate={invalidate} /> : null}
            <RowNotes table={table} rowId={target.id} />
            <RowHistory table={table} rowId={target.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
