import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { LabelledSelect } from '@/components/dashboard/labelled-select';
import { TableLoadError, TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { Button } from '@/components/ui/button';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { useBoard } from '../api/get-board';
import { useMoveCard } from '../api/move-card';
import { BOARD_LISTS, BOARD_TABLES, boardTableOf } from '../lib/board-lists';
import { CARDS_PER_COLUMN } from '../lib/board-model';
import { BoardView } from './board-view';

const LIST_OPTIONS = BOARD_TABLES.map((table) => ({ value: table, label: BOARD_LISTS[table].label }));

/** /board: one pipeline (leads first, ?list= for the others) as columns by status. */
export function PipelineBoard() {
  const [params, setParams] = useSearchParams();
  const table = boardTableOf(params.get('list'));
  const board = useBoard(table);
  const [announcement, setAnnouncement] = useState('');
  const move = useMoveCard(table, setAnnouncement);
  const label = BOARD_LISTS[table].label;

  const chooseList = (next: PipelineTable) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'custom_builder_leads') updated.delete('list');
      else updated.set('list', next);
      return updated;
    });

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader
        title="Board"
        subtitle={`Active ${label.toLowerCase()} by status, newest ${CARDS_PER_COLUMN} a column. Drag a card, or use its Move to list.`}
        actions={
          <>
            <LabelledSelect label="Pipeline" value={table} options={LIST_OPTIONS} onChange={chooseList} />
            <Button variant="outline" disabled={board.isFetching} onClick={() => void board.refetch()}>
              <RefreshCw aria-hidden="true" className={board.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} />
              Refresh
            </Button>
          </>
        }
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {board.isPending ? (
        <TableLoading label="Loading the board..." />
      ) : board.isError ? (
        <TableLoadError title="The board could not be loaded." onRetry={() => void board.refetch()} />
      ) : board.data.columns.every((column) => column.total === 0) ? (
        <TableMessage title={`No ${label.toLowerCase()} yet.`} description="New submissions will appear here." />
      ) : (
        <BoardView board={board.data} now={board.dataUpdatedAt} onMove={(cardId, toStatus) => move.mutate({ cardId, toStatus })} />
      )}
    </div>
  );
}
