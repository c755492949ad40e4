import { TaskItem } from '@/components/tasks/task-item';
import { useOpenTasksFor } from '@/lib/tasks/tasks-api';

/** The open tasks about the contact or any of its rows, soonest due first. */
export function ContactTasks({ recordIds }: { recordIds: readonly string[] | undefined }) {
  const tasks = useOpenTasksFor(recordIds);
  if (tasks.isPending) return <p className="text-sm text-muted-foreground">Loading tasks...</p>;
  if (tasks.isError) return <p className="text-sm text-destructive">Tasks could not be loaded.</p>;
  if (tasks.data.length === 0) return <p className="text-sm text-muted-foreground">No open tasks.</p>;
  return (
    <ul aria-label="Open tasks" className="flex flex-col gap-2">
      {tasks.data.map((task) => (
        <TaskItem key={task.id} task={task} />
      ))}
    </ul>
  );
}
