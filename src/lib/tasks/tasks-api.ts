import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { DataError, NotFoundError } from '@/lib/data-error';
import { activityKeys } from '@/lib/pipeline/activity';
import { getSupabase } from '@/lib/supabase';
import type { TaskTable, TasksTable } from '@/types/tables/tasks';

export type Task = TasksTable['Row'];
/** The record a task is about: a dashboard row or a whole contact. */
export type TaskRecord = { table: TaskTable; rowId: string };
export type NewTask = { title: string; dueAt: string; record: TaskRecord; ownerId?: string };

/** How many completed tasks the Tasks screen lists (the latest). */
export const DONE_LIMIT = 20;

export const taskKeys = {
  all: ['tasks'] as const,
  board: () => [...taskKeys.all, 'board'] as const,
  forRows: (rowIds: readonly string[]) => [...taskKeys.all, 'rows', rowIds] as const,
  me: () => [...taskKeys.all, 'me'] as const,
};

/** Every open task, soonest due first, and the latest completed ones. */
export async function getTaskBoard(): Promise<Task[]> {
  const supabase = await getSupabase();
  const [open, done] = await Promise.all([
    supabase.from('tasks').select('*').is('completed_at', null).order('due_at').order('id'),
    supabase
      .from('tasks')
      .select('*')
      .not('completed_at', 'is', null)
      .order('completed_at', { ascending: false })
      .order('id')
      .range(0, DONE_LIMIT - 1),
  ]);
  const error = open.error ?? done.error;
  if (error) throw new DataError('Failed to load tasks', error);
  return [...(open.data ?? []), ...(done.data ?? [])];
}

/** The open tasks about any of these records (a contact and its rows; ids are uuids, unique across tables). */
export async function getOpenTasksFor(rowIds: readonly string[]): Promise<Task[]> {
  if (rowIds.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tasks')
    .select('*')
    .in('row_id', [...rowIds])
    .is('completed_at', null)
    .order('due_at')
    .order('id');
  if (error) throw new DataError('Failed to load tasks', error);
  return data ?? [];
}

/** Creates a task; without an owner it is the creator's, and the database stamps the rest. Never reads back. */
export async function createTask({ title, dueAt, record, ownerId }: NewTask): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('tasks').insert({
    id: crypto.randomUUID(),
    title,
    due_at: dueAt,
    table_name: record.table,
    row_id: record.rowId,
    ...(ownerId ? { owner_id: ownerId } : {}),
  });
  if (error) throw new DataError('The task was not saved', error);
}

/** Completes a task; the database sets the time (any non-null value means "now"). */
export async function completeTask(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tasks').update({ completed_at: new Date().toISOString() }).eq('id', id).select('id');
  if (error) throw new DataError('The task was not completed', error);
  if (!data?.length) throw new NotFoundError('The task was not found');
}

/** The signed-in staff member's id, to show "You" as a task's owner. */
async function getMyUserId(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

export function useMyUserId() {
  return useQuery(queryOptions({ queryKey: taskKeys.me(), queryFn: getMyUserId, staleTime: Infinity }));
}

export function useTaskBoard() {
  return useQuery(queryOptions({ queryKey: taskKeys.board(), queryFn: getTaskBoard }));
}

export function useOpenTasksFor(rowIds: readonly string[] | undefined) {
  return useQuery(
    queryOptions({
      queryKey: taskKeys.forRows(rowIds ?? []),
      queryFn: () => getOpenTasksFor(rowIds ?? []),
      enabled: rowIds !== undefined,
    }),
  );
}

/** Tasks, the activity log and contact timelines all show a task's creation and completion. */
function useInvalidateTaskViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [taskKeys.all, activityKeys.all, contactKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useCreateTask() {
  const invalidate = useInvalidateTaskViews();
  return useMutation({ mutationFn: createTask, onSuccess: invalidate });
}

export function useCompleteTask() {
  const invalidate = useInvalidateTaskViews();
  return useMutation({ mutationFn: completeTask, onSuccess: invalidate });
}
