import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { ActivityLogTable } from '@/types/tables/activity-log';
import type { PipelineTable } from './pipeline-tables';

export type ActivityEntry = ActivityLogTable['Row'];
export type ClientActivity = ActivityLogTable['Insert'] & { table_name: PipelineTable };

export const activityKeys = {
  all: ['activity'] as const,
  row: (table: string, rowId: string) => [...activityKeys.all, 'row', table, rowId] as const,
  recent: (limit: number) => [...activityKeys.all, 'recent', limit] as const,
};

/**
 * Records what only the browser knows happened (an export, a password reveal). The database stamps the
 * actor and time and refuses any other kind of entry from a client; the rest is written by triggers.
 */
export async function logActivity(entry: ClientActivity): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('activity_log').insert({ id: crypto.randomUUID(), ...entry });
  if (error) throw new DataError('Failed to record activity', error);
}

/** One row's history, newest first. */
export async function getRowActivity(table: PipelineTable, rowId: string): Promise<ActivityEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('activity_log')
    .select('*')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new DataError('Failed to load history', error);
  return data ?? [];
}

/** The latest entries across every dashboard. */
export async function getRecentActivity(limit: number): Promise<ActivityEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('activity_log')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, limit - 1);
  if (error) throw new DataError('Failed to load activity', error);
  return data ?? [];
}

export function useRowActivity(table: PipelineTable, rowId: string) {
  return useQuery(queryOptions({ queryKey: activityKeys.row(table, rowId), queryFn: () => getRowActivity(table, rowId) }));
}

export function useRecentActivity(limit = 100) {
  return useQuery(queryOptions({ queryKey: activityKeys.recent(limit), queryFn: () => getRecentActivity(limit) }));
}
