import { fileDateStamp } from '@/lib/dates';

/** Where the Tasks screen files a task. */
export type TaskGroup = 'overdue' | 'today' | 'upcoming' | 'done';

type Groupable = { due_at: string; completed_at: string | null };

/** The calendar day of an instant in a time zone (the viewer's unless given), as YYYY-MM-DD. */
export function calendarDay(date: Date, timeZone?: string): string {
  // The viewer's zone and UTC without Intl, whose first call costs 30-100 ms in a fresh renderer.
  if (timeZone === undefined) return fileDateStamp(date);
  if (timeZone === 'UTC') return date.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * Done once completed; otherwise overdue once its due time has passed, today if it is due later on
 * `now`'s calendar day (in `timeZone`), upcoming after that. `now` is passed in so tests and the screen's
 * clock decide, not the machine.
 */
export function taskGroup(task: Groupable, now: Date, timeZone?: string): TaskGroup {
  if (task.completed_at) return 'done';
  const due = new Date(task.due_at);
  if (due.getTime() < now.getTime()) return 'overdue';
  return calendarDay(due, timeZone) === calendarDay(now, timeZone) ? 'today' : 'upcoming';
}

const byDue = (a: Groupable, b: Groupable) => Date.parse(a.due_at) - Date.parse(b.due_at);
const byCompletedDesc = (a: Groupable, b: Groupable) => Date.parse(b.completed_at ?? '') - Date.parse(a.completed_at ?? '');

/** The tasks in their groups: open ones soonest due first, done ones most recently completed first. */
export function groupTasks<T extends Groupable>(tasks: readonly T[], now: Date, timeZone?: string): Record<TaskGroup, T[]> {
  const groups: Record<TaskGroup, T[]> = { overdue: [], today: [], upcoming: [], done: [] };
  for (const task of tasks) groups[taskGroup(task, now, timeZone)].push(task);
  groups.overdue.sort(byDue);
  groups.today.sort(byDue);
  groups.upcoming.sort(byDue);
  groups.done.sort(byCompletedDesc);
  return groups;
}
