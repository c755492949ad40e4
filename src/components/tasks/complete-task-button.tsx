import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCompleteTask, type Task } from '@/lib/tasks/tasks-api';

/** Completes one task, showing its progress; the toast says what happened, the lists refresh themselves. */
export function CompleteTaskButton({ task }: { task: Pick<Task, 'id' | 'title'> }) {
  const complete = useCompleteTask();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={complete.isPending}
      aria-label={`Complete ${task.title}`}
      // The promise, not mutate's callbacks: the button leaves with the open task before those would run.
      onClick={() =>
        complete.mutateAsync(task.id).then(
          () => toast.success('Task completed', { description: task.title }),
          (error: Error) => toast.error('Error', { description: error.message }),
        )
      }
    >
      {complete.isPending ? <Spinner /> : <Check aria-hidden="true" />}
      Complete
    </Button>
  );
}
