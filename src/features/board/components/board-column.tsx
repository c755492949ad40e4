import { useDroppable } from '@dnd-kit/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { cn } from '@/lib/utils';
import { dashboardForStatus } from '../lib/board-lists';
import type { BoardColumn } from '../lib/board-model';

/** A status's column: a drop target named by its heading, its cards, and a link to the rest when capped. */
export function BoardColumnView({ table, column, children }: { table: PipelineTable; column: BoardColumn; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status, data: { label: column.label } });
  const headingId = useId();
  const hidden = column.total - column.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-2 rounded-lg border bg-muted/50 p-2', isOver && 'ring-2 ring-ring')}
    >
      <div className="flex items-baseline justify-between gap-2 px-1">
        <h2 id={headingId} className="font-semibold">
          {column.label}
        </h2>
        <p className="text-sm text-muted-foreground">
          {column.total}
          <span className="sr-only"> in this column</span>
        </p>
      </div>
      {column.cards.length ? (
        <ul className="flex flex-col gap-2">{children}</ul>
      ) : (
        <p className="px-1 py-4 text-center text-sm text-muted-foreground">Nothing here</p>
      )}
      {hidden > 0 ? (
        <Link
          to={dashboardForStatus(table, column.status)}
          className="rounded-md px-1 py-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          +{hidden} more<span className="sr-only"> {column.label}</span>
        </Link>
      ) : null}
    </section>
  );
}
