import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { PIPELINE_LISTS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { DetailsTarget } from './row-details-dialog';
import { usePipelineActions, type DeleteWords, type RowNoun } from './use-pipeline-actions';

/**
 * Everything a dashboard needs for the staff pipeline, once: the table's statuses, the bulk actions on
 * the selected rows (the table's selection state, useDashboardTable), the mutations with their toasts,
 * which row's details are open, and which row waits for the permanent-delete confirmation. The dashboard
 * renders the pieces (columns, bulk bar, dialogs).
 */
export function usePipelineDashboard({
  table,
  noun,
  deleteWords,
  invalidate,
  selection,
  archivedView,
}: {
  table: PipelineTable;
  noun: RowNoun;
  deleteWords: DeleteWords;
  invalidate: ReadonlyArray<QueryKey>;
  /** The selected rows of the visible page (a selection never reaches rows the user cannot see), and how to clear it. */
  selection: { ids: ReadonlyArray<string>; clear: () => void };
  archivedView: boolean;
}) {
  const actions = usePipelineActions({ table, noun, deleteWords, invalidate });
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
    isBusy: (id) => busyIds.has(id),
    onStatusChange: (id, status) => actions.setStatus.mutate({ ids: [id], status }),
    onArchive: (id) => actions.archive.mutate([id]),
    onRestore: (id) => actions.restore.mutate([id]),
    onDelete: setDeleteTarget,
    onDetails: setDetails,
  };

  const bulk = {
    count: selection.ids.length,
    statuses: PIPELINE_LISTS[table].statuses,
    archivedView,
    busy: pending.length > 0,
    onSetStatus: (status: string) =>
      actions.setStatus.mutate({ ids: selection.ids, status }, { onSuccess: selection.clear }),
    onArchive: () => actions.archive.mutate(selection.ids, { onSuccess: selection.clear }),
    onRestore: () => actions.restore.mutate(selection.ids, { onSuccess: selection.clear }),
    onClear: selection.clear,
  };

  const confirmDelete = {
    target: deleteTarget,
    pending: actions.remove.isPending,
    close: () => setDeleteTarget(null),
    confirm: () => deleteTarget && actions.remove.mutate([deleteTarget.id], { onSuccess: () => setDeleteTarget(null) }),
  };

  return { controls, bulk, details, closeDetails: () => setDetails(null), confirmDelete };
}

/** What a table row needs to render its status select and actions. */
export type PipelineRowControls = {
  statuses: ReadonlyArray<{ value: string; label: string }>;
  archivedView: boolean;
  isBusy: (id: string) => boolean;
  onStatusChange: (id: string, status: string) => void;
  onArchive: (id: string) => void;
  onRestore: (id: string) => void;
  onDelete: (target: DetailsTarget) => void;
  onDetails: (target: DetailsTarget) => void;
};
