import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseDashboardParams,
  writeDashboardParams,
  type DashboardUrlConfig,
  type DashboardUrlState,
  type OwnerView,
  type PageSize,
  type SortState,
} from './dashboard-url-state';

/**
 * Table state kept in the URL. Updates replace the history entry, so typing a search does not flood the
 * back button. Changing what is shown (search, filter, sort, page size) returns to page 1.
 * Pass a config defined at module level: it is a dependency of the returned callbacks.
 */
export function useDashboardSearchParams<C extends string, F extends string = never>(
  config: DashboardUrlConfig<C, F>,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDashboardParams(params, config), [params, config]);

  const update = useCallback(
    (patch: Partial<DashboardUrlState<C, F>>) =>
      setParams(
        (previous) => {
          const current = parseDashboardParams(previous, config);
          return writeDashboardParams(previous, { ...current, page: 1, ...patch }, config);
        },
        { replace: true },
      ),
    [setParams, config],
  );

  const actions = useMemo(
    () => ({
      setSearch: (search: string) => update({ search }),
      setFilter: (filter: F | 'all') => update({ filter }),
      setStatus: (status: string) => update({ status }),
      setArchived: (archived: boolean) => update({ archived }),
      setOwner: (owner: OwnerView) => update({ owner }),
      setSource: (source: string) => update({ source }),
      setPageSize: (pageSize: PageSize) => update({ pageSize }),
      setPage: (page: number) => update({ page: Math.max(1, page) }),
      setSort: (sort: SortState<C>) => update({ sort }),
      clearFilters: () => update({ search: '', filter: 'all', status: 'all', archived: false, owner: 'all', source: '' }),
    }),
    [update],
  );

  const isFiltered = state.search.trim() !== '' || state.filter !== 'all' || state.status !== 'all' || state.archived ||
    state.owner !== 'all' || state.source.trim() !== '';
  return { ...state, isFiltered, ...actions };
}

export type DashboardUrl<C extends string, F extends string> = ReturnType<typeof useDashboardSearchParams<C, F>>;
