import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { PIPELINE_LISTS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { DetailsTarget } from './row-details-dialog';
import { usePipelineActions, type DeleteWords, type RowNoun } from './use-pipeline-actions';
import { useRowSelection } from './use-row-selection';

/**
 * Everything a dashboard needs for the staff pipeline, once: the table's statuses, row selection for
 * bulk actions, the mutations with their toasts, which row's details are open, and which row waits for
 * the permanent-delete confirmation. The dashboard renders the pieces (cells, bulk bar, dialogs).
 */
export function usePipelineDashboard({
  table,
  noun,
  deleteWords,
  invalidate,
  pageIds,
  archivedView,
}: {
  table: PipelineTable;
  noun: RowNoun;
  deleteWords: DeleteWords;
  invalidate: ReadonlyArray<QueryKey>;
  pageIds: ReadonlyArray<string>;
  archivedView: boolean;
}) {
  const actions = usePipelineActions({ table, noun, deleteWords, invalidate });
  const selection = useRowSelection(pageIds);
  const [details, setDetails] = useState<DetailsTarget | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DetailsTarget | null>(null);

  const pending = [actions.setStatus, actions.archive, actions.restore, actions.remove].filter((m) => m.isPending);
  const busyIds = new Set<string>(
    pending.flatMap((m) => {
      const v = m.variables as ReadonlyArray<string> | { ids: ReadonlyArray<string> } | undefined;
      return v === undefined ? [] : 'ids' in v ? [...v.ids] : [...v];
    }),
  );

  const controls: PipelineRowControls = {
    statuses: PIPELINE_LISTS[table].statuses,
    archivedView,
    isSelected: selection.isSelected,
    onSelect: selection.toggle,
    isBusy: (id) => busyIds.has(id),
    onStatusChange: (id, status) => actions.setStatus.mutate({ ids: [id], status }),
    onArchive: (id) => actions.archive.mutate([id]),
    onRestore: (id) => actions.restore.mutate([id]),
    onDelete: setDeleteTarget,
    onDetails: setDetails,
  };

  const bulk = {
    count: selection.selected.length,
    statuses: PIPELINE_LISTS[table].statuses,
    archivedView,
    busy: pending.length > 0,
    onSetStatus: (status: string) =>
      actions.setStatus.mutate({ ids: selection.selected, status }, { onSuccess: selection.clear }),
    onArchive: () => actions.archive.mutate(selection.selected, { onSuccess: selection.clear }),
    onRestore: () => actions.restore.mutate(selection.selected, { onSuccess: selection.clear }),
    onClear: selection.clear,
  };

  const confirmDelete = {
    target: deleteTarget,
    pending: actions.remove.isPending,
    close: () => setDeleteTarget(null),
    confirm: () => deleteTarget && actions.remove.mutate([deleteTarget.id], { onSuccess: () => setDeleteTarget(null) }),
  };

  return { controls, selection, bulk, details, closeDetails: () => setDetails(null), confirmDelete };
}

/** What a table row needs to render its checkbox, status select and actions. */
export type PipelineRowControls = {
  statuses: ReadonlyArray<{ value: string; label: string }>;
  archivedView: boolean;
  isSelected: (id: string) => boolean;
  onSelect: (id: string, on: boolean) => void;
  isBusy: (id: string) => boolean;
  onStatusChange: (id: string, status: string) => void;
  onArchive: (id: string) => void;
  onRestore: (id: string) => void;
  onDelete: (target: DetailsTarget) => void;
  onDetails: (target: DetailsTarget) => void;
};
