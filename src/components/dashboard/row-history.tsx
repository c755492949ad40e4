import { useId } from 'react';
import { formatDateTime } from '@/lib/dates';
import { useRowActivity } from '@/lib/pipeline/activity';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { activityActor, activityText } from './activity-text';

/** A row's history from the activity log, newest first. */
export function RowHistory({ table, rowId }: { table: PipelineTable; rowId: string }) {
  const history = useRowActivity(table, rowId);
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold">
        History
      </h3>
      {history.isPending ? (
        <p className="text-sm text-muted-foreground">Loading history...</p>
      ) : history.isError ? (
        <p className="text-sm text-destructive">History could not be loaded.</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened to this row yet.</p>
      ) : (
        <ol aria-label="History, newest first" className="flex flex-col gap-1 text-sm">
          {history.data.map((entry) => (
            <li key={entry.id}>
              <span className="font-medium">{activityText(entry)}</span>
              <span className="text-muted-foreground">
                {' '}
                · {activityActor(entry)} · {formatDateTime(entry.created_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
