import { Archive, ArchiveRestore, NotebookPen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RowDeleteButton } from './row-delete-button';

/**
 * A row's action buttons: Details (notes and history) always; Archive for an active row; Restore and a
 * permanent Delete (behind the confirmation dialog) for an archived one. `name` labels each button.
 */
export function RowPipelineActions({
  name,
  archived,
  busy,
  onDetails,
  onArchive,
  onRestore,
  onDelete,
}: {
  name: string;
  archived: boolean;
  busy: boolean;
  onDetails: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={`Notes and history for ${name}`} onClick={onDetails}>
        <NotebookPen aria-hidden="true" />
      </Button>
      {archived ? (
        <>
          <Button variant="ghost" size="icon" aria-label={`Restore ${name}`} disabled={busy} onClick={onRestore}>
            <ArchiveRestore aria-hidden="true" />
          </Button>
          <RowDeleteButton label={`Delete ${name} permanently`} deleting={busy} onClick={onDelete} />
        </>
      ) : (
        <Button variant="ghost" size="icon" aria-label={`Archive ${name}`} disabled={busy} onClick={onArchive}>
          <Archive aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
