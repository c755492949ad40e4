import { TableCell, TableHead } from '@/components/ui/table';
import { CARD_LABELLED_CELL } from './card-rows';
import { RowPipelineActions } from './row-pipeline-actions';
import { SelectCheckbox } from './select-checkbox';
import { StatusSelect } from './status-select';
import type { PipelineRowControls } from './use-pipeline-dashboard';
import type { RowSelection } from './use-row-selection';

type Row = { id: string; name: string; status: string; contactId: string | null };

/** The header cell that ticks every row on the page. */
export function SelectAllHead({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <TableHead className="w-10">
      <SelectCheckbox
        label={label}
        checked={selection.allSelected}
        mixed={selection.someSelected}
        onChange={selection.togglePage}
      />
    </TableHead>
  );
}

export function SelectCell({ controls, row }: { controls: PipelineRowControls; row: Row }) {
  return (
    <TableCell>
      <SelectCheckbox
        label={`Select ${row.name}`}
        checked={controls.isSelected(row.id)}
        onChange={(on) => controls.onSelect(row.id, on)}
      />
    </TableCell>
  );
}

export function StatusCell({ controls, row }: { controls: PipelineRowControls; row: Row }) {
  return (
    <TableCell data-label="Status" className={CARD_LABELLED_CELL}>
      <StatusSelect
        label={`Status of ${row.name}`}
        value={row.status}
        options={controls.statuses}
        disabled={controls.isBusy(row.id)}
        onChange={(status) => controls.onStatusChange(row.id, status)}
      />
    </TableCell>
  );
}

export function PipelineActionsCell({ controls, row }: { controls: PipelineRowControls; row: Row }) {
  const target = { id: row.id, name: row.name, contactId: row.contactId };
  return (
    <TableCell>
      <RowPipelineActions
        name={row.name}
        archived={controls.archivedView}
        busy={controls.isBusy(row.id)}
        onDetails={() => controls.onDetails(target)}
        onArchive={() => controls.onArchive(row.id)}
        onRestore={() => controls.onRestore(row.id)}
        onDelete={() => controls.onDelete(target)}
      />
    </TableCell>
  );
}
