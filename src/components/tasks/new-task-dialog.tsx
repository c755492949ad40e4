import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { taskFormSchema, TASK_TITLE_MAX, type TaskFormOutput, type TaskFormValues } from '@/lib/tasks/task-schema';
import { useStaffDirectory } from '@/lib/pipeline/staff-directory';
import { useCreateTask, useMyUserId, type TaskRecord } from '@/lib/tasks/tasks-api';

const EMPTY: TaskFormValues = { title: '', dueAt: '', ownerId: '' };

/**
 * "New task" for one record (a dashboard row or a contact): a title, a due time and an owner, the creator
 * ("You", the database's default) or another active staff member from the staff directory (until it has
 * loaded, or if it cannot be read, "You" is the only choice). The schema's messages show under each field;
 * a refusal by the database shows its own words above the buttons and in a toast, and keeps what was typed.
 */
export function NewTaskDialog({
  record,
  recordName,
  open,
  onOpenChange,
}: {
  record: TaskRecord;
  recordName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<TaskFormValues, unknown, TaskFormOutput>({ resolver: zodResolver(taskFormSchema), defaultValues: EMPTY });
  const create = useCreateTask();
  const me = useMyUserId().data;
  const others = (useStaffDirectory().data ?? []).filter((member) => member.active && member.user_id !== me);
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) =>
    create.mutateAsync({ title: values.title, dueAt: values.dueAt, ownerId: values.ownerId, record }).then(
      () => {
        toast.success('Task added', { description: values.title });
        close();
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        form.setError('root', { message });
        toast.error('Error', { description: message });
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New task</DialogTitle>
          <DialogDescription>A next step for {recordName}.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField id="task-title" label="Title" required error={errors.title?.message} hint="For example: Call back about the quote">
            {(aria) => <Input {...aria} autoComplete="off" maxLength={TASK_TITLE_MAX + 20} {...form.register('title')} />}
          </FormField>
          <FormField id="task-due" label="Due" required error={errors.dueAt?.message}>
            {(aria) => <Input {...aria} type="datetime-local" {...form.register('dueAt')} />}
          </FormField>
          <FormField id="task-owner" label="Owner" error={errors.ownerId?.message}>
            {(aria) => (
              <NativeSelect
                emptyLabel="You"
                options={others.map((member) => ({ value: member.user_id, label: member.email }))}
                {...aria}
                {...form.register('ownerId')}
              />
            )}
          </FormField>
          {errors.root?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              Add task
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
