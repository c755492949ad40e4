/**
 * A dashboard's table state (search, filter, status, archived view, sort, page, page size) as URL query parameters, so a view can
 * be bookmarked, shared and survives a reload. Defaults are left out of the URL to keep it short.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortState<C extends string> = { column: C; ascending: boolean };

export const OWNER_VIEWS = ['all', 'mine'] as const;
export type OwnerView = (typeof OWNER_VIEWS)[number];

export type DashboardUrlConfig<C extends string, F extends string> = {
  sortColumns: ReadonlyArray<C>;
  defaultSort: SortState<C>;
  /** Values the filter select may take besides 'all'; omit for a dashboard without a filter. */
  filterValues?: ReadonlyArray<F>;
  /** Query parameter for the filter (`type` for business type). */
  filterParam?: string;
  /** The pipeline statuses the status filter may take besides 'all' (?status=). */
  statusValues?: ReadonlyArray<string>;
};

export type DashboardUrlState<C extends string, F extends string> = {
  search: string;
  filter: F | 'all';
  /** A pipeline status, or 'all'. */
  status: string;
  /** The Archived view (?archived=1) instead of the active rows. */
  archived: boolean;
  /** "Mine" (?owner=mine): only rows the signed-in staff member owns. */
  owner: OwnerView;
  /** Text the attribution source (UTM source or referrer host) contains (?source=). */
  source: string;
  page: number;
  pageSize: PageSize;
  sort: SortState<C>;
};

const oneOf = <T extends string | number>(values: ReadonlyArray<T>, candidate: unknown): T | undefined =>
  values.find((value) => value === candidate);

export function parseDashboardParams<C extends string, F extends string>(
  params: URLSearchParams,
  config: DashboardUrlConfig<C, F>,
): DashboardUrlState<C, F> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const column = oneOf(config.sortColumns, params.get('sort')) ?? config.defaultSort.column;
  const dir = params.get('dir');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    filter: oneOf(config.filterValues ?? [], params.get(config.filterParam ?? 'filter')) ?? 'all',
    status: oneOf(config.statusValues ?? [], params.get('status')) ?? 'all',
    archived: params.get('archived') === '1',
    owner: oneOf(OWNER_VIEWS, params.get('owner')) ?? 'all',
    source: (params.get('source') ?? '').slice(0, 100),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    pageSize: oneOf(PAGE_SIZES, Number(params.get('size'))) ?? PAGE_SIZES[0],
    sort: {
      column,
      ascending:
        dir === 'asc'
          ? true
          : dir === 'desc'
            ? false
            : column === config.defaultSort.column && config.defaultSort.ascending,
    },
  };
}

/** Writes the state into `params` (keeping unrelated parameters), omitting defaults. */
export function writeDashboardParams<C extends string, F extends string>(
  params: URLSearchParams,
  state: DashboardUrlState<C, F>,
  config: DashboardUrlConfig<C, F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  const isDefaultSort =
    state.sort.column === config.defaultSort.column && state.sort.ascending === config.defaultSort.ascending;
  set('q', state.search.trim() ? state.search : null);
  set(config.filterParam ?? 'filter', state.filter === 'all' ? null : state.filter);
  set('status', state.status === 'all' ? null : state.status);
  set('archived', state.archived ? '1' : null);
  set('owner', state.owner === 'all' ? null : state.owner);
  set('source', state.source.trim() ? state.source : null);
  set('sort', isDefaultSort ? null : state.sort.column);
  set('dir', isDefaultSort ? null : state.sort.ascending ? 'asc' : 'desc');
  set('page', state.page > 1 ? String(state.page) : null);
  set('size', state.pageSize === PAGE_SIZES[0] ? null : String(state.pageSize));
  return next;
}
