import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { isWidgetKind, type WidgetKind } from '@/widgets/kinds';
import { widgetKeys } from './widget-keys';

export type OwnerWidget = {
  id: string;
  kind: WidgetKind;
  name: string;
  draft: unknown;
  published: unknown;
  publishedAt: string | null;
  updatedAt: string;
};

const COLUMNS = 'id, kind, name, draft, published, published_at, updated_at';

type Row = {
  id: string;
  kind: string;
  name: string;
  draft: unknown;
  published: unknown;
  published_at: string | null;
  updated_at: string;
};

export const toOwnerWidget = (row: Row): OwnerWidget | null =>
  isWidgetKind(row.kind)
    ? {
        id: row.id,
        kind: row.kind,
        name: row.name,
        draft: row.draft,
        published: row.published,
        publishedAt: row.published_at,
        updatedAt: row.updated_at,
      }
    : null;

/** The signed-in owner's widgets, newest change first (row-level security returns only theirs). */
export async function getMyWidgets(): Promise<OwnerWidget[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('widgets')
    .select(COLUMNS)
    .order('updated_at', { ascending: false });
  if (error) throw new DataError('Failed to load your tools', error);
  return (data as Row[]).map(toOwnerWidget).filter((widget): widget is OwnerWidget => widget !== null);
}

export async function getMyWidget(id: string): Promise<OwnerWidget | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('widgets').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new DataError('Failed to load the tool', error);
  return data ? toOwnerWidget(data as Row) : null;
}

export function useMyWidgets(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: widgetKeys.list(), queryFn: getMyWidgets, enabled }));
}

export function useMyWidget(id: string | undefined, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: widgetKeys.one(id ?? ''),
      queryFn: () => getMyWidget(id ?? ''),
      enabled: enabled && Boolean(id),
    }),
  );
}
