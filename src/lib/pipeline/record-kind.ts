import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { fetchAllByKeyset, type KeysetTerm } from '@/lib/keyset';
import { containsAnyFilter } from '@/lib/postgrest-search';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Database } from '@/types/database';
import type { PipelineTable } from './pipeline-tables';
import { pipelineOrder, sourceFilter, type SpeedFilter } from './speed-filter';
import { statusCounts } from './status-counts';

type Tables = Database['public']['Tables'];
type StatsRpc = 'lead_stats' | 'inquiry_stats' | 'onboarding_submission_stats';

/** What every staff list filters by: the search box, the status, the Archived view and speed to lead's filters. */
export type RecordFilter = {
  search: string;
  /** A pipeline status or 'all'. */
  status: string;
  /** The Archived view instead of the active rows. */
  archived: boolean;
} & SpeedFilter;

export type RecordSort<C extends string> = { column: C; ascending: boolean };
/** The export's query: the filter and the order. */
export type RecordQuery<Filter, C extends string> = Filter & { sort: RecordSort<C> };
/** One page of the list: the export's query, and which page (1-based) of what size. */
export type RecordPageQuery<Filter, C extends string> = RecordQuery<Filter, C> & {
  page: number;
  pageSize: number;
};
/** What every stats RPC answers besides its headline counts. */
export type RecordStats = { byStatus: Readonly<Record<string, number>>; archived: number };

/**
 * One record kind's data access (leads, enquiries, onboarding submissions), read by the shared functions
 * below: the list page, the keyset CSV export, the stat cards and the permanent delete. Adding a kind is
 * one such object (docs/decisions/044-dashboard-table-and-record-kinds.md).
 */
export type RecordKind<T extends PipelineTable, Filter extends RecordFilter, C extends string, Headline> = {
  table: T;
  /** The root of the kind's query keys: the list and the stats sit under it, so one invalidation refreshes both. */
  queryKey: readonly [string];
  /** The rows in error messages: "leads", "enquiries". */
  plural: string;
  /** Columns the search box looks in. */
  searchColumns: ReadonlyArray<keyof Tables[T]['Row'] & string>;
  /** The kind's own select (business type, enquiry kind): the column it filters and its value in the filter ('all' for any). */
  ownFilter?: { column: keyof Tables[T]['Row'] & string; of: (filter: Filter) => string };
  /** The list's order for a sort, ending in id (pipelineOrder unless the kind breaks ties otherwise). */
  order?: (sort: RecordSort<C>) => KeysetTerm[];
  /** The stats RPC and its headline counts from its row (undefined when nothing is visible: zeros). */
  stats: {
    rpc: StatsRpc;
    headline: (row: Readonly<Record<string, number | undefined>> | undefined) => Headline;
  };
};

type Row<T extends PipelineTable> = Tables[T]['Row'];

export const recordOrder = <C extends string>(
  kind: { order?: (sort: RecordSort<C>) => KeysetTerm[] },
  sort: RecordSort<C>,
): KeysetTerm[] => (kind.order ?? pipelineOrder)(sort);

/**
 * The filtered, sorted select shared by the list page and the CSV export, so both always agree on which
 * rows "match". Archived rows leave the default view and appear only under the Archived filter.
 */
export function selectRecords<T extends PipelineTable, Filter extends RecordFilter, C extends string, H>(
  supabase: AppSupabaseClient,
  kind: RecordKind<T, Filter, C, H>,
  query: RecordQuery<Filter, C>,
  options: { count?: 'exact'; head?: boolean } = {},
) {
  // One table's types stand for any: every kind has the pipeline's columns, and the kind names its own.
  let select = supabase.from(kind.table as 'custom_builder_leads').select('*', options);
  const own = kind.ownFilter?.of(query);
  if (kind.ownFilter && own !== undefined && own !== 'all')
    select = select.eq(kind.ownFilter.column as 'business_type', own as never);
  if (query.status !== 'all') select = select.eq('status', query.status as never);
  select = query.archived ? select.not('archived_at', 'is', null) : select.is('archived_at', null);
  const search = containsAnyFilter(kind.searchColumns, query.search);
  if (search) select = select.or(search);
  if (query.ownerId) select = select.eq('owner_id', query.ownerId);
  const source = sourceFilter(query.source);
  if (source) select = select.or(source);
  for (const term of recordOrder(kind, query.sort))
    select = select.order(term.column as 'id', { ascending: term.ascending });
  return select;
}

