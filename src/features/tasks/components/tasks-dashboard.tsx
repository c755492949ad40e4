import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { RefreshButton } from '@/components/dashboard/refresh-button';
import { useNow } from '@/components/dashboard/use-now';
import { TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { TaskItem } from '@/components/tasks/task-item';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ownerName } from '@/lib/pipeline/response-clock';
import { useStaffDirectory } from '@/lib/pipeline/staff-directory';
import { groupTasks, type TaskGroup } from '@/lib/tasks/task-groups';
import { useMyUserId, useTaskBoard, type Task } from '@/lib/tasks/tasks-api';
import { recordKey, useTaskRecords } from '../api/get-task-records';
import { TaskRecordLink } from './task-record-link';

const SECTIONS: ReadonlyArray<{ group: Exclude<TaskGroup, 'done'>; title: string; empty: string }> = [
  { group: 'overdue', title: 'Overdue', empty: 'Nothing overdue.' },
  { group: 'today', title: 'Today', empty: 'Nothing else due today.' },
  { group: 'upcoming', title: 'Upcoming', empty: 'Nothing due after today.' },
];

/** /tasks-admin: every open task by when it is due (Overdue, Today, Upcoming), then the latest done. */
export function TasksDashboard() {
  const board = useTaskBoard();
  const records = useTaskRecords(board.data);
  const me = useMyUserId();
  const staff = useStaffDirectory();
  // Each minute, so a task turns overdue while the screen is open.
  const now = new Date(useNow(60_000));
  const groups = groupTasks(board.data ?? [], now);
  const ownerOf = (task: Task) => {
    if (me.data === undefined) return undefined;
    if (task.owner_id === me.data) return 'You';
    const email = staff.data?.find((member) => member.user_id === task.owner_id)?.email;
    return email ? ownerName(email) : 'Another staff member';
  };
  const item = (task: Task) => (
    <TaskItem
      key={task.id}
      task={task}
      owner={ownerOf(task)}
      record={<TaskRecordLink task={task} record={records.data?.get(recordKey(task.table_name, task.row_id))} loaded={records.data !== undefined} />}
    />
  );
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Tasks"
        subtitle="Next steps by due time. Add one from a dashboard row's notes panel or a contact."
        actions={
          <RefreshButton refreshing={board.isRefetching} onRefresh={() => void board.refetch()} />
        }
      />
      {board.isPending ? (
        <TableLoading label="Loading tasks..." />
      ) : board.isError ? (
        <TableMessage
          title="Tasks could not be loaded."
          action={
            <Button variant="outline" onClick={() => void board.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          {SECTIONS.map(({ group, title, empty }) => (
            <Card key={group}>
              <CardContent className="flex flex-col gap-4 pt-6">
                <h2 id={`tasks-${group}`} className="text-xl font-semibold">
                  {title} <span className="text-base font-normal text-muted-foreground">({groups[group].length})</span>
                </h2>
                {groups[group].length === 0 ? (
                  <p className="text-sm text-muted-foreground">{empty}</p>
                ) : (
                  <ul aria-labelledby={`tasks-${group}`} className="flex flex-col gap-2">
                    {groups[group].map(item)}
                  </ul>
                )}
              </CardContent>
            </Card>
          ))}
          <Card>
            <CardContent className="pt-6">
              <details>
                <summary className="cursor-pointer text-xl font-semibold">Done ({groups.done.length})</summary>
                {groups.done.length === 0 ? (
                  <p className="mt-4 text-sm text-muted-foreground">No task completed yet.</p>
                ) : (
                  <ul aria-label="Done, latest first" className="mt-4 flex flex-col gap-2">
                    {groups.done.map(item)}
                  </ul>
                )}
              </details>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
