import { ListPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NewTaskDialog } from '@/components/tasks/new-task-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { RowHistory } from './row-history';
import { RowNotes } from './row-notes';

/** The row a panel or question is about: its id, its name and, for the contact link, its contact. */
export type DetailsTarget = { id: string; name: string; contactId?: string | null };

/**
 * A row's detail panel: Add task and Open contact (here rather than as more row buttons, which the leads
 * table has no width for at 1280 px), its notes (add one, newest first) and its history from the log.
 */
export function RowDetailsDialog({
  table,
  target,
  onClose,
}: {
  table: PipelineTable;
  target: DetailsTarget | null;
  onClose: () => void;
}) {
  const [addingTask, setAddingTask] = useState(false);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        setAddingTask(false);
        onClose();
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{target?.name}</DialogTitle>
          <DialogDescription>Tasks, notes and history. Notes cannot be edited once added.</DialogDescription>
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
            <RowNotes table={table} rowId={target.id} />
            <RowHistory table={table} rowId={target.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