/** One page of a kind's rows, filtered and sorted by the database, with the total number that match. */
export async function getRecords<T extends PipelineTable, Filter extends RecordFilter, C extends string, H>(
  kind: RecordKind<T, Filter, C, H>,
  query: RecordPageQuery<Filter, C>,
): Promise<{ rows: Row<T>[]; total: number }> {
  const supabase = await getSupabase();
  const from = (query.page - 1) * query.pageSize;
  const { data, count, error } = await selectRecords(supabase, kind, query, { count: 'exact' }).range(
    from,
    from + query.pageSize - 1,
  );
  if (error?.code === 'PGRST103') {
    // Asked for a page past the end (say, after deletions): report the total so the UI can step back.
    const { count: total, error: countError } = await selectRecords(supabase, kind, query, {
      count: 'exact',
      head: true,
    });
    if (countError) throw new DataError(`Failed to load ${kind.plural}`, countError);
    return { rows: [], total: total ?? 0 };
  }
  if (error) throw new DataError(`Failed to load ${kind.plural}`, error);
  return { rows: (data ?? []) as Row<T>[], total: count ?? data?.length ?? 0 };
}

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row matching the dashboard's search and filters, in its current order. Pages follow the last row
 * seen (src/lib/keyset.ts), so a row arriving or archived during the export is neither repeated nor skipped.
 */
export async function fetchAllRecords<
  T extends PipelineTable,
  Filter extends RecordFilter,
  C extends string,
  H,
>(
  kind: RecordKind<T, Filter, C, H>,
  query: RecordQuery<Filter, C>,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Row<T>[]> {
  const supabase = await getSupabase();
  return fetchAllByKeyset(recordOrder(kind, query.sort), pageSize, async (after) => {
    let select = selectRecords(supabase, kind, query);
    if (after) select = select.or(after);
    const { data, error } = await select.limit(pageSize);
    if (error) throw new DataError(`Failed to export ${kind.plural}`, error);
    return data as Row<T>[];
  });
}

/** The stat cards, counted by the database (the kind's stats RPC), with the active rows by status and the archived ones. */
export async function getRecordStats<
  T extends PipelineTable,
  Filter extends RecordFilter,
  C extends string,
  H,
>(kind: RecordKind<T, Filter, C, H>): Promise<H & RecordStats> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(kind.stats.rpc);
  if (error) throw new DataError(`Failed to load ${kind.plural} statistics`, error);
  const row = (data as ReadonlyArray<Readonly<Record<string, number | undefined>>> | null)?.[0];
  return {
    ...kind.stats.headline(row),
    byStatus: statusCounts(kind.table, row),
    archived: row?.archived ?? 0,
  };
}

type Keyed = { queryKey: readonly [string] };
export const recordKeys = {
  list: (kind: Keyed, query: object) => [...kind.queryKey, 'list', query] as const,
  stats: (kind: Keyed) => [...kind.queryKey, 'stats'] as const,
};

export function getRecordsQueryOptions<
  T extends PipelineTable,
  Filter extends RecordFilter,
  C extends string,
  H,
>(kind: RecordKind<T, Filter, C, H>, query: RecordPageQuery<Filter, C>) {
  return queryOptions({
    queryKey: recordKeys.list(kind, query),
    queryFn: () => getRecords(kind, query),
    placeholderData: keepPreviousData,
  });
}

export function useRecords<T extends PipelineTable, Filter extends RecordFilter, C extends string, H>(
  kind: RecordKind<T, Filter, C, H>,
  query: RecordPageQuery<Filter, C>,
) {
  return useQuery(getRecordsQueryOptions(kind, query));
}

export function useRecordStats<T extends PipelineTable, Filter extends RecordFilter, C extends string, H>(
  kind: RecordKind<T, Filter, C, H>,
) {
  return useQuery(queryOptions({ queryKey: recordKeys.stats(kind), queryFn: () => getRecordStats(kind) }));
}
