import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { findCard, isMove, type Board } from '../lib/board-model';
import { BoardCardItem, CardFace } from './board-card';
import { BoardColumnView } from './board-column';
import { columnKeyboardCoordinates } from './column-keyboard';

const nameOf = (data: unknown) => (data as { name?: string } | undefined)?.name ?? 'Card';
const labelOf = (data: unknown) => (data as { label?: string } | undefined)?.label ?? 'a column';

/** What a screen reader hears while dragging: the card's and the columns' names, never their ids. */
const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${nameOf(active.data.current)}. Use the left and right arrow keys to choose a column, Space to drop it there, Escape to cancel.`,
  onDragOver: ({ active, over }) =>
    over ? `${nameOf(active.data.current)} is over ${labelOf(over.data.current)}.` : `${nameOf(active.data.current)} is over no column.`,
  onDragEnd: ({ active, over }) =>
    over ? `${nameOf(active.data.current)} dropped on ${labelOf(over.data.current)}.` : `${nameOf(active.data.current)} put back.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(active.data.current)} cancelled; it stays where it was.`,
};

const INSTRUCTIONS = {
  draggable:
    'To move this card, press Space or Enter, choose a column with the left and right arrow keys, then press Space or Enter to drop it. Escape cancels. Or use the Move to list below the card.',
};

/**
 * The columns and their cards with drag and drop (pointer, touch and keyboard sensors). A drop on another
 * column calls `onMove`; so does each card's "Move to" select.
 */
export function BoardView({
  board,
  now,
  onMove,
}: {
  board: Board;
  /** When the board was loaded: the cards' ages are as of then. */
  now: number;
  onMove: (cardId: string, toStatus: string) => void;
}) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const statuses = PIPELINE_LISTS[board.table].statuses;
  const active = activeId ? findCard(board, activeId) : undefined;

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    const card = findCard(board, String(dragged.id));
    if (card && over && isMove(board, card, String(over.id))) onMove(card.id, String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: INSTRUCTIONS }}
      onDragStart={({ active: dragged }: DragStartEvent) => setActiveId(String(dragged.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      {/* The columns scroll sideways inside this region on narrow screens; the page itself never does. */}
      {/* Focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label="Board columns" tabIndex={0} className="overflow-x-auto rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <div className="grid auto-cols-[minmax(11rem,1fr)] grid-flow-col gap-3 pb-2">
          {board.columns.map((column) => (
            <BoardColumnView key={column.status} table={board.table} column={column}>
              {column.cards.map((card) => (
                <BoardCardItem
                  key={card.id}
                  card={card}
                  statuses={statuses}
                  now={now}
                  onMove={(toStatus) => onMove(card.id, toStatus)}
                />
              ))}
            </BoardColumnView>
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className="flex rounded-md border bg-card p-2 pl-8 shadow-lg">
            <CardFace card={active} now={now} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
