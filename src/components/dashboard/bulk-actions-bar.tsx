import { Archive, ArchiveRestore, Download, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { StatusOption } from '@/lib/pipeline/pipeline-tables';
import { LabelledSelect } from './labelled-select';

/**
 * What to do with the ticked rows: set a status, archive (or restore, in the Archived view) or export
 * them. A toolbar with a live count, shown only while something is ticked.
 */
export function BulkActionsBar({
  count,
  statuses,
  archivedView,
  busy,
  onSetStatus,
  onArchive,
  onRestore,
  onExport,
  onClear,
}: {
  count: number;
  statuses: ReadonlyArray<StatusOption>;
  archivedView: boolean;
  busy: boolean;
  onSetStatus: (status: string) => void;
  onArchive: () => void;
  onRestore: () => void;
  onExport: () => void;
  onClear: () => void;
}) {
  const [status, setStatus] = useState(statuses[0]?.value ?? '');
  if (count === 0) return null;
  return (
    <div role="toolbar" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-2">
      <p className="px-2 text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      <LabelledSelect label="Set status" value={status} options={statuses} onChange={setStatus} />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => onSetStatus(status)}>
        Apply status
      </Button>
      {archivedView ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={onRestore}>
          <ArchiveRestore aria-hidden="true" />
          Restore selected
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={onArchive}>
          <Archive aria-hidden="true" />
          Archive selected
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={busy} onClick={onExport}>
        <Download aria-hidden="true" />
        Export selected
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </div>
  );
}
