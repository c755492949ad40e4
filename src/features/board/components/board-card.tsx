import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { StatusSelect } from '@/components/dashboard/status-select';
import type { StatusOption } from '@/lib/pipeline/pipeline-tables';
import { cn } from '@/lib/utils';
import { formatAge, type BoardCard } from '../lib/board-model';

/** What a card shows, also drawn under the pointer while it is dragged. */
export function CardFace({ card, now }: { card: BoardCard; now: number }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium [overflow-wrap:anywhere]">{card.name}</p>
      {card.detail ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{card.detail}</p> : null}
      <p className="text-xs text-muted-foreground">
        <span className="sr-only">Arrived </span>
        {formatAge(card.createdAt, now)} ago
      </p>
    </div>
  );
}

/**
 * One row on the board: a drag handle (pointer, touch or keyboard: Space, the arrow keys, Space) and a
 * "Move to" select, the way on a phone or for anyone who would rather not drag.
 */
export function BoardCardItem({
  card,
  statuses,
  now,
  onMove,
}: {
  card: BoardCard;
  statuses: ReadonlyArray<StatusOption>;
  now: number;
  onMove: (toStatus: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status, name: card.name },
  });
  return (
    <li ref={setNodeRef} className={cn('rounded-md border bg-card p-2 shadow-sm', isDragging && 'opacity-40')}>
      <div className="flex items-start gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="-ml-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${card.name}`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <CardFace card={card} now={now} />
      </div>
      <div className="mt-2">
        <StatusSelect label={`Move ${card.name} to`} value={card.status} options={statuses} onChange={onMove} />
      </div>
    </li>
  );
}
