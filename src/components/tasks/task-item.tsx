import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { Task } from '@/lib/tasks/tasks-api';
import { CompleteTaskButton } from './complete-task-button';

/** One task in a list: its title, due time, owner and record (where the list shows them), and Complete. */
export function TaskItem({ task, owner, record }: { task: Task; owner?: string; record?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium [overflow-wrap:anywhere]">{task.title}</p>
        <p className="text-sm text-muted-foreground">
          {task.completed_at ? (
            <>
              Done <time dateTime={task.completed_at}>{formatDateTime(task.completed_at)}</time>
            </>
          ) : (
            <>
              Due <time dateTime={task.due_at}>{formatDateTime(task.due_at)}</time>
            </>
          )}
          {owner ? ` · Owner: ${owner}` : null}
        </p>
        {record ? <div className="text-sm">{record}</div> : null}
      </div>
      {task.completed_at ? null : <CompleteTaskButton task={task} />}
    </li>
  );
}
